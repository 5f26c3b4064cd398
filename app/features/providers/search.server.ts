import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { providers } from "~db/schema";
import { providerSearchCondition, providerSearchRank } from "~db/search";
import type { Viewer } from "~/lib/auth.server";
import { createCache } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { foldGerman } from "~/lib/format";
import { categoryCounts, DIRECTORY_CACHE_SCOPE, listCities, listColumns, newestFirst, toListItem, type ProviderListItem } from "./directory.server";
import { rankOrder } from "./freshness/ranking";
import { effectiveSort, isNearSearch, type DirectorySort } from "./filters";
import type { NearbyItem } from "./geo/geo.server";
import { runNearSearch, type NearInfo } from "./geo/near-search.server";
import { SEARCH_PAGE_SIZE, shownCount, type DirectoryFilters } from "./schema";

/** Above this many matches the summary says "mehr als …" instead of counting every row. */
export const COUNT_CAP = 1000;

export type SearchResult = {
  /** Near-me results carry `distanceKm` and coordinates; other results their coordinates when known (the map view). */
  items: ((ProviderListItem & { lat?: number; lng?: number }) | NearbyItem)[];
  near?: NearInfo;
  nearError?: string | null;
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  hasMore: boolean;
};

/**
 * Short-lived cache of result pages (popular pages and searches), dropped with the directory scope
 * on every provider or review write; the spec allows the provider list to be minutes old.
 */
const results = createCache(DIRECTORY_CACHE_SCOPE, { ttlMs: 15_000, max: 500 });

/**
 * The ranked directory query (home): pages 1 to `filters.page` ('Mehr laden' keeps them in the URL). Filters combine; the term runs through the German
 * full-text + trigram helpers of db/search.ts; without a term in the published ranking order
 * (ranking.server.ts: rank_score, then name; 'Featured' does not change it, decision 0027).
 */
export async function searchProviders(_viewer: Viewer | null, filters: DirectoryFilters): Promise<SearchResult> {
  // Public data: every category filters for everyone (B2B too); result pages are shared by all viewers.
  return results.get(JSON.stringify(filters), () => (isNearSearch(filters) ? runNearSearch(filters) : runSearch(filters)));
}

function normalizeCity(s: string) {
  return foldGerman(s).trim();
}

/** Accents and umlaut dots removed without transliteration ('München' → 'munchen'). */
function plainCity(s: string) {
  return s
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim();
}

async function runSearch(filters: DirectoryFilters): Promise<SearchResult> {
  const category = filters.category;
  const conds: (SQL | undefined)[] = [eq(providers.status, "approved")];
  if (category) conds.push(sql`${providers.categories} @> array[${category}]::text[]`);
  if (filters.country) conds.push(eq(providers.countryCode, filters.country));
  if (filters.city) {
    const wanted = normalizeCity(filters.city);
    const plain = plainCity(filters.city);
    const known = (await listCities()).filter((c) => normalizeCity(c) === wanted || plainCity(c) === plain);
    conds.push(
      known.length > 0
        ? inArray(providers.city, known)
        : sql`public.hn_normalize(coalesce(${providers.city}, '')) like '%' || public.hn_normalize(${filters.city}) || '%'`,
    );
  }
  if (filters.minRating) conds.push(sql`${providers.averageRating} >= ${filters.minRating}`);
  if (filters.verified) conds.push(eq(providers.verified, true));
  if (filters.openAdmission) conds.push(eq(providers.clubAdmission, "open"));
  // German full text with typo corrections (db/search.ts): one scan of the GIN index of search_vector.
  if (filters.q) conds.push(providerSearchCondition(filters.q));
  const where = and(...conds);

  const shown = shownCount(filters.page);
  const order = listOrder(effectiveSort(filters), filters.q);
  const itemsQuery = db
    .select({ ...listColumns, lat: providers.latitude, lng: providers.longitude })
    .from(providers)
    .where(where)
    .orderBy(...order)
    .limit(shown + 1);

  const onlyCategory = !filters.q && !filters.country && !filters.city && !filters.minRating && !filters.verified && !filters.openAdmission;
  const countPromise: Promise<{ total: number; capped: boolean }> = onlyCategory
    ? categoryCounts().then((c) => ({ total: category ? c.byCategory[category] : c.total, capped: false }))
    : cappedCount(where!);
  const [rows, count] = await Promise.all([shown > 0 ? itemsQuery : Promise.resolve([]), countPromise]);
  const hasMore = shown > 0 && rows.length > shown;
  const items = rows.slice(0, shown).map(({ lat, lng, ...r }) => ({ ...toListItem(r), ...(lat !== null && lng !== null ? { lat, lng } : {}) }));
  return {
    items,
    // The count may lag behind the rows just read (cached category counts), never the other way:
    // a page number past the limit keeps the real count (issue #8 item 4).
    total: items.length ? Math.max(count.total, items.length) : count.total,
    totalIsCapped: count.capped,
    page: filters.page,
    pageSize: SEARCH_PAGE_SIZE,
    hasMore,
  };
}

/**
 * ORDER BY of the list for a sort (explained on /so-sortieren-wir): 'Empfohlen' is the published
 * ranking, with a search term the best matches first; each order ends in a unique key so pages
 * never repeat or skip a card.
 */
export function listOrder(sort: DirectorySort, q: string): SQL[] {
  switch (sort) {
    case "beste-bewertung":
      return [desc(providers.averageRating), desc(providers.reviewCount), ...rankOrder];
    case "meiste-bewertungen":
      return [desc(providers.reviewCount), desc(providers.averageRating), ...rankOrder];
    case "neueste":
      return [newestFirst, desc(providers.id)];
    default:
      return q ? [desc(providerSearchRank(q)), newestFirst, desc(providers.id)] : rankOrder;
  }
}

/** Number of matching rows, counted up to COUNT_CAP + 1. */
async function cappedCount(where: SQL): Promise<{ total: number; capped: boolean }> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from ${providers} where ${where} limit ${COUNT_CAP + 1}) s`);
  const n = Number(r.rows[0]?.n ?? 0);
  return { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}
