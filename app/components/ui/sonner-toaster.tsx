import { Toaster as Sonner } from "sonner";
import { BOTTOM_OVERLAY_VAR, PHONE_TOAST_BOTTOM } from "~/lib/toast";
import { useModalOpen } from "./use-modal-open";

/** The one toast system: 4 s, at most 3 visible, bottom right (spec README decision). */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;

const above = (gap: number) => `calc(var(${BOTTOM_OVERLAY_VAR}, 0px) + ${gap}px)`;

/**
 * Sonner's Toaster with the product settings; loaded lazily through `Toaster` (./toaster).
 * Toasts never cover the cookie banner (they sit above it: its height is BOTTOM_OVERLAY_VAR) nor
 * a dialog's buttons or the menu: while a modal is open they move to the bottom centre, away from
 * the close button a phone's full-screen panel has at the top (issue #26
 * item 11; the banner steps aside while a modal is open).
 */
export default function SonnerToaster() {
  const modal = useModalOpen();
  return (
    <Sonner
      position={modal ? "bottom-center" : "bottom-right"}
      offset={{ bottom: above(24) }}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE}
      closeButton
      // Phones: also above the provider page's action bar.
      mobileOffset={{ bottom: PHONE_TOAST_BOTTOM }}
      toastOptions={{ classNames: { toast: "font-sans" } }}
      containerAriaLabel="Benachrichtigungen"
    />
  );
}
