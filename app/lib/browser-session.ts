import { CONSENT_COOKIE, parseConsent, readCookie } from "./consent";

/**
 * Browser-session storage for our own ads and popup statistics (decision 0018): a random session
 * id and small markers in sessionStorage, gone when the tab is closed; nothing long-lived and no
 * cookie. Every access is guarded: without storage (private mode, blocked) the features still work,
 * only without memory.
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

/** Whether the visitor agreed to statistics or marketing in the cookie banner (decision 0019). */
function statisticsConsent(): boolean {
  if (typeof document === "undefined") return false;
  const consent = parseConsent(readCookie(document.cookie, CONSENT_COOKIE));
  return Boolean(consent && (consent.analytics || consent.marketing));
}

const pageLoadIds = new Map<string, string>();

function randomId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A random id for this browser session under `key` (spec 2: session_id, popup_session_id), kept
 * in sessionStorage only with consent to statistics or marketing. Without it nothing is stored on
 * the device: the id lives in memory for this page load (a reload starts a new one).
 */
export function browserSessionId(key: string): string {
  if (!statisticsConsent()) {
    const inMemory = pageLoadIds.get(key) ?? randomId();
    pageLoadIds.set(key, inMemory);
    return inMemory;
  }
  const existing = sessionGet(key) ?? pageLoadIds.get(key);
  const id = existing ?? randomId();
  sessionSet(key, id);
  return id;
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
