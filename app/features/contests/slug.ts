import { slugify } from "~/lib/format";

/**
 * The address of a contest page, /contests/{slug} (issue 25, defect 19). The slug comes from the
 * title at creation, transliterated like provider slugs (ä→ae, ö→oe, ü→ue, ß→ss, other accents
 * removed), and is then kept, so that shared links stay valid. Migration 0016 backfilled existing
 * contests with the same rule.
 */

export const CONTEST_SLUG_MAX = 90;
/** The slug of a title without letters or digits, and of one that would hit a reserved path. */
export const CONTEST_SLUG_FALLBACK = "gewinnspiel";
/** Fixed pages below /contests that a slug must not shadow. */
const RESERVED = new Set(["dashboard"]);

/** The slug a title asks for (before collisions are numbered -2, -3, ...). */
export function contestSlugBase(title: string): string {
  const base = slugify(title, CONTEST_SLUG_MAX);
  return !base || RESERVED.has(base) ? CONTEST_SLUG_FALLBACK : base;
}

/** A slug as stored (lower-case letters and digits in groups joined by '-'); anything else is no contest. */
export function isContestSlug(value: string): boolean {
  return value.length <= CONTEST_SLUG_MAX + 8 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}

export function contestPath(c: { slug: string }): string {
  return `/contests/${c.slug}`;
}
