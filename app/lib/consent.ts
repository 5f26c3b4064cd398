/**
 * Cookie consent and age confirmation (spec 2 sections 2 and 4, decision 0019). Both are decided in
 * the browser (anonymous pages are cached and the same for everyone, server/page-cache.ts); the
 * server reads the consent cookie only to refuse page views without analytics consent.
 *
 * Cookies (the privacy page lists them from here):
 * - `hn_age=1`: the visitor confirmed being 18 or older (strictly necessary, 365 days);
 * - `hn_consent=<v2.a.m.p.e.date>`: the consent choice with its date (strictly necessary, 365 days);
 *   `e` is external content (map tiles of OpenStreetMap, decision 0028); the older `v1.amp.date`
 *   form is still read (external content: no).
 * With analytics consent the browser also keeps a random visitor id in localStorage (PAGE_VIEW_VISITOR_KEY).
 */
export const AGE_COOKIE = "hn_age";
export const CONSENT_COOKIE = "hn_consent";
export const CONSENT_MAX_AGE_DAYS = 365;
export const AGE_MAX_AGE_DAYS = 365;
export const MINIMUM_AGE = 18;
/** Where 'Nein' on the age gate leads (the federal cannabis prevention site). */
export const AGE_GATE_EXIT_URL = "https://www.cannabispraevention.de/";
/** Delay before the cookie banner shows (spec 2 section 9). */
export const CONSENT_BANNER_DELAY_MS = 1000;
/** localStorage key of the page-view visitor id (only with analytics consent). */
export const PAGE_VIEW_VISITOR_KEY = "hn_visitor_id";
/** Window event that opens the cookie settings (the footer link sends it). */
export const OPEN_CONSENT_EVENT = "hn:open-consent";
/** Window event sent when the age gate was confirmed. */
export const AGE_CONFIRMED_EVENT = "hn:age-confirmed";

export type ConsentChoice = { necessary: true; analytics: boolean; marketing: boolean; preferences: boolean; externalMedia: boolean };
export type StoredConsent = ConsentChoice & { date: string };

const flag = (b: boolean) => (b ? "1" : "0");

export type ConsentInput = Omit<ConsentChoice, "necessary" | "externalMedia"> & { externalMedia?: boolean };

export function serializeConsent(choice: ConsentInput, date: Date): string {
  const flags = `${flag(choice.analytics)}${flag(choice.marketing)}${flag(choice.preferences)}${flag(choice.externalMedia ?? false)}`;
  return `v2.${flags}.${date.toISOString().slice(0, 10)}`;
}

export function parseConsent(value: string | null | undefined): StoredConsent | null {
  const m = /^(?:v1\.([01])([01])([01])|v2\.([01])([01])([01])([01]))\.(\d{4}-\d{2}-\d{2})$/.exec(value ?? "");
  if (!m) return null;
  const [a, mk, p, e] = m[1] !== undefined ? [m[1], m[2], m[3], "0"] : [m[4], m[5], m[6], m[7]];
  return { necessary: true, analytics: a === "1", marketing: mk === "1", preferences: p === "1", externalMedia: e === "1", date: m[8]! };
}

/** The value of one cookie in a Cookie header (or document.cookie), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) {
      try {
        return decodeURIComponent(v.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function consentFromCookieHeader(header: string | null | undefined): StoredConsent | null {
  return parseConsent(readCookie(header, CONSENT_COOKIE));
}

/** A Set-Cookie / document.cookie string for a first-party, strictly necessary cookie. */
export function cookieString(name: string, value: string, days: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${days * 86_400}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** User agents that never see the gate (crawlers, link previews): a small subset of isbot. Audits such as Lighthouse see
 * what the first visitor they stand for sees. */
export const CRAWLER_PATTERN = "bot|crawl|spider|slurp|facebookexternalhit|preview|headlesschrome\\/[0-9.]+ \\(crawler\\)";

/**
 * The inline script in <head> (runs before first paint): shows the age gate by a class on <html>
 * unless the age cookie is set or the browser is a crawler, and confirms the gate on a click on
 * `[data-age-confirm]` even before hydration. The content stays in the HTML; the gate is an overlay.
 */
export const AGE_GATE_SCRIPT = `(function(){var d=document.documentElement;if(/(?:^|; )${AGE_COOKIE}=1/.test(document.cookie)||new RegExp(${JSON.stringify(CRAWLER_PATTERN)},"i").test(navigator.userAgent))return;d.classList.add("age-gate");document.addEventListener("click",function(e){var t=e.target;if(!t||!t.closest||!t.closest("[data-age-confirm]"))return;document.cookie="${AGE_COOKIE}=1; Path=/; Max-Age=${AGE_MAX_AGE_DAYS * 86400}; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");d.classList.remove("age-gate");window.dispatchEvent(new Event("${AGE_CONFIRMED_EVENT}"));});})();`;
