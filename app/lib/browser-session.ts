/**
 * Browser-session storage for our own ads and popup (decision 0018): small markers in
 * sessionStorage (dismissed banners, popup already shown), gone when the tab is closed; no ids, no
 * cookie (the statistics count by a daily server-side key, issue #28). Every access is guarded:
 * without storage (private mode, blocked) the features still work, only without memory.
 */

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function sessionGet(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function sessionSet(key: string, value: string) {
  try {
    storage()?.setItem(key, value);
  } catch {
    // storage full or blocked: the feature works without memory
  }
}

/** Sends a small JSON tracking event (sendBeacon, else fetch with keepalive); failures are silent. */
export function sendTracking(url: string, payload: Record<string, unknown>) {
  if (typeof window === "undefined") return;
  const body = JSON.stringify(payload);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: "text/plain" }))) return;
    void fetch(url, { method: "POST", body, keepalive: true, headers: { "content-type": "text/plain" } }).catch(() => undefined);
  } catch {
    // silent (spec 2 section 8: analytics failures are ignored)
  }
}

/**
 * Sends a small form-encoded tracking event (view counters of articles and profiles, link clicks)
 * with sendBeacon, else fetch with keepalive; failures are silent. Unlike a fetcher submission it
 * makes React Router reload nothing (a view count changes nothing the page shows).
 */
export function sendTrackingForm(url: string, fields: Record<string, string>) {
  if (typeof window === "undefined") return;
  const body = new URLSearchParams(fields);
  try {
    if (navigator.sendBeacon?.(url, body)) return;
    void fetch(url, { method: "POST", body, keepalive: true }).catch(() => undefined);
  } catch {
    // silent (spec 1 section 8: view counting failures are silent)
  }
}
