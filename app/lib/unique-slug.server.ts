import { and, eq, like, ne, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "~db/types";
import { likePrefix } from "./sql-like";

/**
 * The one unique-slug rule of the site (providers, merchants, contests, articles): the slug a name
 * asks for, or, when it is taken, the first free of `base-2`, `base-3`, ... A concurrent insert can
 * still take the same slug first: the caller's unique index refuses it and the caller retries.
 */

/** The first of `base`, `base-2`, `base-3`, ... that is not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/**
 * A free slug for `base` in `table` (its `slug` column), one query: the row `exceptId` (the row being
 * renamed) does not count, and `scope` narrows the rows that compete (an author's articles).
 */
export async function freeSlug(
  executor: Executor,
  table: PgTable & { slug: AnyPgColumn; id: AnyPgColumn },
  base: string,
  opts: { exceptId?: string; scope?: SQL } = {},
): Promise<string> {
  const rows = (await executor
    .select({ slug: table.slug })
    .from(table as PgTable)
    .where(and(or(eq(table.slug, base), like(table.slug, likePrefix(`${base}-`))), opts.exceptId ? ne(table.id, opts.exceptId) : undefined, opts.scope))) as {
    slug: string | null;
  }[];
  return firstFreeSlug(base, new Set(rows.flatMap((r) => (r.slug ? [r.slug] : []))));
}
