import type { ExternalToast } from "sonner";

/**
 * The app's `toast` with sonner's API for the calls the app makes, but sonner itself (and its
 * Toaster, ~/components/ui/toaster) is loaded on the first toast, so pages without a toast never
 * load it. Sonner keeps toasts created before its Toaster subscribes in its global state and
 * shows them once the Toaster mounts, so the first toast is not lost.
 *
 * When sonner's code cannot be loaded (offline, a new release that replaced the file), the
 * message still shows: as text in a plain live region at the same place (`fallbackToast`), and
 * the next toast tries to load sonner again.
 */
type Message = Parameters<typeof import("sonner").toast>[0];
type Kind = "default" | "success" | "error" | "info" | "warning";

let sonner: Promise<typeof import("sonner")> | null = null;
const requestListeners = new Set<() => void>();

/** Loads sonner (again after a failed load) and tells the Toaster that a toast wants showing. */
function loadSonner(): Promise<typeof import("sonner")> {
  if (!sonner) {
    const loading = import("sonner");
    sonner = loading;
    loading.catch(() => {
      if (sonner === loading) sonner = null;
    });
  }
  for (const listener of requestListeners) listener();
  return sonner;
}

/** Calls `listener` on every toast from now on (the Toaster loads its code on the first). */
export function onToastRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  if (sonner) listener();
  return () => requestListeners.delete(listener);
}

/**
 * The CSS variable with the height of what covers the bottom of the viewport (the cookie banner),
 * kept on <html> by components/ui/bottom-overlay.ts so that toasts sit above it.
 */
export const BOTTOM_OVERLAY_VAR = "--hn-bottom-overlay";

/**
 * Where toasts sit on a phone: above the cookie banner (BOTTOM_OVERLAY_VAR) and the provider page's
 * action bar (app.css --hn-bottom-bar). Sonner's Toaster (components/ui/sonner-toaster.tsx) and the
 * plain fallback below use it.
 */
export const PHONE_TOAST_BOTTOM = `calc(var(${BOTTOM_OVERLAY_VAR}, 0px) + var(--hn-bottom-bar, 0px) + 16px)`;

/** How long the plain fallback shows a message (sonner's 4 s plus time to read it). */
export const FALLBACK_TOAST_MS = 6000;
const FALLBACK_ID = "hn-toast-fallback";

/** A message as text in a live region at the bottom right, above the cookie banner. */
export function fallbackToast(kind: Kind, message: Message): void {
  if (typeof document === "undefined") return;
  const text = typeof message === "string" ? message : null;
  if (!text) return;
  let region = document.getElementById(FALLBACK_ID);
  if (!region) {
    region = document.createElement("div");
    region.id = FALLBACK_ID;
    region.setAttribute("aria-label", "Benachrichtigungen");
    region.className = "fixed inset-x-4 z-[95] flex flex-col gap-2 sm:left-auto sm:max-w-sm";
    region.style.bottom = PHONE_TOAST_BOTTOM;
    document.body.append(region);
  }
  const item = document.createElement("p");
  item.setAttribute("role", kind === "error" || kind === "warning" ? "alert" : "status");
  item.className = "rounded-lg border border-border bg-white p-3 text-sm text-ink shadow-lg";
  item.textContent = text;
  region.append(item);
  setTimeout(() => item.remove(), FALLBACK_TOAST_MS);
}

function show(kind: Kind, message: Message, data?: ExternalToast): void {
  loadSonner().then(
    ({ toast: t }) => {
      if (kind === "default") t(message, data);
      else t[kind](message, data);
    },
    () => fallbackToast(kind, message),
  );
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show("default", message, data), {
  success: (message: Message, data?: ExternalToast) => show("success", message, data),
  error: (message: Message, data?: ExternalToast) => show("error", message, data),
  info: (message: Message, data?: ExternalToast) => show("info", message, data),
  warning: (message: Message, data?: ExternalToast) => show("warning", message, data),
});
