/**
 * Sends a provider analytics event (view, detail_click, share; a detail_click on a contact link
 * names it: website, phone, email); failures are silent.
 */
export function trackProviderEvent(providerId: string, eventType: "view" | "detail_click" | "share", detail?: "website" | "phone" | "email") {
  if (typeof window === "undefined") return;
  const body = JSON.stringify(detail ? { providerId, eventType, detail } : { providerId, eventType });
  try {
    if (navigator.sendBeacon?.("/api/providers/events", new Blob([body], { type: "text/plain" }))) return;
    void fetch("/api/providers/events", { method: "POST", body, keepalive: true, headers: { "content-type": "text/plain" } }).catch(() => undefined);
  } catch {
    // silent (spec 1 section 8)
  }
}
