import type { ExternalToast } from "sonner";

/**
 * The app's `toast` with sonner's API for the calls the app makes, but sonner itself (and its
 * Toaster, ~/components/ui/toaster) is loaded on the first toast, so pages without a toast never
 * load it. Sonner keeps toasts created before its Toaster subscribes in its global state and
 * shows them once the Toaster mounts, so the first toast is not lost.
 */
type Message = Parameters<typeof import("sonner").toast>[0];
type Kind = "default" | "success" | "error" | "info" | "warning";

let sonner: Promise<typeof import("sonner")> | null = null;
const requestListeners = new Set<() => void>();

/** Loads sonner once and tells the Toaster to mount. */
function loadSonner(): Promise<typeof import("sonner")> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of requestListeners) listener();
    requestListeners.clear();
  }
  return sonner;
}

/** Calls `listener` once the first toast was requested (at once if that already happened). */
export function onFirstToast(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => {};
  }
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

function show(kind: Kind, message: Message, data?: ExternalToast): void {
  void loadSonner().then(({ toast: t }) => {
    if (kind === "default") t(message, data);
    else t[kind](message, data);
  });
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show("default", message, data), {
  success: (message: Message, data?: ExternalToast) => show("success", message, data),
  error: (message: Message, data?: ExternalToast) => show("error", message, data),
  info: (message: Message, data?: ExternalToast) => show("info", message, data),
  warning: (message: Message, data?: ExternalToast) => show("warning", message, data),
});
