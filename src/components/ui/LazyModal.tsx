import * as React from "react";
import type { ModalProps } from "./Modal";

/** The Modal's code; asking early (a form that will show its answer in one) saves the wait. */
export const loadModal = () => import(/* webpackChunkName: "modal" */ "./Modal");

/** When the Modal's code cannot be fetched: its content in the page, announced and focused. */
function InPage({ open, title, children }: ModalProps) {
  const ref = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    if (open) ref.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <section ref={ref} role="alert" tabIndex={-1}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

const Modal = React.lazy(() =>
  loadModal().then(
    (module) => ({ default: module.Modal }),
    (error: unknown) => {
      console.error("[modal] The dialog's code failed to load; it shows in the page.", error);
      return { default: InPage };
    },
  ),
);

/**
 * The Modal, fetched when it first opens: nothing rendered before, so hydration never meets a
 * waiting Suspense boundary; then it stays mounted, so closing it returns the focus to its opener.
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
