import { Toaster as Sonner } from "sonner";

/** The one toast system: 4 s, at most 3 visible, bottom right (spec README decision). */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;

/** Sonner's Toaster with the product settings; loaded lazily through `Toaster` (./toaster). */
export default function SonnerToaster() {
  return (
    <Sonner
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE}
      closeButton
      // Above the provider page's phone action bar (app.css --hn-bottom-bar).
      mobileOffset={{ bottom: "calc(16px + var(--hn-bottom-bar, 0px))" }}
      toastOptions={{ classNames: { toast: "font-sans" } }}
      containerAriaLabel="Benachrichtigungen"
    />
  );
}
