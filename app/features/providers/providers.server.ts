import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { isbot } from "isbot";
import { countries, favorites, homepageSeo, imageCopyrightConfirmations, profiles, providerAnalytics, providers, providerTranslations } from "~db/schema";
import { PROVIDER_EVENT_TYPES, type ProviderEventType } from "~db/schema/analytics";
import { normalizeSearchTerm, providerSearchCondition, providerSearchRank } from "~db/search";
import type { Viewer } from "~/lib/auth.server";
import { db, type Executor } from "~/lib/db.server";
import { badRequest, forbidden, notFound, unauthorized } from "~/lib/http.server";
import { slugify } from "~/lib/format";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { logSecurityEvent } from "~/lib/security-log.server";
import { objectFromUrl } from "~/lib/storage.server";
import { recalculateUserActivity } from "~/features/profiles/activity.server";
import { canUseB2b, PROVIDER_CATEGORIES, type ProviderCategory } from "./categories";
import {
  PROVIDER_MESSAGES,
  SEARCH_PAGE_SIZE,
  providerAdminSchema,
  providerSubmitSchema,
  type DirectoryFilters,
  type ProviderAdminInput,
  type ProviderSubmitInput,
} from "./schema";
import { parseInput } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";

// ----------------------------------------------------------------------------- caches
/**
 * Small in-process caches for figures every home visit needs (category counts, city list,
 * homepage SEO, countries). They are invalidated on every provider write of this process and
 * expire after CACHE_TTL_MS otherwise (spec: the provider list may be 10 minutes old).
 */
const CACHE_TTL_MS = 30_000;
type Entry<T> = { value: T; at: number };
const cache = new Map<string, Entry<unknown>>();

const inflight = new Map<string, Promise<unknown>>();

