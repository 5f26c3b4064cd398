import { normalizeUsernameForPath } from "~/features/profiles/username";

/**
 * The public address of an article: /blog/{username path key}/{slug}, with the same normalised
 * username form as profile links ('Audit Änne' → /blog/audit-aenne/…); /blog/{id} when the
 * author has no usable name (deleted account). Other forms of the author segment answer 301 to this one.
 */
export function articleHref(a: { slug: string; authorUsername: string | null; id?: string }): string {
  const author = a.authorUsername ? normalizeUsernameForPath(a.authorUsername) : "";
  return author ? `/blog/${author}/${encodeURIComponent(a.slug)}` : `/blog/${encodeURIComponent(a.id ?? a.slug)}`;
}
