import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * An Escape pressed while a dialog is opening is not lost. Radix starts listening for Escape (and
 * moves the focus into the dialog) in passive effects, which Preact runs a frame after the dialog
 * has appeared (decision 0046). Rendered inside the dialog's content, this listens from the
 * dialog's first commit (a layout effect) and, once the dialog's own effects have run, hands an
 * Escape that nobody handled meanwhile to Radix's listener, which closes the top dialog (or lets its
 * `onEscapeKeyDown` keep it open) as for any Escape.
 */
export function EscapeWhileOpening() {
  const state = useRef<{ pending: boolean; hold: ((event: KeyboardEvent) => void) | null }>({ pending: false, hold: null });
  useLayoutEffect(() => {
    const current = state.current;
    // On the window, after the document's listeners: an Escape Radix already handled is
    // defaultPrevented and not held.
    current.hold = (event) => {
      if (event.key === "Escape" && !event.defaultPrevented) current.pending = true;
    };
    window.addEventListener("keydown", current.hold);
    return () => {
      if (current.hold) window.removeEventListener("keydown", current.hold);
      current.hold = null;
    };
  }, []);
  useEffect(() => {
    // A task later: after the passive effects of the whole dialog (Radix's are its ancestors').
    const timer = setTimeout(() => {
      const current = state.current;
      if (current.hold) window.removeEventListener("keydown", current.hold);
      current.hold = null;
      if (!current.pending) return;
      current.pending = false;
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", code: "Escape", bubbles: true, cancelable: true }));
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
