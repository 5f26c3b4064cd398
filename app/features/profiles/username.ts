import { sql, type SQL } from "drizzle-orm";
import { slugify } from "~/lib/format";

/**
 * Username rules in one place: the two path forms of a name (spec 1 section 2, spec 2 section 2),
 * the reserved words, the profile link and the SQL that matches a path to a username.
 */

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

/** The transliterating form used in profile links (navigation-menu rule of spec 2 section 2): 'Lena_Grün' → 'lena-gruen'. */
export function normalizeUsernameForPath(username: string): string {
  return slugify(username ?? "");
}

export function isReservedUsername(username: string): boolean {
  const lower = username.trim().toLowerCase();
  return RESERVED_ROUTE_WORDS.has(lower) || RESERVED_ROUTE_WORDS.has(usernamePathKey(lower));
}

/** /{normalizedUsername} when the user has a (usable) username, else /profile/{id}. */
export function profilePath(user: { id: string; username?: string | null }): string {
  const name = user.username ? normalizeUsernameForPath(user.username) : "";
  return name ? `/${name}` : `/profile/${user.id}`;
}

/**
 * SQL condition on `profiles.username`: the same name ignoring case, or a stored name whose path
 * form (either rule, computed in SQL) equals a path form of `name`. Finding /{name} and refusing a
 * taken name use the same rule, so one path never leads to two profiles.
 */
export function usernameMatches(name: string): SQL {
  const keys = [usernamePathKey(name), normalizeUsernameForPath(name)];
  return sql`(username is not null and (
      lower(username) = lower(${name})
      or btrim(regexp_replace(lower(username), '[^a-z0-9]+', '-', 'g'), '-') in (${keys[0]}, ${keys[1]})
      or btrim(regexp_replace(hn_normalize(username), '[^a-z0-9]+', '-', 'g'), '-') in (${keys[0]}, ${keys[1]})
    ))`;
}
