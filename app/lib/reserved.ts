/**
 * Every first path segment the app uses. Such words are refused as usernames so that
 * /{username} profile paths never shadow a page (spec README decision).
 */
export const RESERVED_ROUTE_WORDS = new Set([
  "404-not-found", "add-provider", "admin", "api", "assets", "auth", "blog", "contests", "empfehlung", "favicon.ico",
  "favicon.svg", "favorites", "forgot-password", "gutschein", "gutscheincode", "gutscheincodes", "healthz", "images",
  "imprint", "locales", "login", "logout", "media", "myblog", "privacy", "profile", "reset-password", "robots.txt",
  "rss.xml", "sitemap-image.xml", "sitemap.xml", "terms", "test-seo", "account", "konto", "settings", "register",
  "signup", "signin", "impressum", "datenschutz", "agb", "hilfe", "support", "static", "public", "null", "undefined",
]);

/** Lower-case path form of a username (spec 1 section 2): non-alphanumerics to '-', collapsed, trimmed. */
export function usernamePathKey(username: string): string {
  return username
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

export function isReservedUsername(username: string): boolean {
  const lower = username.trim().toLowerCase();
  return RESERVED_ROUTE_WORDS.has(lower) || RESERVED_ROUTE_WORDS.has(usernamePathKey(lower));
}
