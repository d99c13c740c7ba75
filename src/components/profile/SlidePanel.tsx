import * as React from "react";
import * as styles from "./SlidePanel.module.css";
import * as pageStyles from "../auth/AuthPage.module.css";
import { useDialog } from "../../hooks/use-dialog";
import { useMessages } from "../../i18n/LocaleContext";

/**
 * A modal <dialog> sliding in from the side (useDialog). docs/product.md §2 closes it when the
 * page scrolls (by more than 48 px); not while typing (a phone's keyboard pushes the page).
 */
export function SlidePanel({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: React.ReactNode;
}) {
  const t = useMessages().account;
  const ref = useDialog({ open, onClose });

  React.useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    const startY = window.scrollY;
    const onScroll = () => {
      const typing =
        dialog.contains(document.activeElement) &&
        document.activeElement?.matches("input, textarea, select");
      if (!typing && Math.abs(window.scrollY - startY) > 48) onClose();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [open, ref, onClose]);

  return (
    <dialog ref={ref} className={styles.panel} aria-label={label}>
      {open && (
        <div className={styles.inner}>
          <button
            type="button"
            className={pageStyles.close}
            onClick={onClose}
            aria-label={t.closePanel}
          >
            <span aria-hidden="true">×</span>
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
