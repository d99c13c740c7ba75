import * as React from "react";
import * as styles from "./SlidePanel.module.css";

/** How far the page may scroll under an open panel before it closes (spec §2). */
const SCROLL_CLOSE_PX = 48;

// Older engines (and jsdom) lack the modal API; an open attribute still shows the panel.
const openDialog = (dialog: HTMLDialogElement) =>
  typeof dialog.showModal === "function" ? dialog.showModal() : dialog.setAttribute("open", "");
const closeDialog = (dialog: HTMLDialogElement) =>
  typeof dialog.close === "function" ? dialog.close() : dialog.removeAttribute("open");

/**
 * A panel sliding in from the side, on the native modal <dialog>: focus moves in and stays,
 * Escape and a click on the overlay close it, focus returns to what opened it. Spec §2 also
 * closes it when the page scrolls; a scroll while typing (a phone's keyboard pushing the page)
 * does not count.
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
  const ref = React.useRef<HTMLDialogElement>(null);
  const opener = React.useRef<Element | null>(null);
  const closeRef = React.useRef(onClose);
  closeRef.current = onClose;

  React.useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (!open) {
      if (dialog.open) closeDialog(dialog);
      return undefined;
    }
    opener.current = document.activeElement;
    if (!dialog.open) openDialog(dialog);

    const startY = window.scrollY;
    const onScroll = () => {
      const typing =
        dialog.contains(document.activeElement) &&
        document.activeElement?.matches("input, textarea, select");
      if (!typing && Math.abs(window.scrollY - startY) > SCROLL_CLOSE_PX) closeRef.current();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) closeRef.current();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    dialog.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("scroll", onScroll);
      dialog.removeEventListener("click", onClick);
      const target = opener.current;
      opener.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.panel}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className={styles.inner}>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label="Cerrar panel"
          >
            <span aria-hidden="true">×</span>
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
