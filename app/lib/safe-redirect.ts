/** Longest return path we carry through sign-in links and mails. */
export const MAX_REDIRECT_LENGTH = 1000;

const ORIGIN = "http://hanfnetz.invalid";

/**
 * Only same-site relative paths are allowed as redirect targets: a path that starts with one "/",
 * has no backslash, no control or space character (browsers drop tabs and line breaks, so
 * "/\t/evil.example" would become "//evil.example") and resolves to our own origin. The auth pages
 * and the API are refused too (no loops, no JSON as a destination). Anything else gives `fallback`.
 */
export function safeRedirect(to: string | null | undefined, fallback = "/"): string {
  if (!to || typeof to !== "string" || to.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  if (/[\\\s]/.test(to) || [...to].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  let url: URL;
  try {
    url = new URL(to, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  if (/^\/(auth|api)(\/|$)/.test(url.pathname)) return fallback;
  return to;
}
