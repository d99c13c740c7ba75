import * as React from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

const focusables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest("[inert]"),
  );

/**
 * The site's modal dialogs (Modal, SlidePanel) on the native <dialog>: while `open` it is modal,
 * Tab cycles inside it, Escape and a click on the backdrop call `onClose`, the scroll is locked
 * if asked; then focus returns to the opener. Without showModal (jsdom) the open attribute and
 * the same keyboard handling stand in.
 */
export function useDialog({
  open,
  onClose,
  lockScroll = false,
}: {
  open: boolean;
  onClose: () => void;
  lockScroll?: boolean;
}): React.RefObject<HTMLDialogElement> {
  const ref = React.useRef<HTMLDialogElement>(null);
  const closeRef = React.useRef(onClose);
  closeRef.current = onClose;

  React.useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    const opener = document.activeElement;
    if (!dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else {
        dialog.setAttribute("open", "");
        focusables(dialog)[0]?.focus();
      }
    }
    if (lockScroll) document.body.classList.add("scroll-locked");

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        // Handled here, so the browser's own close request (and `cancel`) does not follow.
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      // From the last control (the first with Shift), or from outside, Tab wraps around.
      const items = focusables(dialog);
      const [first, last] = [items[0], items[items.length - 1]];
      const active = document.activeElement;
      if (last && active !== (event.shiftKey ? first : last) && dialog.contains(active)) return;
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    };
    // Other close requests (a phone's back gesture) arrive as `cancel`: the parent decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    // The content fills the dialog: a click targeting the <dialog> itself is on the backdrop.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) closeRef.current();
    };
    const listening = new AbortController();
    dialog.addEventListener("keydown", onKeyDown, { signal: listening.signal });
    dialog.addEventListener("cancel", onCancel, { signal: listening.signal });
    dialog.addEventListener("click", onClick, { signal: listening.signal });

    return () => {
      listening.abort();
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
      if (lockScroll) document.body.classList.remove("scroll-locked");
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, lockScroll]);

  return ref;
}
