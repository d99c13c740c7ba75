import * as React from "react";
import * as styles from "./Modal.module.css";
import { useMessages } from "../../i18n/LocaleContext";
import { useDialog } from "../../hooks/use-dialog";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible title; also the dialog's accessible name. */
  title: React.ReactNode;
  children: React.ReactNode;
  size?: "s" | "m" | "l";
  /** The × button's label. */
  closeLabel?: string;
}

/** The site's one modal, on the native <dialog> (useDialog). */
export function Modal({ open, onClose, title, children, size = "m", closeLabel }: ModalProps) {
  const t = useMessages().ui;
  const ref = useDialog({ open, onClose, lockScroll: true });
  const titleId = React.useId();

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size] ?? ""}`}
      aria-labelledby={titleId}
    >
      {open && (
        <div className={styles.panel}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={closeLabel ?? t.close}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
