import * as React from "react";
import * as styles from "./Modal.module.css";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible title; also the dialog's accessible name. */
  title: React.ReactNode;
  children: React.ReactNode;
  /** Width preset. */
  size?: "s" | "m" | "l";
  className?: string;
  /** Label of the X button. */
  closeLabel?: string;
}

/**
 * The site's one modal, on the native <dialog>: focus moves in and is trapped by the browser,
 * Escape closes, a click on the backdrop closes, and focus returns to what opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  size = "m",
  className,
  closeLabel = "Cerrar",
}: ModalProps) {
  const ref = React.useRef<HTMLDialogElement>(null);
  const opener = React.useRef<Element | null>(null);
  const titleId = React.useId();

  React.useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      document.body.classList.add("scroll-locked");
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
    if (!open) {
      document.body.classList.remove("scroll-locked");
      const target = opener.current;
      opener.current = null;
      if (target instanceof HTMLElement) target.focus();
    }
  }, [open]);

  React.useEffect(() => () => document.body.classList.remove("scroll-locked"), []);

  // A click whose target is the <dialog> itself landed on the backdrop: the panel fills the
  // dialog, so clicks inside it target its children. (Keyboard users close with Escape or X.)
  const closeRef = React.useRef(onClose);
  closeRef.current = onClose;
  React.useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) closeRef.current();
    };
    dialog.addEventListener("click", onClick);
    return () => dialog.removeEventListener("click", onClick);
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size] ?? ""} ${className ?? ""}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
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
              aria-label={closeLabel}
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
