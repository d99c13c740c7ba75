import * as React from "react";
import type { ModalProps } from "./Modal";

const Modal = React.lazy(() => import("./Modal").then((module) => ({ default: module.Modal })));

/**
 * The Modal, fetched the first time it opens: a section page's dialogs (a recommendation, a
 * teacher's bio, the brochure) are opened by few visitors, so their code stays out of the
 * page's first-load JavaScript. Nothing is rendered until then, on the server as in the
 * browser, so hydration never meets a waiting Suspense boundary; once opened the Modal stays
 * mounted, so closing it returns the focus to its opener as usual.
 */
export function LazyModal(props: ModalProps) {
  const [wanted, setWanted] = React.useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <React.Suspense fallback={null}>
      <Modal {...props} />
    </React.Suspense>
  );
}
