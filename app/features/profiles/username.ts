import { sql, type SQL } from "drizzle-orm";
import { foldGerman } from "~/lib/format";
import { normalizeUsernameForPath } from "~/lib/paths";

/**
 * Username rules in one place: the two path forms of a name (spec 1 section 2, spec 2 section 2),
 * the reserved words and the SQL that matches a path to a username.
 */

/**
 * Every first path segment the app uses (tests/unit/reserved-usernames.test.ts checks it against the
 * route table and public/). Such words are refused as usernames so that
 * /{username} profile paths never shadow a page (spec README decision).
 */
export const RESERVED_ROUTE_WORDS = new Set([
  "404-not-found",
  "add-provider",
  "admin",
  "api",
  "apple-touch-icon.png",
  "apple-touch-icon-precomposed.png",
  "assets",
  "auth",
  "bild",
  "blog",
  "contests",
  "empfehlung",
  "favicon.ico",
  "favicon.svg",
  "favorites",
  "forgot-password",
  "gutschein",
  "gutscheincode",
  "gutscheincodes",
  "healthz",
  "images",
  "imprint",
  "locales",
  "login",
  "logout",
  "manifest.webmanifest",
  "media",
  "myblog",
  "privacy",
  "profile",
  "reset-password",
  "robots.txt",
  "rss.xml",
  "sitemap-image.xml",
  "sitemap.xml",
  "terms",
  "test-seo",
  "account",
  "konto",
  "settings",
  "register",
  "signup",
  "signin",
  "impressum",
  "datenschutz",
  "agb",
  "hilfe",
  "support",
  "static",
  "public",
  "null",
  "undefined",
  "so-sortieren-wir",
]);

/** Lower-case path form of a username (spec 1 section 2): non-alphanumerics to '-', collapsed, trimmed. */
export function usernamePathKey(username: string): string {
  return username
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Words that make a name look like the site or its staff (spec README decision "usernames"). A name
 * is refused when its letters, after normalisation, contain one of STAFF_FRAGMENTS or are exactly
 * one of STAFF_WORDS ('Hanfnetz-Team', 'Ädmin', 'adm1n', 'Sup_port' are all refused).
 */
export const STAFF_FRAGMENTS = ["admin", "hanfnetz", "moderator", "moderation", "support", "webmaster", "sysop"] as const;
export const STAFF_WORDS = new Set(["mod", "mods", "team", "staff", "root", "system", "official", "offiziell", "redaktion", "hilfe", "service"]);

export const USERNAME_MESSAGES = {
  reserved: "Dieser Benutzername ist nicht verfügbar",
  imitation: "Dieser Benutzername ist nicht verfügbar: Namen, die nach Hanfnetz oder seinem Team klingen (z. B. admin, moderator, support), sind reserviert.",
} as const;

/** Digits and signs used as letters, and Cyrillic/Greek look-alikes of Latin letters. */
const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "l",
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  х: "x",
  і: "i",
  ѕ: "s",
  ԁ: "d",
  м: "m",
  н: "h",
  т: "t",
  ո: "n",
  α: "a",
  ο: "o",
  ν: "v",
};

/** The letter sequences a name may be read as: transliterated (ä→ae) and accent-stripped (ä→a), with and without look-alikes. */
function readings(username: string): string[] {
  const lower = username.normalize("NFKC").toLowerCase();
  const forms = [foldGerman(lower), lower.normalize("NFD").replace(/\p{M}/gu, "")];
  return forms.flatMap((f) => [
    f.replace(/[^a-z0-9]/g, ""),
    [...f]
      .map((c) => LOOK_ALIKES[c] ?? c)
      .join("")
      .replace(/[^a-z]/g, ""),
  ]);
}

/** Why a username is refused (a German message), or null when it may be used. */
export function usernameRefusal(username: string): string | null {
  if (isRouteWord(username)) return USERNAME_MESSAGES.reserved;
  const imitates = readings(username).some((r) => STAFF_WORDS.has(r) || STAFF_FRAGMENTS.some((w) => r.includes(w)));
  return imitates ? USERNAME_MESSAGES.imitation : null;
}

/** A first path segment the app uses ('admin', 'blog', ...): /{word} is never a profile. */
export function isRouteWord(segment: string): boolean {
  const lower = segment.trim().toLowerCase();
  return RESERVED_ROUTE_WORDS.has(lower) || RESERVED_ROUTE_WORDS.has(usernamePathKey(lower)) || RESERVED_ROUTE_WORDS.has(normalizeUsernameForPath(lower));
}

export function isReservedUsername(username: string): boolean {
  return usernameRefusal(username) !== null;
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
