import { eq } from "drizzle-orm";
import * as s from "../schema";
import type { SeedContext } from "./context";
import { coverSvg, inBatches, logoSvg, storeSvg, type SeedImageStore } from "./images";

/**
 * Distinct generated covers for every blog article and contest and a distinct logo for every
 * approved merchant (issue #26 item 8: not one shared picture on every card); runs last.
 */
export async function seedCovers(ctx: SeedContext, store: SeedImageStore) {
  const { tx } = ctx;
  const articles = await tx.select({ id: s.blogArticles.id }).from(s.blogArticles).orderBy(s.blogArticles.id);
  const contests = await tx.select({ id: s.contests.id }).from(s.contests).orderBy(s.contests.id);
  const articleUrls = await inBatches(articles.map((a) => () => storeSvg(store, "blog-images", coverSvg(`blog-${a.id}`, 960, 504), 62)));
  const contestUrls = await inBatches(contests.map((c) => () => storeSvg(store, "contest-images", coverSvg(`contest-${c.id}`, 960, 540), 62)));
  for (const [i, a] of articles.entries()) await tx.update(s.blogArticles).set({ featuredImageUrl: articleUrls[i]! }).where(eq(s.blogArticles.id, a.id));
  for (const [i, c] of contests.entries()) await tx.update(s.contests).set({ imageUrl: contestUrls[i]! }).where(eq(s.contests.id, c.id));
  const merchants = await tx
    .select({ id: s.merchants.id, name: s.merchants.name })
    .from(s.merchants)
    .where(eq(s.merchants.status, "approved"))
    .orderBy(s.merchants.name);
  // A shop that is also a listed provider shows the provider's logo; the others get their own, where
  // uploaded logos live (app/features/coupons/shared.server.ts LOGO_BUCKET).
  const providerLogos = new Map(
    (await tx.select({ name: s.providers.name, logoUrl: s.providers.logoUrl }).from(s.providers)).flatMap((p) =>
      p.logoUrl?.startsWith("/media/") ? [[p.name, p.logoUrl] as const] : [],
    ),
  );
  const logoUrls = await inBatches(
    merchants.map((m, i) => async () => providerLogos.get(m.name) ?? storeSvg(store, "provider-images", logoSvg(m.name, 200 + i * 7), 80)),
  );
  for (const [i, m] of merchants.entries()) await tx.update(s.merchants).set({ logoUrl: logoUrls[i]! }).where(eq(s.merchants.id, m.id));
  ctx.summary.generatedCovers = articles.length + contests.length + merchants.length;
}
