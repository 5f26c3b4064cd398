import { useSyncExternalStore } from "react";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  cookieString,
  PAGE_VIEW_VISITOR_KEY,
  parseConsent,
  readCookie,
  serializeConsent,
  type ConsentInput,
  type StoredConsent,
} from "~/lib/consent";

/** The consent of this browser (the hn_consent cookie), read and written in the browser only. */
const CHANGED = "hn:consent-changed";

export function readConsent(): StoredConsent | null {
  if (typeof document === "undefined") return null;
  return parseConsent(readCookie(document.cookie, CONSENT_COOKIE));
}

export function saveConsent(choice: ConsentInput) {
  document.cookie = cookieString(CONSENT_COOKIE, serializeConsent(choice, new Date()), CONSENT_MAX_AGE_DAYS, location.protocol === "https:");
  // Without analytics consent nothing of the page-view tracking stays on the device.
  if (!choice.analytics) {
    try {
      localStorage.removeItem(PAGE_VIEW_VISITOR_KEY);
    } catch {
      /* storage unavailable */
    }
  }
  cookieInTask = null;
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(listener: () => void) {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

/**
 * The cookie as read in this task. Every component asking for consent reads it during one render
 * and again in its effects, and each `document.cookie` is a call to the browser's cookie store
 * (about 1 ms each on a slow phone, a dozen of them while a page hydrated; bench/RESULTS.md,
 * twelfth session): read once per task, and at once after this page changed it.
 */
let cookieInTask: string | null = null;
const snapshot = () => {
  if (typeof document === "undefined") return "";
  if (cookieInTask === null) {
    cookieInTask = readCookie(document.cookie, CONSENT_COOKIE) ?? "";
    setTimeout(() => {
      cookieInTask = null;
    }, 0);
  }
  return cookieInTask;
};

/** Whether analytics consent is given (false on the server and before hydration). */
export function useAnalyticsConsent(): boolean {
  const value = useSyncExternalStore(subscribe, snapshot, () => "");
  return parseConsent(value)?.analytics ?? false;
}

/** Whether external content (map tiles) may load (false on the server and before hydration). */
export function useExternalMediaConsent(): boolean {
  const value = useSyncExternalStore(subscribe, snapshot, () => "");
  return parseConsent(value)?.externalMedia ?? false;
}

/**
 * Records consent for external content (the map's 'Karte laden'), keeping the other choices; a
 * visitor who has not chosen yet gets "only necessary" for the rest (changeable in the cookie settings).
 */
export function allowExternalMedia() {
  const stored = readConsent();
  saveConsent({ analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false, preferences: stored?.preferences ?? false, externalMedia: true });
}
