import { useEffect, useState } from "react";

/**
 * An open modal: the content of a Radix dialog, confirmation or sheet (data-slot of ./dialog,
 * ./alert-dialog, ./sheet), or another element marked `data-modal` with aria-modal="true" (e.g.
 * the full-screen notification panel on phones).
 */
export const OPEN_MODAL_SELECTOR = [
  '[data-slot="dialog-content"][data-state="open"]',
  '[data-slot="alert-dialog-content"][data-state="open"]',
  '[data-slot="sheet-content"][data-state="open"]',
  '[data-modal][aria-modal="true"]',
].join(", ");

/** Whether a modal dialog is open now; follows the document while the caller is mounted. */
export function useModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => setOpen(document.querySelector(OPEN_MODAL_SELECTOR) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-state", "aria-modal"] });
    return () => observer.disconnect();
  }, []);
  return open;
}
