import { and, desc, eq } from "drizzle-orm";
import { favorites, providers } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound, unauthorized } from "~/lib/errors";
import { UUID_RE } from "~/lib/ids";
import { FAVORITE_MESSAGES } from "./messages";

export { FAVORITE_MESSAGES };

/**
 * Sets the viewer's favourite state for a provider (idempotent). Adding needs an approved
 * provider; removing always works (e.g. for entries that were unpublished later).
 */
export async function setFavorite(viewer: Viewer | null, providerId: string, favorite: boolean) {
  if (!viewer) throw unauthorized(FAVORITE_MESSAGES.login);
  if (!UUID_RE.test(providerId)) throw notFound("Anbieter nicht gefunden");
  if (!favorite) {
    await db.delete(favorites).where(and(eq(favorites.userId, viewer.id), eq(favorites.providerId, providerId)));
    return { favorite: false };
  }
  const [p] = await db.select({ status: providers.status }).from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!p || p.status !== "approved") throw notFound("Anbieter nicht gefunden");
  await db.insert(favorites).values({ userId: viewer.id, providerId }).onConflictDoNothing();
  return { favorite: true };
}

export type FavoriteProvider = {
  id: string;
  name: string;
  slug: string;
  description: string;
  category: (typeof providers.$inferSelect)["category"];
  city: string | null;
  logoUrl: string | null;
  imageUrl: string | null;
  averageRating: number;
  reviewCount: number;
  favoritedAt: string;
};

/** The viewer's favourite providers that are still public, newest favourite first. */
export async function listFavoriteProviders(viewer: Viewer | null): Promise<FavoriteProvider[]> {
  if (!viewer) throw unauthorized(FAVORITE_MESSAGES.login);
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      slug: providers.slug,
      description: providers.description,
      category: providers.category,
      city: providers.city,
      logoUrl: providers.logoUrl,
      imageUrl: providers.imageUrl,
      averageRating: providers.averageRating,
      reviewCount: providers.reviewCount,
      favoritedAt: favorites.createdAt,
    })
    .from(favorites)
    .innerJoin(providers, eq(providers.id, favorites.providerId))
    .where(and(eq(favorites.userId, viewer.id), eq(providers.status, "approved")))
    .orderBy(desc(favorites.createdAt));
  return rows.map((r) => ({
    ...r,
    description: r.description.length > 220 ? `${r.description.slice(0, 217)}...` : r.description,
    averageRating: Number(r.averageRating),
    favoritedAt: r.favoritedAt.toISOString(),
  }));
}
