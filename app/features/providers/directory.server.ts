import { desc, eq, sql } from "drizzle-orm";
import { countries, homepageSeo, providers } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { createCache, invalidateCacheScope } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import type { OpeningHours } from "~db/provider-values";
import { openingStatus, type OpeningStatus } from "~/lib/opening-hours";
import { PROVIDER_CATEGORIES, type ProviderCategory } from "./categories";

/**
 * The directory's figures and reference data (category counts, city list, homepage SEO, countries)
 * and the list columns shared by search and the provider page.
 */

// ----------------------------------------------------------------------------- caches
/**
 * Figures every home visit needs are cached in the "directory" scope (app/lib/cache.server.ts) and
 * dropped on every provider or review write; otherwise they expire after 30 s (spec: the provider
 * list may be 10 minutes old).
 */
export const DIRECTORY_CACHE_SCOPE = "directory";
const figures = createCache(DIRECTORY_CACHE_SCOPE, { ttlMs: 30_000 });

/** Drops the cached directory figures and result pages (after provider, review and homepage SEO writes). */
export function invalidateDirectoryCache() {
  invalidateCacheScope(DIRECTORY_CACHE_SCOPE);
}

// ----------------------------------------------------------------------------- reference data
export type CountryOption = { code: string; name: string };

export async function listCountries(): Promise<CountryOption[]> {
  return figures.get("countries", async () => {
    const rows = await db
      .select({ code: countries.code, name: countries.nameDe })
      .from(countries)
      .where(eq(countries.isActive, true))
      .orderBy(countries.sortOrder, countries.nameDe);
    return rows.map((r) => ({ code: r.code.trim(), name: r.name }));
  });
}

export type HomepageSeoData = {
  title: string | null;
  description: string | null;
  keywords: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  siteName: string | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
  twitterImage: string | null;
};

/** The newest homepage SEO row (or null). */
export async function getHomepageSeo(): Promise<HomepageSeoData | null> {
  return figures.get(
    "homepage-seo",
    async () => {
      const [row] = await db
        .select({
          title: homepageSeo.title,
          description: homepageSeo.description,
          keywords: homepageSeo.keywords,
          ogTitle: homepageSeo.ogTitle,
          ogDescription: homepageSeo.ogDescription,
          ogImage: homepageSeo.ogImage,
          siteName: homepageSeo.siteName,
          twitterTitle: homepageSeo.twitterTitle,
          twitterDescription: homepageSeo.twitterDescription,
          twitterImage: homepageSeo.twitterImage,
        })
        .from(homepageSeo)
        .orderBy(desc(homepageSeo.createdAt))
        .limit(1);
      return row ?? null;
    },
    60_000,
  );
}

/**
 * Distinct cities of approved providers (for the city suggestions and the city filter), in order.
 * A skip scan over the index on city (`providers_city_idx`): one index probe per distinct city
 * instead of grouping every provider row (1.4 s at 1,000,000 providers, bench/MILLION.md).
 */
export async function listCities(): Promise<string[]> {
  return figures.get("cities", async () => {
    const res = await db.execute<{ city: string }>(sql`
      with recursive c(city) as (
        (select city from providers where status = 'approved' and city > '' order by city limit 1)
        union all
        select (select p.city from providers p where p.status = 'approved' and p.city > c.city order by p.city limit 1)
        from c where c.city is not null
      )
      select city from c where city is not null limit 2000`);
    return res.rows.map((r) => r.city);
  });
}

// ----------------------------------------------------------------------------- counts
export type CategoryCounts = { total: number; byCategory: Record<ProviderCategory, number> };