async function cached<T>(key: string, load: () => Promise<T>, ttl = CACHE_TTL_MS): Promise<T> {
  const hit = cache.get(key) as Entry<T> | undefined;
  if (hit && Date.now() - hit.at < ttl) return hit.value;
  // One load per key at a time: concurrent requests share it (no stampede after expiry).
  const running = inflight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const generation = cacheGeneration;
  const promise = load()
    .then((value) => {
      if (generation === cacheGeneration) cache.set(key, { value, at: Date.now() });
      return value;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, promise);
  return promise;
}

/** Drops the cached directory figures (after provider and homepage SEO writes). */
let cacheGeneration = 0;

export function invalidateDirectoryCache() {
  cacheGeneration++;
  cache.clear();
  resultCache.clear();
  inflight.clear();
}

// ----------------------------------------------------------------------------- reference data
export type CountryOption = { code: string; name: string };

export async function listCountries(): Promise<CountryOption[]> {
  return cached("countries", async () => {
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
  return cached("homepage-seo", async () => {
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
  }, 60_000);
}

// ----------------------------------------------------------------------------- counts
export type CategoryCounts = { total: number; byCategory: Record<ProviderCategory, number> };

/** Approved providers per category (a provider counts in each of its categories) and in total. */
export async function categoryCounts(): Promise<CategoryCounts> {
  return cached("category-counts", async () => {
    const res = await db.execute<{ category: string | null; n: number }>(sql`
      select c as category, count(*)::int as n
      from providers p cross join lateral unnest(case when cardinality(p.categories) > 0 then p.categories else array[p.category] end) as c
      where p.status = 'approved' group by c
      union all
      select null, count(*)::int from providers where status = 'approved'`);
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
export async function visibleCategoryCounts(viewer: Viewer | null) {
  const counts = await categoryCounts();
  return PROVIDER_CATEGORIES.filter((c) => c !== "b2b_gewerbe" || canUseB2b(viewer)).map((key) => ({ key, count: counts.byCategory[key] }));
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

/** Distinct cities of approved providers (for the city suggestions and the city filter). */
export async function listCities(): Promise<string[]> {
  return cached("cities", async () => {
    const res = await db.execute<{ city: string }>(sql`
      select city from providers where status = 'approved' and city is not null and city <> '' group by city order by city limit 2000`);
    return res.rows.map((r) => r.city);
  });
}

function normalizeCity(s: string) {
  return s
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim();
}

/** Accents and umlaut dots removed without transliteration ('München' → 'munchen'). */
function plainCity(s: string) {
  return s.toLowerCase().replace(/ß/g, "ss").normalize("NFD").replace(/[\u0300-\u036f]/g, "").trim();
}

// ----------------------------------------------------------------------------- search
export type ProviderListItem = {
  id: string;
  name: string;
  slug: string;
  category: ProviderCategory;
  city: string | null;
  countryCode: string;
  imageUrl: string | null;
  averageRating: number;
  reviewCount: number;
  verified: boolean;
  featured: boolean;
};

const listColumns = {
  id: providers.id,
  name: providers.name,
  slug: providers.slug,
  category: providers.category,
  city: providers.city,
  countryCode: providers.countryCode,
  imageUrl: providers.imageUrl,
  averageRating: providers.averageRating,
  reviewCount: providers.reviewCount,
  verified: providers.verified,
  featured: providers.featured,
};

/**
 * `created_at DESC NULLS LAST` matches the indexes (providers_status_created_idx,
 * providers_approved_created_idx); a plain DESC (NULLS FIRST) cannot use them and sorts the table.
 */
const newestFirst = sql`${providers.createdAt} desc nulls last`;

/** Above this many matches the summary says "mehr als …" instead of counting every row. */
export const COUNT_CAP = 1000;

export type SearchResult = {
  items: ProviderListItem[];
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  hasMore: boolean;
};

/**
 * The ranked, paginated directory query (home). Filters combine; the term runs through the German
 * full-text + trigram helpers of db/search.ts; without a term the newest come first.
 */
export async function searchProviders(viewer: Viewer | null, filters: DirectoryFilters): Promise<SearchResult> {
  const category = filters.category === "b2b_gewerbe" && !canUseB2b(viewer) ? null : filters.category;
  // Result pages are shared by all viewers (nothing viewer-specific in them) and cached briefly.
  const key = JSON.stringify({ ...filters, category });
  const hit = resultCache.get(key);
  if (hit && Date.now() - hit.at < RESULT_TTL_MS && hit.generation === cacheGeneration) return hit.value;
  const generation = cacheGeneration;
  const value = await runSearch({ ...filters, category });
  if (generation === cacheGeneration) {
    resultCache.set(key, { value, at: Date.now(), generation });
    if (resultCache.size > RESULT_CACHE_MAX) resultCache.delete(resultCache.keys().next().value!);
  }
  return value;
}

/**
 * Short-lived cache of result pages (popular pages and searches), invalidated on every provider
 * or review write of this process; the spec allows the provider list to be minutes old.
 */
const RESULT_TTL_MS = 15_000;
const RESULT_CACHE_MAX = 500;
const resultCache = new Map<string, { value: SearchResult; at: number; generation: number }>();

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
  // Full text first (index-only work); the fuzzy trigram branch (typos such as 'Hamburgg') is
  // added only when the words themselves match nothing, so common terms stay fast on big tables.
  let knownCount: { total: number; capped: boolean } | null = null;
  if (filters.q) {
    const term = normalizeSearchTerm(filters.q);
    const fts = sql`${providers}.search_vector @@ public.hn_search_query(${term})`;
    const ftsCount = await cappedCount(and(...conds, fts)!);
    if (ftsCount.total > 0) {
      conds.push(fts);
      knownCount = ftsCount;
    } else {
      conds.push(providerSearchCondition(term));
    }
  }
  const where = and(...conds);

  const offset = (filters.page - 1) * SEARCH_PAGE_SIZE;
  const order = filters.q
    ? [desc(providerSearchRank(filters.q)), newestFirst, desc(providers.id)]
    : [newestFirst, desc(providers.id)];
  const itemsQuery = db
    .select(listColumns)
    .from(providers)
    .where(where)
    .orderBy(...order)
    .limit(SEARCH_PAGE_SIZE + 1)
    .offset(offset);

  const onlyCategory = !filters.q && !filters.country && !filters.city && !filters.minRating && !filters.verified;
  const countPromise: Promise<{ total: number; capped: boolean }> = knownCount
    ? Promise.resolve(knownCount)
    : onlyCategory
      ? categoryCounts().then((c) => ({ total: category ? c.byCategory[category] : c.total, capped: false }))
      : cappedCount(where!);
  const [rows, count] = await Promise.all([itemsQuery, countPromise]);
  const hasMore = rows.length > SEARCH_PAGE_SIZE;
  const items = rows.slice(0, SEARCH_PAGE_SIZE).map(toListItem);
  return {
    items,
    total: Math.max(count.total, offset + items.length),
    totalIsCapped: count.capped,
    page: filters.page,
    pageSize: SEARCH_PAGE_SIZE,
    hasMore,
  };
}

/** Number of matching rows, counted up to COUNT_CAP + 1. */
async function cappedCount(where: SQL): Promise<{ total: number; capped: boolean }> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from ${providers} where ${where} limit ${COUNT_CAP + 1}) s`);
  const n = Number(r.rows[0]?.n ?? 0);
  return { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}

function toListItem(r: { averageRating: number | string } & Omit<ProviderListItem, "averageRating">): ProviderListItem {
  return { ...r, averageRating: Number(r.averageRating) };
}

// ----------------------------------------------------------------------------- detail page
export { isUuid };

function canSeeProvider(viewer: Viewer | null, p: { status: string; userId: string | null }) {
  if (p.status === "approved") return true;
  if (!viewer) return false;
  return viewer.isAdmin || (p.userId !== null && p.userId === viewer.id);
}

/** A provider row by slug or id, if the viewer may see it (approved, or own, or admin). */
export async function findVisibleProvider(viewer: Viewer | null, key: string) {
  const byId = isUuid(key);
  const [row] = await db
    .select()
    .from(providers)
    .where(byId ? eq(providers.id, key) : eq(providers.slug, key))
    .limit(1);
  if (!row || !canSeeProvider(viewer, row)) return null;
  return row;
}

export type ProviderDetail = Awaited<ReturnType<typeof loadProviderDetail>>;

/**
 * Everything the provider page shows. Throws 404 ('Anbieter nicht gefunden') when the provider
 * does not exist or is not visible to the viewer. `redirectTo` is set when the id form was used.
 */
export async function loadProviderDetail(viewer: Viewer | null, key: string) {
  const row = await findVisibleProvider(viewer, key);
  if (!row) throw notFound(PROVIDER_MESSAGES.notFound);
  if (isUuid(key) && row.slug && row.slug !== key) return { redirectTo: `/empfehlung/${row.slug}` as string, provider: null, isFavorite: false, canEdit: false, similar: [] as ProviderListItem[] };

  const canManage = Boolean(viewer && (viewer.isAdmin || viewer.id === row.userId));
  const [creatorRows, countryRows, favRows, similar] = await Promise.all([
    row.userId && (!row.isAnonymous || canManage)
      ? db.select({ id: profiles.id, username: profiles.username }).from(profiles).where(eq(profiles.id, row.userId)).limit(1)
      : Promise.resolve([]),
    db.select({ name: countries.nameDe }).from(countries).where(eq(countries.code, row.countryCode)).limit(1),
    viewer
      ? db
          .select({ id: favorites.id })
          .from(favorites)
          .where(and(eq(favorites.userId, viewer.id), eq(favorites.providerId, row.id)))
          .limit(1)
      : Promise.resolve([]),
    similarProviders(row),
  ]);
  const creator = creatorRows[0] ?? null;
  return {
    redirectTo: null as string | null,
    provider: {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      category: row.category,
      categories: row.categories,
      address: row.address,
      city: row.city,
      postalCode: row.postalCode,
      countryCode: row.countryCode,
      countryName: countryRows[0]?.name ?? row.country ?? row.countryCode,
      phone: row.phone,
      email: row.email,
      website: row.website,
      dofollowWebsite: row.dofollowWebsite,
      imageUrl: row.imageUrl,
      imageUrls: row.imageUrls,
      status: row.status,
      isAnonymous: row.isAnonymous,
      verified: row.verified,
      featured: row.featured,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      averageRating: Number(row.averageRating),
      reviewCount: row.reviewCount,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      creator: creator ? { id: creator.id, username: creator.username } : null,
    },
    isFavorite: favRows.length > 0,
    canEdit: Boolean(viewer?.isAdmin),
    similar,
  };
}

/**
 * Up to 4 other approved providers ranked by category match (weight 2) plus city match
 * (weight 1); only providers with at least one match. Three small index-friendly queries
 * (both, category only, city only) instead of scoring the whole table.
 */
export async function similarProviders(p: { id: string; category: string; city: string | null }, limit = 4): Promise<ProviderListItem[]> {
  const base = and(eq(providers.status, "approved"), sql`${providers.id} <> ${p.id}`);
  const q = (cond: SQL) =>
    db.select(listColumns).from(providers).where(and(base, cond)).orderBy(newestFirst).limit(limit);
  const sameCity = p.city ? eq(providers.city, p.city) : undefined;
  const [both, cat, city] = await Promise.all([
    sameCity ? q(and(eq(providers.category, p.category as ProviderCategory), sameCity)!) : Promise.resolve([]),
    q(eq(providers.category, p.category as ProviderCategory)),
    sameCity ? q(sameCity) : Promise.resolve([]),
  ]);
  const out: ProviderListItem[] = [];
  const seen = new Set<string>();
  for (const r of [...both, ...cat, ...city]) {
    if (out.length >= limit) break;
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    out.push(toListItem(r));
  }
  return out;
}

/** Name and slug for breadcrumbs / metadata of an approved provider. */
export async function providerRef(key: string) {
  const [row] = await db
    .select({ name: providers.name, slug: providers.slug })
    .from(providers)
    .where(and(isUuid(key) ? eq(providers.id, key) : eq(providers.slug, key), eq(providers.status, "approved")))
    .limit(1);
  return row ?? null;
}

// ----------------------------------------------------------------------------- slugs
/** A unique slug from the name: umlauts transliterated, collisions numbered (-2, -3, ...). */
export async function uniqueProviderSlug(name: string, executor: Executor = db, exceptId?: string): Promise<string> {
  const base = slugify(name, 90) || "temp-slug";
  const res = await executor.execute<{ slug: string }>(sql`
    select slug from providers where (slug = ${base} or slug like ${`${base}-%`})
    ${exceptId ? sql`and id <> ${exceptId}` : sql``}`);
  const taken = new Set(res.rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) {
    const candidate = `${base}-${i}`;
    if (!taken.has(candidate)) return candidate;
  }
}

// ----------------------------------------------------------------------------- writes
/** Image URLs must be our own provider images (bucket provider-images); others are refused. */
function checkImageUrls(urls: string[], ownerFolder: string | null, allowExisting: string[] = []) {
  for (const url of urls) {
    if (allowExisting.includes(url)) continue;
    const obj = objectFromUrl(url);
    if (!obj || obj.bucket !== "provider-images" || (ownerFolder && !obj.key.startsWith(`${ownerFolder}/`))) {
      throw badRequest("Ungültiges Bild", { imageUrls: "Ungültiges Bild" });
    }
  }
}

const SLUG_CONFLICT = "providers_slug_unique";

async function insertWithUniqueSlug<T>(name: string, run: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueProviderSlug(name);
    try {
      return await run(slug);
    } catch (error) {
      const text = String((error as { cause?: unknown })?.cause ?? error);
      if (attempt < 3 && (text.includes(SLUG_CONFLICT) || text.includes("duplicate key"))) continue;
      throw error;
    }
  }
}

/**
 * A signed-in user submits a provider: validated (spec 1 section 5), rate limited
 * (form_submission), saved as pending with a unique slug. Copyright confirmations are recorded per
 * image with the user agent.
 */
export async function submitProvider(
  viewer: Viewer | null,
  raw: unknown,
  meta: { ip?: string | null; userAgent?: string | null; request?: Request } = {},
) {
  if (!viewer) throw unauthorized(PROVIDER_MESSAGES.login);
  await enforceRateLimit("form_submission", `user:${viewer.id}`, { userId: viewer.id, ip: meta.ip, message: PROVIDER_MESSAGES.rateLimit });
  let input;
  try {
    input = parseInput(providerSubmitSchema, raw, PROVIDER_MESSAGES.form);
  } catch (error) {
    void logSecurityEvent({ eventType: "provider_creation_failed", userId: viewer.id, request: meta.request, details: { reason: "validation" } });
    throw error;
  }
  if (input.category === "b2b_gewerbe" && !canUseB2b(viewer)) {
    throw badRequest(PROVIDER_MESSAGES.form, { category: PROVIDER_MESSAGES.b2b });
  }
  await assertCountry(input.countryCode);
  checkImageUrls(input.imageUrls, viewer.id);
  const created = await insertWithUniqueSlug(input.name, (slug) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(providers)
        .values({
          userId: viewer.id,
          name: input.name,
          description: input.description,
          category: input.category,
          categories: [input.category],
          address: input.address,
          city: input.city,
          postalCode: input.postalCode,
          countryCode: input.countryCode,
          phone: input.phone,
          email: input.email,
          website: input.website,
          imageUrl: input.imageUrls[0] ?? null,
          imageUrls: input.imageUrls,
          isAnonymous: input.isAnonymous,
          status: "pending",
          slug,
        })
        .returning({ id: providers.id, slug: providers.slug, status: providers.status });
      return row!;
    }),
  );
  invalidateDirectoryCache();
  void logSecurityEvent({ eventType: "provider_created_successfully", userId: viewer.id, request: meta.request, details: { providerId: created.id } });
  return created;
}

/** One copyright confirmation row per uploaded provider image (failures are silent, spec 1 section 8). */
export async function recordCopyrightConfirmation(userId: string, imageUrl: string, userAgent: string | null) {
  try {
    await db.insert(imageCopyrightConfirmations).values({ userId, imageUrl, userAgent: userAgent?.slice(0, 500) ?? null });
  } catch {
    // silent
  }
}

async function assertCountry(code: string) {
  const list = await listCountries();
  if (!list.some((c) => c.code === code)) throw badRequest(PROVIDER_MESSAGES.form, { countryCode: PROVIDER_MESSAGES.country });
}

/**
 * The admin edit dialog: every field incl. status, flags, categories, SEO and images. Only
 * admins; recalculates the owner's activity when the status changes.
 */
export async function updateProviderAsAdmin(
  viewer: Viewer | null,
  providerId: string,
  raw: unknown,
) {
  if (!viewer) throw unauthorized();
  if (!viewer.isAdmin) throw forbidden("Zugriff verweigert. Sie benötigen Admin-Berechtigungen.");
  if (!isUuid(providerId)) throw notFound(PROVIDER_MESSAGES.notFound);
  const input = parseInput(providerAdminSchema, raw, PROVIDER_MESSAGES.form) as ReturnType<typeof providerAdminSchema.parse>;
  const [existing] = await db.select().from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!existing) throw notFound(PROVIDER_MESSAGES.notFound);
  await assertCountry(input.countryCode);
  // Primary first, no duplicates, at least one category.
  const categories = [input.category, ...input.categories.filter((c) => c !== input.category)];
  if (categories.length === 0) throw badRequest(PROVIDER_MESSAGES.form, { categories: PROVIDER_MESSAGES.categories });
  checkImageUrls(input.imageUrls, null, existing.imageUrls);
  const slug = existing.name === input.name ? existing.slug : await uniqueProviderSlug(input.name, db, existing.id);

  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(providers)
      .set({
        name: input.name,
        slug,
        description: input.description,
        category: input.category,
        categories,
        address: input.address,
        city: input.city,
        postalCode: input.postalCode,
        countryCode: input.countryCode,
        phone: input.phone,
        email: input.email,
        website: input.website,
        dofollowWebsite: input.dofollowWebsite,
        imageUrls: input.imageUrls,
        imageUrl: input.imageUrls[0] ?? null,
        status: input.status,
        verified: input.verified,
        featured: input.featured,
        isAnonymous: input.isAnonymous,
        metaTitle: input.metaTitle,
        metaDescription: input.metaDescription,
        updatedAt: new Date(),
      })
      .where(eq(providers.id, providerId))
      .returning({ id: providers.id, slug: providers.slug, status: providers.status, userId: providers.userId });
    // The German texts are also kept as the provider's "de" translation (spec 1 section 7).
    const translation = { name: input.name, description: input.description, address: input.address, city: input.city, updatedAt: new Date() };
    await tx
      .insert(providerTranslations)
      .values({ providerId, language: "de", ...translation })
      .onConflictDoUpdate({ target: [providerTranslations.providerId, providerTranslations.language], set: translation });
    if (existing.userId && existing.status !== input.status) await recalculateUserActivity(existing.userId, tx);
    return row!;
  });
  invalidateDirectoryCache();
  return updated;
}

/** Raw values for the admin edit form. */
export async function providerForAdminForm(viewer: Viewer | null, providerId: string) {
  if (!viewer) throw unauthorized();
  if (!viewer.isAdmin) throw forbidden();
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!row) throw notFound(PROVIDER_MESSAGES.notFound);
  return row;
}

// ----------------------------------------------------------------------------- analytics
export function isProviderEventType(v: unknown): v is ProviderEventType {
  return typeof v === "string" && (PROVIDER_EVENT_TYPES as readonly string[]).includes(v);
}

/**
 * Records a provider event (view, detail_click, share). Not recorded for admins and bots, nor for
 * providers that are not public. Returns whether a row was written; failures are silent.
 */
export async function recordProviderEvent(
  viewer: Viewer | null,
  event: { providerId: string; eventType: ProviderEventType; userAgent: string | null },
): Promise<boolean> {
  if (viewer?.isAdmin) return false;
  if (!event.userAgent || isbot(event.userAgent)) return false;
  if (!isUuid(event.providerId) || !isProviderEventType(event.eventType)) return false;
  try {
    const res = await db.execute(sql`
      insert into provider_analytics (provider_id, event_type, user_id, user_agent)
      select id, ${event.eventType}, ${viewer?.id ?? null}, ${event.userAgent.slice(0, 500)}
      from providers where id = ${event.providerId} and status = 'approved'`);
    const r = res as { rowCount?: number | null; affectedRows?: number };
    return Number(r.rowCount ?? r.affectedRows ?? 0) > 0;
  } catch {
    return false;
  }
}

export { providerAnalytics };
export type { ProviderAdminInput, ProviderSubmitInput };
