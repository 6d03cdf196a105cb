import {
  useEffect,
  useLayoutEffect,
  useRef,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";

type Props = Omit<DialogHTMLAttributes<HTMLDialogElement>, "open" | "onClose" | "onCancel"> & {
  /** Escape, a click outside the content (on the dialog's own box) and a lost modal state call it. */
  onClose: () => void;
  /** Page scroll stays locked while open (the dialog covers the page). */
  lockScroll?: boolean;
  children: ReactNode;
};

/**
 * Every modal of the site, on the native `<dialog>` opened with `showModal()`: the browser puts it in
 * the top layer and makes the rest of the page inert (no clicks, no focus, hidden from screen
 * readers). Render it only while open; closing is the caller's state. On open, focus goes to the
 * first control inside; on close it returns to what had it (the opener). The dialog's own box covers
 * the viewport: give it the backdrop colour and layout with `className` (a background is required;
 * the browser's default is white) and put the content inside; a click that lands on the box itself,
 * not on the content, is a click outside.
 *
 * Tab wraps from the last control to the first: inert keeps focus off the page, but Chromium would
 * otherwise move it out to the browser's own controls.
 */
export function ModalDialog({
  onClose,
  lockScroll = true,
  children,
  className = "",
  onKeyDown,
  onClick,
  ...rest
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // Callers pass a fresh onClose on every render; a ref keeps the open effect from running again
  // (which would move focus back to the start while the user works inside).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // Before paint: the content never shows outside the top layer.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (unit tests) has no showModal; the attribute at least shows the content there.
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    // The platform's own cancel (e.g. Android's back gesture) goes through the caller's state too.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener("cancel", onCancel);
    const overflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = "hidden";
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      if (typeof dialog.close === "function") dialog.close();
      if (lockScroll) document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [lockScroll]);

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close.current();
    } else if (event.key === "Tab") {
      const focusables = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.getClientRects().length > 0,
      );
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const click = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    if (event.target === event.currentTarget) close.current();
  };

  return (
    // role="dialog" is the element's own role, spelled out for [role=dialog] selectors (axe scopes).
    <dialog
      ref={ref}
      role="dialog"
      {...rest}
      onKeyDown={keyDown}
      onClick={click}
      className={`fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden border-0 p-0 backdrop:bg-transparent ${className}`}
    >
      {children}
    </dialog>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
