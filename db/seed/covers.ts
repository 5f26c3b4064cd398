import { eq } from "drizzle-orm";
import * as s from "../schema";
import type { SeedContext } from "./context";
import { coverSvg, inBatches, storeSvg, type SeedImageStore } from "./images";

/** Distinct generated covers for every blog article and contest (issue #26 item 8); runs last. */
export async function seedCovers(ctx: SeedContext, store: SeedImageStore) {
  const { tx } = ctx;
  const articles = await tx.select({ id: s.blogArticles.id }).from(s.blogArticles).orderBy(s.blogArticles.id);
  const contests = await tx.select({ id: s.contests.id }).from(s.contests).orderBy(s.contests.id);
  const articleUrls = await inBatches(articles.map((a) => () => storeSvg(store, "blog-images", coverSvg(`blog-${a.id}`, 960, 504), 62)));
  const contestUrls = await inBatches(contests.map((c) => () => storeSvg(store, "contest-images", coverSvg(`contest-${c.id}`, 960, 540), 62)));
  for (const [i, a] of articles.entries()) await tx.update(s.blogArticles).set({ featuredImageUrl: articleUrls[i]! }).where(eq(s.blogArticles.id, a.id));
  for (const [i, c] of contests.entries()) await tx.update(s.contests).set({ imageUrl: contestUrls[i]! }).where(eq(s.contests.id, c.id));
  ctx.summary.generatedCovers = articles.length + contests.length;
}