/** Approved providers per category (a provider counts in each of its categories) and in total. */
export async function categoryCounts(): Promise<CategoryCounts> {
  return figures.get("category-counts", async () => {
    // Grouped by (categories, category) first, which the partial index providers_approved_categories_idx
    // answers alone; the few distinct groups are then spread over their categories.
    const res = await db.execute<{ category: string | null; n: number }>(sql`
      with g as (
        select categories, category, count(*)::int as n from providers where status = 'approved' group by categories, category
      )
      select c as category, sum(g.n)::int as n
      from g cross join lateral unnest(case when cardinality(g.categories) > 0 then g.categories else array[g.category] end) as c
      group by c
      union all
      select null, coalesce(sum(n), 0)::int from g`);
    const byCategory = Object.fromEntries(PROVIDER_CATEGORIES.map((c) => [c, 0])) as Record<ProviderCategory, number>;
    let total = 0;
    for (const row of res.rows) {
      if (row.category === null) total = Number(row.n);
      else if (row.category in byCategory) byCategory[row.category as ProviderCategory] = Number(row.n);
    }
    return { total, byCategory };
  });
}

/** Category counts as the viewer may see them (B2B only for admins and can_create_b2b). */
/** The category bar and filter: every category, B2B included, for everyone (spec README decision). */
export async function directoryCategoryCounts() {
  const counts = await categoryCounts();
  return PROVIDER_CATEGORIES.map((key) => ({ key, count: counts.byCategory[key] }));
}

/** Admin debug counts on home: all, approved, pending. Null for everyone else. */
export async function adminProviderCounts(viewer: Viewer | null) {
  if (!viewer?.isAdmin) return null;
  const res = await db.execute<{ all: number; approved: number; pending: number }>(sql`
    select count(*)::int as all,
      count(*) filter (where status = 'approved')::int as approved,
      count(*) filter (where status = 'pending')::int as pending
    from providers`);
  const row = res.rows[0]!;
  return { all: Number(row.all), approved: Number(row.approved), pending: Number(row.pending) };
}

// ----------------------------------------------------------------------------- list items
export type ProviderListItem = {
  id: string;
  name: string;
  slug: string;
  category: ProviderCategory;
  city: string | null;
  countryCode: string;
  imageUrl: string | null;
  /** The logo (shown on the card before the first photo). */
  logoUrl: string | null;
  /** Cannabis Social Clubs: 'Aufnahme offen' / 'Warteliste' / 'Aufnahmestopp' on the card. */
  clubAdmission: "open" | "waitlist" | "closed" | null;
  averageRating: number;
  reviewCount: number;
  verified: boolean;
  featured: boolean;
  /** The ranking's inputs besides rating and count (explained on /so-sortieren-wir). */
  dataUpdatedAt: Date;
  /**
   * 'Jetzt geöffnet · bis 20:00' / 'Geschlossen · öffnet Di 10:00' on the card, computed when the
   * list was read (lists are cached for at most 30 s); null without opening hours.
   */
  openingStatus: OpeningStatus | null;
};

export const listColumns = {
  id: providers.id,
  name: providers.name,
  slug: providers.slug,
  category: providers.category,
  city: providers.city,
  countryCode: providers.countryCode,
  imageUrl: providers.imageUrl,
  logoUrl: providers.logoUrl,
  clubAdmission: providers.clubAdmission,
  averageRating: providers.averageRating,
  reviewCount: providers.reviewCount,
  verified: providers.verified,
  featured: providers.featured,
  dataUpdatedAt: providers.dataUpdatedAt,
  openingHours: providers.openingHours,
  timeZone: providers.timeZone,
};

/**
 * `created_at DESC NULLS LAST` matches the indexes (providers_status_created_idx,
 * providers_approved_created_idx); a plain DESC (NULLS FIRST) cannot use them and sorts the table.
 */
export const newestFirst = sql`${providers.createdAt} desc nulls last`;

type ListRow = { averageRating: number | string; openingHours: OpeningHours | null; timeZone: string } & Omit<
  ProviderListItem,
  "averageRating" | "openingStatus"
>;

export function toListItem({ openingHours, timeZone, ...r }: ListRow, now: Date = new Date()): ProviderListItem {
  return { ...r, averageRating: Number(r.averageRating), openingStatus: openingStatus(openingHours, timeZone, now) };
}
