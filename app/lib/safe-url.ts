/**
 * URL checks for user content, shared by the server sanitiser (lib/sanitize.server.ts) and the
 * browser-side editor (features/blog), so both accept the same link targets. No server imports.
 */

/** Removes control characters and whitespace that browsers ignore inside URLs. */
export function compactUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, "");
}

/** URLs that run code or render foreign documents when followed: javascript:, vbscript:, data:text/html. */
export function isScriptLikeUrl(raw: string): boolean {
  const compact = compactUrl(raw).toLowerCase();
  return compact.startsWith("javascript:") || compact.startsWith("vbscript:") || compact.startsWith("data:text/html");
}

/**
 * Link targets: http(s), mailto, or a relative URL (path, query, fragment). Refused: other
 * schemes and host-relative forms that browsers read as another host (`//host`, `/\host`, `\\host`).
 * Returns the trimmed value or null.
 */
export function safeHref(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  // Browsers treat "\" like "/" in http(s) URLs and drop tabs and newlines anywhere in them.
  const compact = compactUrl(value).toLowerCase().replace(/\\/g, "/");
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (scheme) return ["http", "https", "mailto"].includes(scheme[1]!) ? value : null;
  if (compact.startsWith("//")) return null;
  if (compact.includes(":") && !/^[/?#.]/.test(compact)) return null;
  return value;
}
