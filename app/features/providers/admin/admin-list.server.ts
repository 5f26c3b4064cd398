import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { providers } from "~db/schema/index";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { defaultDirection, type AdminProviderQuery, type AdminProviderSort } from "./admin-schema";
import { likeContains } from "~/lib/sql-like";

/**
 * The back-office provider list (spec 3 section 2): every status, searched by name or city,
 * filtered by status, sorted and paged on the server. Fast at 100,000 rows (bench/RESULTS.md):
 * each sort has an index in the same order (migration 0009), and a page first reads only the ids
 * of its rows (an index-only scan, also for deep pages) and then loads those rows.
 */

export type AdminProviderRow = {
  id: string;
  name: string;
  slug: string;
  category: string;
  city: string | null;
  status: "pending" | "approved" | "rejected";
  createdAt: string;
};

export type AdminProviderPage = {
  rows: AdminProviderRow[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

/**
 * Every word of the term occurs in the name or the city (umlauts folded: 'Koeln' finds 'Köln';
 * trigram index on `search_name`); a UUID finds its provider.
 */
export function adminProviderSearch(term: string): SQL | undefined {
  const q = term.trim();
  if (!q) return undefined;
  if (isUuid(q)) return eq(providers.id, q);
  const words = term.trim().split(/\s+/).slice(0, 8);
  return and(...words.map((w) => sql`${sql.identifier("search_name")} like public.hn_normalize(${likeContains(w)})`));
}

/**
 * ORDER BY of each sort; the id last keeps pages stable. Written exactly in the order of the
 * indexes of migration 0009 (incl. NULLS FIRST/LAST, or PostgreSQL sorts instead of reading the index).
 */
function orderBy(sort: AdminProviderSort, dir: "asc" | "desc"): SQL {
  const d = sql.raw(dir);
  switch (sort) {
    case "name":
      return sql`${providers.name} ${d}, ${providers.id} ${d}`;
    case "city":
      return sql`${providers.city} ${d}, ${providers.id} ${d}`;
    case "category":
      return sql`${providers.category} ${d}, ${providers.id} ${d}`;
    case "status":
      return dir === "asc"
        ? sql`${providers.status} asc, ${providers.createdAt} desc nulls last, ${providers.id} desc`
        : sql`${providers.status} desc, ${providers.createdAt} asc nulls first, ${providers.id} asc`;
    case "created":
      return dir === "desc"
        ? sql`${providers.createdAt} desc nulls last, ${providers.id} desc nulls last`
        : sql`${providers.createdAt} asc nulls first, ${providers.id} asc nulls first`;
    default:
      // The moderation queue: pending first, then newest first.
      return dir === "desc"
        ? sql`(${providers.status} <> 'pending') asc, ${providers.createdAt} desc nulls last, ${providers.id} desc nulls last`
        : sql`(${providers.status} <> 'pending') desc, ${providers.createdAt} asc nulls first, ${providers.id} asc nulls first`;
  }
}

/** The ids of the list's filter in its order, at most `limit` ('alle N Treffer' of a bulk action). */
export async function providerIdsMatching(query: AdminProviderQuery, limit: number): Promise<string[]> {
  const where = and(query.status ? eq(providers.status, query.status) : undefined, adminProviderSearch(query.q));
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(where)
    .orderBy(orderBy(query.sortierung, query.richtung ?? defaultDirection(query.sortierung)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** One page of the list (no permission check: callers are admin functions and the bench). */
export async function queryAdminProviders(query: AdminProviderQuery, executor: Executor = db): Promise<AdminProviderPage> {
  const where = and(query.status ? eq(providers.status, query.status) : undefined, adminProviderSearch(query.q));
  const dir = query.richtung ?? defaultDirection(query.sortierung);
  const pageSize = query.anzahl;
  const [{ total }] = (await executor.select({ total: sql<number>`count(*)::int` }).from(providers).where(where)) as [{ total: number }];
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.seite, pageCount);
  const ids = await executor
    .select({ id: providers.id })
    .from(providers)
    .where(where)
    .orderBy(orderBy(query.sortierung, dir))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  if (ids.length === 0) return { rows: [], total, page, pageSize, pageCount };
  const found = await executor
    .select({
      id: providers.id,
      name: providers.name,
      slug: providers.slug,
      category: providers.category,
      city: providers.city,
      status: providers.status,
      createdAt: providers.createdAt,
    })
    .from(providers)
    .where(
      inArray(
        providers.id,
        ids.map((r) => r.id),
      ),
    );
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = ids
    .map((r) => byId.get(r.id))
    .filter((r): r is NonNullable<typeof r> => Boolean(r))
    .map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { rows, total, page, pageSize, pageCount };
}

/** The admin list of providers (admins only). */
export async function listProvidersForAdmin(viewer: Viewer | null, query: AdminProviderQuery): Promise<AdminProviderPage> {
  requireAdmin(viewer);
  return queryAdminProviders(query);
}
