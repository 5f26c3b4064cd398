import { slugify } from "./format";

/**
 * The public addresses of the site's objects, in one pure module below the features: every
 * feature, route, mail and sitemap that links to a provider, a profile or an article builds the
 * link here, so that one address never has two spellings.
 */

/** The transliterating form of a username used in profile and article links (navigation-menu rule of spec 2 section 2): 'Lena_Grün' → 'lena-gruen'. */
export function normalizeUsernameForPath(username: string): string {
  return slugify(username ?? "");
}

/** Path of a provider page: the slug form when there is a slug, else the id. */
export function providerPath(p: { slug?: string | null; id: string }): string {
  return `/empfehlung/${encodeURIComponent(p.slug || p.id)}`;
}

/** /{normalizedUsername} when the user has a (usable) username, else /profile/{id}. */
export function profilePath(user: { id: string; username?: string | null }): string {
  const name = user.username ? normalizeUsernameForPath(user.username) : "";
  return name ? `/${name}` : `/profile/${user.id}`;
}

/**
 * The public address of an article: /blog/{username path key}/{slug}, with the same normalised
 * username form as profile links ('Audit Änne' → /blog/audit-aenne/…); /blog/{id} when the
 * author has no usable name (deleted account). Other forms of the author segment answer 301 to this one.
 */
export function articleHref(a: { slug: string; authorUsername: string | null; id?: string }): string {
  const author = a.authorUsername ? normalizeUsernameForPath(a.authorUsername) : "";
  return author ? `/blog/${author}/${encodeURIComponent(a.slug)}` : `/blog/${encodeURIComponent(a.id ?? a.slug)}`;
}
