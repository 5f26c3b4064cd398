/** Sends a provider analytics event (view, detail_click, share); failures are silent. */
export function trackProviderEvent(providerId: string, eventType: "view" | "detail_click" | "share") {
  if (typeof window === "undefined") return;
  const body = JSON.stringify({ providerId, eventType });
  try {
    if (navigator.sendBeacon?.("/api/providers/events", new Blob([body], { type: "text/plain" }))) return;
    void fetch("/api/providers/events", { method: "POST", body, keepalive: true, headers: { "content-type": "text/plain" } }).catch(() => undefined);
  } catch {
    // silent (spec 1 section 8)
  }
}
