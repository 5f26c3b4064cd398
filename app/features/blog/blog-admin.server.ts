import { asc, eq, sql } from "drizzle-orm";
import { blogArticleLinks, blogArticles, blogCategories } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { badRequest, notFound } from "~/lib/errors";
import { slugify } from "~/lib/format";
import { UUID_RE } from "~/lib/ids";
import { blogListsChanged } from "./blog.server";
import { extractLinks } from "./sanitize.server";
import { BLOG_MESSAGES } from "./schema";

/** Admin tools of the blog: featuring on /blog, the link manager (dofollow), categories. */

export async function setFeaturedByAdmin(viewer: Viewer | null, id: string, value: boolean) {
  requireAdmin(viewer);
  if (!UUID_RE.test(id)) throw notFound(BLOG_MESSAGES.notFound);
  const res = await db.update(blogArticles).set({ featuredByAdmin: value }).where(eq(blogArticles.id, id)).returning({ id: blogArticles.id });
  blogListsChanged();
  if (res.length === 0) throw notFound(BLOG_MESSAGES.notFound);
}

export async function listArticleLinks(viewer: Viewer | null, articleId: string) {
  requireAdmin(viewer);
  return db.select().from(blogArticleLinks).where(eq(blogArticleLinks.articleId, articleId)).orderBy(asc(blogArticleLinks.createdAt));
}

/** Scans the content for links and adds the new ones (nofollow). Returns the number added. */
export async function scanArticleLinks(viewer: Viewer | null, articleId: string): Promise<{ added: number; message: string }> {
  requireAdmin(viewer);
  if (!UUID_RE.test(articleId)) throw notFound(BLOG_MESSAGES.notFound);
  const [article] = await db.select({ content: blogArticles.content }).from(blogArticles).where(eq(blogArticles.id, articleId));
  if (!article) throw notFound(BLOG_MESSAGES.notFound);
  const found = extractLinks(article.content);
  if (found.length === 0) return { added: 0, message: BLOG_MESSAGES.noLinks };
  const inserted = await db
    .insert(blogArticleLinks)
    .values(found.map((l) => ({ articleId, linkUrl: l.url, linkText: l.text || null, linkContext: l.context || null, updatedBy: viewer.id })))
    .onConflictDoNothing()
    .returning({ id: blogArticleLinks.id });
  return { added: inserted.length, message: inserted.length ? BLOG_MESSAGES.linksFound(inserted.length) : BLOG_MESSAGES.noLinks };
}

export async function setLinkDofollow(viewer: Viewer | null, linkId: string, value: boolean) {
  requireAdmin(viewer);
  if (!UUID_RE.test(linkId)) throw notFound("Link nicht gefunden");
  const res = await db
    .update(blogArticleLinks)
    .set({ isDofollow: value, updatedBy: viewer.id, updatedAt: new Date() })
    .where(eq(blogArticleLinks.id, linkId))
    .returning({ id: blogArticleLinks.id });
  if (res.length === 0) throw notFound("Link nicht gefunden");
}

export async function listAllCategories(viewer: Viewer | null) {
  requireAdmin(viewer);
  return db.select().from(blogCategories).orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name));
}

export async function updateCategory(viewer: Viewer | null, id: string, input: { isActive: boolean; sortOrder: number }) {
  requireAdmin(viewer);
  if (!UUID_RE.test(id)) throw notFound("Kategorie nicht gefunden");
  if (!Number.isInteger(input.sortOrder) || input.sortOrder < 0 || input.sortOrder > 10_000)
    throw badRequest("Ungültige Reihenfolge", { sortOrder: "Ungültige Reihenfolge" });
  const res = await db
    .update(blogCategories)
    .set({ isActive: input.isActive, sortOrder: input.sortOrder })
    .where(eq(blogCategories.id, id))
    .returning({ id: blogCategories.id });
  if (res.length === 0) throw notFound("Kategorie nicht gefunden");
  blogListsChanged(); // the category filter of /blog
}

export async function createCategory(viewer: Viewer | null, name: string) {
  requireAdmin(viewer);
  const clean = (name ?? "").trim().slice(0, 80);
  const slug = slugify(clean);
  if (!clean || !slug) throw badRequest("Bitte gib einen Kategorienamen ein", { name: "Bitte gib einen Kategorienamen ein" });
  const [max] = await db.select({ n: sql<number>`coalesce(max(${blogCategories.sortOrder}), -1)::int` }).from(blogCategories);
  const res = await db
    .insert(blogCategories)
    .values({ name: clean, slug, sortOrder: Number(max?.n ?? -1) + 1 })
    .onConflictDoNothing()
    .returning({ id: blogCategories.id });
  if (res.length === 0) throw badRequest("Diese Kategorie existiert bereits", { name: "Diese Kategorie existiert bereits" });
  blogListsChanged(); // the category filter of /blog
}
