import { and, eq, sql, type SQL } from "drizzle-orm";
import { countries, profiles, providers, reviews } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import type { ProviderCategory } from "./categories";
import { createCache } from "~/lib/cache.server";
import { DIRECTORY_CACHE_SCOPE, listColumns, listCountries, newestFirst, toListItem, type ProviderListItem } from "./directory.server";
import { isStale } from "./freshness/info-report-reasons";
import { PROVIDER_MESSAGES } from "./schema";
import { ownerStatusColumns, type OwnerStatus } from "./owners.server";
import { providerPath } from "~/lib/paths";

/** The provider page (/empfehlung/{key}): visibility, detail data, similar providers, references. */

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

/** 'Ähnliche Anbieter' are the same for every visitor: at most 30 s old, dropped on directory writes. */
const similarCache = createCache(DIRECTORY_CACHE_SCOPE, { ttlMs: 30_000, max: 2000 });

/** The German country name from the cached country list; an inactive country from the table. */
async function countryName(code: string): Promise<string | null> {
  const active = (await listCountries()).find((c) => c.code === code.trim());
  if (active) return active.name;
  const [row] = await db.select({ name: countries.nameDe }).from(countries).where(eq(countries.code, code)).limit(1);
  return row?.name ?? null;
}

/**
 * Everything the provider page shows. Throws 404 ('Anbieter nicht gefunden') when the provider
 * does not exist or is not visible to the viewer. `redirectTo` is set when the id form was used.
 */
/** Whether the member keeps the provider of the row as a favourite (written out: see below). */
const favoriteColumn = (userId: string) => sql<boolean>`exists (select 1 from favorites f where f.user_id = ${userId} and f.provider_id = providers.id)`;

/**
 * A member's relation to a provider, for a provider page shared between members (decision 0048):
 * favourite, ownership (creator or approved claim) and open claim as on the page, whether they
 * reviewed it (any status), and the reviews of it they marked helpful (sorted ids). Null when no
 * such provider exists. One query.
 */
export async function providerViewerRelation(viewer: Viewer, key: string) {
  const [hit] = await db
    .select({
      id: providers.id,
      slug: providers.slug,
      status: providers.status,
      creatorId: providers.userId,
      // (Written out: in a query of one table Drizzle leaves column names unqualified, and inside a
      // subquery "id" would be the subquery's own.)
      isFavorite: favoriteColumn(viewer.id),
      ...ownerStatusColumns(viewer.id),
      reviewed: sql<boolean>`exists (select 1 from reviews r where r.provider_id = providers.id and r.user_id = ${viewer.id})`,
      voted: sql<
        string[] | null
      >`(select array_agg(v.review_id::text order by v.review_id) from review_helpful_votes v join reviews r on r.id = v.review_id where r.provider_id = providers.id and v.user_id = ${viewer.id})`,
    })
    .from(providers)
    .where(isUuid(key) ? eq(providers.id, key) : eq(providers.slug, key))
    .limit(1);
  if (!hit) return null;
  return {
    id: hit.id,
    slug: hit.slug,
    status: hit.status,
    isCreator: hit.creatorId === viewer.id,
    isFavorite: Boolean(hit.isFavorite),
    owner: { isOwner: Boolean(hit.owns), claimPending: Boolean(hit.claimPending) } satisfies OwnerStatus,
    reviewed: Boolean(hit.reviewed),
    voted: hit.voted ?? [],
  };
}

export async function loadProviderDetail(viewer: Viewer | null, key: string) {
  // One query: the row, its creator's name and the viewer's relation to it (favourite, owner, claim).
  const [hit] = await db
    .select({
      row: providers,
      creatorId: profiles.id,
      creatorUsername: profiles.username,
      isFavorite: viewer ? favoriteColumn(viewer.id) : sql<boolean>`false`,
      ...(viewer ? ownerStatusColumns(viewer.id) : { owns: sql<boolean>`false`, claimPending: sql<boolean>`false` }),
    })
    .from(providers)
    .leftJoin(profiles, eq(profiles.id, providers.userId))
    .where(isUuid(key) ? eq(providers.id, key) : eq(providers.slug, key))
    .limit(1);
  const row = hit?.row;
  if (!row || !canSeeProvider(viewer, row)) throw notFound(PROVIDER_MESSAGES.notFound);
  const owner: OwnerStatus = { isOwner: Boolean(hit.owns), claimPending: Boolean(hit.claimPending) };
  if (isUuid(key) && row.slug && row.slug !== key)
    return { redirectTo: providerPath(row) as string, provider: null, isFavorite: false, canEdit: false, similar: [] as ProviderListItem[], owner };

  const canManage = Boolean(viewer && (viewer.isAdmin || viewer.id === row.userId));
  const [country, similar] = await Promise.all([
    countryName(row.countryCode),
    similarCache.get(`${row.id}|${row.category}|${row.city ?? ""}`, () => similarProviders(row)),
  ]);
  const creator = hit.creatorId && (!row.isAnonymous || canManage) ? { id: hit.creatorId, username: hit.creatorUsername } : null;
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
      countryName: country ?? row.country ?? row.countryCode,
      phone: row.phone,
      email: row.email,
      website: row.website,
      dofollowWebsite: row.dofollowWebsite,
      imageUrl: row.imageUrl,
      imageUrls: row.imageUrls,
      logoUrl: row.logoUrl,
      openingHours: row.openingHours ?? null,
      timeZone: row.timeZone,
      club: clubFacts(row),
      status: row.status,
      isAnonymous: row.isAnonymous,
      verified: row.verified,
      featured: row.featured,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      averageRating: Number(row.averageRating),
      reviewCount: row.reviewCount,
      latitude: row.latitude,
      longitude: row.longitude,
      coordinatesSource: row.coordinatesSource,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      /** Last change of the entry's own data ('Zuletzt aktualisiert am'); `stale`: older than 12 months. */
      dataUpdatedAt: row.dataUpdatedAt.toISOString(),
      stale: isStale(row.dataUpdatedAt),
      creator: creator ? { id: creator.id, username: creator.username } : null,
    },
    isFavorite: Boolean(hit.isFavorite),
    canEdit: Boolean(viewer?.isAdmin),
    similar,
    owner,
  };
}

