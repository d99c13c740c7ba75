import * as React from "react";
import { LEGACY_LOADER } from "../../config";
import { Loader } from "./Loader";
import * as styles from "./LoaderGate.module.css";
import { useMessages } from "../../i18n/LocaleContext";

/** docs/product.md §2: the loader is skipped when the site runs on this machine. */
export const isLocalHost = (hostname: string) =>
  hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";

/** docs/product.md §2: the loader stays this long after the images have loaded. */
export const LEGACY_LOADER_DELAY_MS = 2000;

/** The full-page loader of docs/product.md §2, off unless GATSBY_LEGACY_LOADER (it is slow). */
export default function LoaderGate({ enabled = LEGACY_LOADER }: { enabled?: boolean }) {
  const t = useMessages().ui;
  const [visible, setVisible] = React.useState(enabled);

  React.useEffect(() => {
    if (!enabled) return undefined;
    if (isLocalHost(window.location.hostname)) {
      setVisible(false);
      return undefined;
    }
    let timer: number | undefined;
    const hideLater = () => {
      timer = window.setTimeout(() => setVisible(false), LEGACY_LOADER_DELAY_MS);
    };
    if (document.readyState === "complete") hideLater();
    else window.addEventListener("load", hideLater, { once: true });
    return () => {
      window.removeEventListener("load", hideLater);
      window.clearTimeout(timer);
    };
  }, [enabled]);

  if (!visible) return null;
  return (
    <div className={styles.overlay}>
      <Loader label={t.loading} />
    </div>
  );
}
