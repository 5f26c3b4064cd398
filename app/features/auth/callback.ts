/**
 * /auth/callback (spec 1 section 2): reads access_token, refresh_token, type and error from the
 * query string or the hash. The hash never reaches the server, so the page forwards hash values
 * into the query string (CALLBACK_HASH_SCRIPT, inline before any other script; `forwardHashUrl`
 * after a client-side navigation) and the loader decides with the query alone, which is also the
 * path of a browser without JavaScript.
 */
import { signInHref } from "~/lib/return-intent";

/** The values the callback reads, in the query string or the hash. */
export const CALLBACK_KEYS = ["access_token", "refresh_token", "type", "error"] as const;

/** Delays of spec 1 section 9. */
export const CALLBACK_DELAYS = { recovery: 500, success: 800, error: 3000 } as const;

/** The callback texts of spec 1 section 8 (du-form, spec README). */
export const CALLBACK_MESSAGES = {
  signIn: "Fehler bei der Anmeldung.",
  recovery: "Fehler beim Verarbeiten des Reset-Links.",
  retry: "Fehler beim Anmelden. Bitte versuche es erneut.",
  invalid: "Ungültige Anmeldedaten.",
  unexpected: "Ein unerwarteter Fehler ist aufgetreten.",
  success: "Erfolgreich angemeldet",
} as const;

/** better-auth's error codes in the `error` parameter, and the spec's answer to each (a Map: `?error=__proto__` must not find Object.prototype). */
const ERROR_TEXT = new Map<string, string>([
  ["INVALID_TOKEN", CALLBACK_MESSAGES.invalid],
  ["TOKEN_EXPIRED", CALLBACK_MESSAGES.retry],
  ["new_user_signup_disabled", CALLBACK_MESSAGES.invalid],
  ["user_not_found", CALLBACK_MESSAGES.invalid],
]);

/**
 * The address to forward to when the hash holds callback values the query lacks: the query with
 * them added, without the hash. Null when there is nothing to forward (no loop: a forwarded
 * address carries the values in its query). Query values win over hash values.
 */
export function forwardHashUrl(pathname: string, search: string, hash: string): string | null {
  const fromHash = new URLSearchParams(hash.replace(/^#/, ""));
  const query = new URLSearchParams(search);
  let added = 0;
  for (const key of CALLBACK_KEYS) {
    const value = fromHash.get(key);
    if (value !== null && !query.has(key)) {
      query.set(key, value);
      added++;
    }
  }
  return added ? `${pathname}?${query.toString()}` : null;
}

/**
 * The same rule as `forwardHashUrl` as an inline script: it runs while the page is parsed, before
 * the page's scripts load, and replaces the address (no history entry), so the loader answers with
 * the hash values. `callback.test.ts` checks both agree.
 */
export const CALLBACK_HASH_SCRIPT = `(function(){var h=location.hash.replace(/^#/,"");if(!h)return;var f=new URLSearchParams(h),q=new URLSearchParams(location.search),n=0;${JSON.stringify(CALLBACK_KEYS)}.forEach(function(k){var v=f.get(k);if(v!==null&&!q.has(k)){q.set(k,v);n++}});if(n)location.replace(location.pathname+"?"+q.toString())})();`;

export type CallbackParams = { type: string | null; error: string | null; token: string | null; refreshToken: string | null };

/** The callback values of a query string (`token` is better-auth's name for the access token). */
export function callbackParams(search: URLSearchParams): CallbackParams {
  return {
    type: search.get("type"),
    error: search.get("error"),
    token: search.get("access_token") ?? search.get("token"),
    refreshToken: search.get("refresh_token"),
  };
}

export type CallbackOutcome = { state: keyof typeof CALLBACK_DELAYS; type: string | null; message: string; to: string };

/**
 * What the callback does (spec 1 section 2): a recovery link goes to /reset-password with its
 * tokens, an error to /forgot-password (recovery) or /auth, a session to `back` (the page the
 * sign-in was asked for, "/" by default; an error keeps it for the next sign-in). `signedIn` is
 * whether better-auth set a session before redirecting here (verification and magic links).
 */
export function callbackOutcome(p: CallbackParams, signedIn: boolean, back = "/"): CallbackOutcome {
  const { type } = p;
  if (type === "recovery") {
    if (p.error || !p.token) return { state: "error", type, message: CALLBACK_MESSAGES.recovery, to: "/forgot-password" };
    const tokens = new URLSearchParams({ token: p.token });
    if (p.refreshToken) tokens.set("refresh_token", p.refreshToken);
    return { state: "recovery", type, message: "", to: `/reset-password?${tokens.toString()}` };
  }
  if (p.error) return { state: "error", type, message: ERROR_TEXT.get(p.error) ?? CALLBACK_MESSAGES.signIn, to: signInHref(back) };
  if (!signedIn) return { state: "error", type, message: CALLBACK_MESSAGES.signIn, to: signInHref(back) };
  return { state: "success", type, message: CALLBACK_MESSAGES.success, to: back };
}