/**
 * Up to 4 other approved providers ranked by category match (weight 2) plus city match
 * (weight 1); only providers with at least one match. Three small index-friendly queries
 * (both, category only, city only) instead of scoring the whole table.
 */
export async function similarProviders(p: { id: string; category: string; city: string | null }, limit = 4): Promise<ProviderListItem[]> {
  const base = and(eq(providers.status, "approved"), sql`${providers.id} <> ${p.id}`);
  const q = (cond: SQL) => db.select(listColumns).from(providers).where(and(base, cond)).orderBy(newestFirst).limit(limit);
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

export type ClubFacts = {
  admission: "open" | "waitlist" | "closed" | null;
  feeMinCents: number | null;
  feeMaxCents: number | null;
  licence: "granted" | "applied" | null;
  minimumAge: number | null;
  updatedAt: string | null;
};

/** The club facts of a row (issue #26 item 7), or null when none is set. */
export function clubFacts(row: {
  clubAdmission: ClubFacts["admission"];
  clubFeeMinCents: number | null;
  clubFeeMaxCents: number | null;
  clubLicence: ClubFacts["licence"];
  minimumAge: number | null;
  clubFactsUpdatedAt: Date | null;
}): ClubFacts | null {
  const facts: ClubFacts = {
    admission: row.clubAdmission,
    feeMinCents: row.clubFeeMinCents,
    feeMaxCents: row.clubFeeMaxCents,
    licence: row.clubLicence,
    minimumAge: row.minimumAge,
    updatedAt: row.clubFactsUpdatedAt ? row.clubFactsUpdatedAt.toISOString() : null,
  };
  const any = facts.admission || facts.feeMinCents !== null || facts.feeMaxCents !== null || facts.licence || facts.minimumAge !== null;
  return any ? facts : null;
}

/**
 * The published reviews of a provider counted per star (5 to 1: the bars of the rating summary)
 * and those with a photo (the 'mit Fotos' filter is offered only when there are some), in one query.
 */
export async function ratingDistribution(providerId: string): Promise<{ distribution: Record<1 | 2 | 3 | 4 | 5, number>; withPhotos: number }> {
  const rows = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)::int`, photos: sql<number>`count(${reviews.imageUrl})::int` })
    .from(reviews)
    .where(and(eq(reviews.providerId, providerId), eq(reviews.status, "published")))
    .groupBy(reviews.rating);
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let withPhotos = 0;
  for (const r of rows) {
    if (r.rating >= 1 && r.rating <= 5) distribution[r.rating as 1 | 2 | 3 | 4 | 5] = Number(r.n);
    withPhotos += Number(r.photos);
  }
  return { distribution, withPhotos };
}

/** Most photos of the gallery: the provider's own (up to 5) and review photos, newest first. */
export const GALLERY_MAX = 12;

export type GalleryPhoto = { src: string; alt: string; source: "provider" | "review"; reviewId?: string };

/**
 * The gallery of the provider page: the owner's photos first, then photos of published reviews
 * (newest first), at most `GALLERY_MAX`, no duplicates.
 */
export async function providerGallery(p: { id: string; name: string; imageUrls: string[]; imageUrl: string | null }): Promise<GalleryPhoto[]> {
  const own = p.imageUrls.length > 0 ? p.imageUrls : p.imageUrl ? [p.imageUrl] : [];
  const out: GalleryPhoto[] = own.slice(0, GALLERY_MAX).map((src, i) => ({ src, alt: `${p.name}: Foto ${i + 1}`, source: "provider" as const }));
  if (out.length < GALLERY_MAX) {
    const rows = await db
      .select({ id: reviews.id, imageUrl: reviews.imageUrl, title: reviews.title })
      .from(reviews)
      .where(and(eq(reviews.providerId, p.id), eq(reviews.status, "published"), sql`${reviews.imageUrl} is not null`))
      .orderBy(sql`${reviews.createdAt} desc`)
      .limit(GALLERY_MAX - out.length);
    const seen = new Set(out.map((o) => o.src));
    for (const r of rows) {
      if (!r.imageUrl || seen.has(r.imageUrl)) continue;
      seen.add(r.imageUrl);
      out.push({ src: r.imageUrl, alt: `Foto aus der Bewertung „${r.title}“`, source: "review", reviewId: r.id });
    }
  }
  return out;
}
