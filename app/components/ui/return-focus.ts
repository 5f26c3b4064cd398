import { useRef } from "react";

type AutoFocusHandlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** The element to give the focus back to: the opener, or for a menu item the menu's button. */
function openerOf(active: Element | null): { element: HTMLElement | null; fallback: HTMLElement | null } {
  if (!(active instanceof HTMLElement) || active === document.body) return { element: null, fallback: null };
  const menu = active.closest<HTMLElement>('[role="menu"]');
  const menuButton = menu?.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  return { element: active, fallback: menuButton };
}

/**
 * Focus goes back to what opened a dialog when it closes (WCAG 2.4.3). Radix does this only for
 * its own Dialog.Trigger; our dialogs are often opened by a plain button (lazily loaded dialogs,
 * confirmations, dialogs opened from a menu item or after a sign-in). The content remembers the
 * element that had the focus when it opened (or, for a menu item, the menu's button) and focuses
 * it again on close, unless a caller handled the close focus itself (event.defaultPrevented).
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opener = useRef<{ element: HTMLElement | null; fallback: HTMLElement | null }>({ element: null, fallback: null });
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix runs this before it moves the focus into the dialog.
      opener.current = openerOf(document.activeElement);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const { element, fallback } = opener.current;
      opener.current = { element: null, fallback: null };
      if (event.defaultPrevented) return;
      const target = element?.isConnected ? element : fallback?.isConnected ? fallback : null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
