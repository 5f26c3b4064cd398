import { and, eq, sql, type SQL } from "drizzle-orm";
import { countries, favorites, profiles, providers } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import type { ProviderCategory } from "./categories";
import { listColumns, newestFirst, toListItem, type ProviderListItem } from "./directory.server";
import { isStale } from "./info-report-reasons";
import { PROVIDER_MESSAGES } from "./schema";

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
