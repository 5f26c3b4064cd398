import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { blogArticleCategories, blogArticles, blogArticleTags, blogCategories, blogTags } from "~db/schema";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest, forbidden, notFound, unauthorized } from "~/lib/errors";
import { slugify } from "~/lib/format";
import { UUID_RE } from "~/lib/ids";
import { parseInput } from "~/lib/request.server";
import { markUploadsReferenced } from "~/lib/uploads.server";
import { logSecurityEvent } from "~/lib/security-log.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { recalculateUserActivity } from "~/features/activity/activity.server";
import { announceLiveArticles } from "~/features/notifications/articles.server";
import { blogListsChanged, cardsQuery, toCard } from "./blog.server";
import { htmlToText, sanitizeArticle } from "./sanitize.server";
import { articleInputSchema, BLOG_MESSAGES, tagSlug, type ArticleInput } from "./schema";
import { freeSlug } from "~/lib/unique-slug.server";

/** Authors manage their articles (/myblog): list, edit, save (sanitised), delete, tags. */

function requireUser(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized(BLOG_MESSAGES.loginRequired);
  return viewer;
}

/** The viewer's articles (all statuses); admins see every article. */
export async function listMyArticles(viewer: Viewer | null, opts: { all?: boolean } = {}) {
  const v = requireUser(viewer);
  const rows = await cardsQuery()
    .where(opts.all && v.isAdmin ? undefined : eq(blogArticles.authorId, v.id))
    .orderBy(desc(blogArticles.createdAt))
    .limit(500);
  return rows.map((r) => ({ ...toCard(r), visible: isVisibleNow(r) }));
}

export function isVisibleNow(a: { status: string; publishDate: Date | null; createdAt: Date }, now = new Date()): boolean {
  return (a.status === "published" || a.status === "scheduled") && (a.publishDate ?? a.createdAt).getTime() <= now.getTime();
}

async function loadOwned(viewer: Viewer, id: string, executor: Executor = db) {
  if (!UUID_RE.test(id)) throw notFound(BLOG_MESSAGES.notFound);
  const [row] = await executor.select().from(blogArticles).where(eq(blogArticles.id, id)).limit(1);
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  if (row.authorId !== viewer.id && !viewer.isAdmin) throw forbidden(BLOG_MESSAGES.forbidden);
  return row;
}

/** An article for the editor (owner or admin). */
export async function getArticleForEdit(viewer: Viewer | null, id: string) {
  const v = requireUser(viewer);
  const row = await loadOwned(v, id);
  const [cats, tags] = await Promise.all([
    db.select({ id: blogArticleCategories.categoryId }).from(blogArticleCategories).where(eq(blogArticleCategories.articleId, id)),
    db.select({ id: blogArticleTags.tagId }).from(blogArticleTags).where(eq(blogArticleTags.articleId, id)),
  ]);
  return { ...row, categoryIds: cats.map((c) => c.id), tagIds: tags.map((t) => t.id) };
}

/** A slug free among the author's articles (collisions numbered -2, -3, ...). */
function uniqueSlug(executor: Executor, authorId: string, base: string, excludeId?: string): Promise<string> {
  return freeSlug(executor, blogArticles, base || "artikel", { exceptId: excludeId, scope: eq(blogArticles.authorId, authorId) });
}

/**
 * Creates (no id) or updates an article. Content is sanitised here (removed script-like content is
 * logged as `suspicious_content`, the save goes on; images from foreign sources are refused);
 * slug unique per author; publishing rules of spec 1 section 4; activity recalculated in the same
 * transaction.
 */
export async function saveArticle(viewer: Viewer | null, input: ArticleInput, id?: string) {
  const v = requireUser(viewer);
  const data = parseInput(articleInputSchema, input);
  if (data.status === "scheduled" && !data.publishDate) throw badRequest(BLOG_MESSAGES.publishDateRequired, { publishDate: BLOG_MESSAGES.publishDateRequired });
  const clean = sanitizeArticle(data.content);
  if (clean.removedSuspicious) {
    await logSecurityEvent({
      eventType: "suspicious_content",
      severity: "warning",
      userId: v.id,
      details: { field: "content", source: "blog_article", articleId: id ?? null },
    });
  }
  if (clean.refusedImages.length) throw badRequest(BLOG_MESSAGES.foreignImage, { content: BLOG_MESSAGES.foreignImage });
  const content = clean.html;
  // A draft may be empty; what goes live (now or at its date) needs text or an image.
  if (data.status !== "draft" && !hasContent(content)) throw badRequest(BLOG_MESSAGES.contentRequired, { content: BLOG_MESSAGES.contentRequired });
  // Taken before the transaction: now() inside it is the transaction start, and a publish date
  // of "now" must already be visible to the activity recalculation in the same transaction.
  const now = new Date(Date.now() - 1000);
  return db
    .transaction(async (tx) => {
      const existing = id ? await loadOwned(v, id, tx) : null;
      const authorId = existing ? existing.authorId : v.id;
      let slug: string;
      if (data.slug) {
        if (authorId) {
          const [clash] = await tx
            .select({ id: blogArticles.id })
            .from(blogArticles)
            .where(and(eq(blogArticles.authorId, authorId), eq(blogArticles.slug, data.slug), existing ? sql`${blogArticles.id} <> ${existing.id}` : undefined))
            .limit(1);
          if (clash) throw badRequest(BLOG_MESSAGES.slugTaken, { slug: BLOG_MESSAGES.slugTaken });
        }
        slug = data.slug;
      } else if (existing) {
        slug = existing.slug;
      } else {
        slug = await uniqueSlug(tx, v.id, slugify(data.title, 100));
      }

      const publishDate = publishDateFor(data, existing, now);
      // Images uploaded in the editor ('Bild einfügen') are in use from now on (the upload clean-up
      // re-checks the article text before it deletes any).
      await markUploadsReferenced(contentImages(content), tx);

      let featuredImageUrl = existing?.featuredImageUrl ?? null;
      if (data.featuredImageUrl !== null) featuredImageUrl = data.featuredImageUrl;
      if (data.removeImage && data.featuredImageUrl === null) featuredImageUrl = null;

      const values = {
        title: data.title,
        slug,
        excerpt: data.excerpt,
        content,
        status: data.status,
        publishDate,
        featured: data.featured,
        featuredImageUrl,
        featuredImageAlt: data.featuredImageAlt,
        metaTitle: data.metaTitle,
        metaDescription: data.metaDescription,
        updatedAt: new Date(),
      };
      let articleId: string;
      if (existing) {
        await tx.update(blogArticles).set(values).where(eq(blogArticles.id, existing.id));
        articleId = existing.id;
      } else {
        const [created] = await tx
          .insert(blogArticles)
          .values({ ...values, authorId: v.id })
          .returning({ id: blogArticles.id });
        articleId = created!.id;
      }
      await tx.delete(blogArticleCategories).where(eq(blogArticleCategories.articleId, articleId));
      await tx.delete(blogArticleTags).where(eq(blogArticleTags.articleId, articleId));
      if (data.categoryIds.length) {
        const valid = await tx.select({ id: blogCategories.id }).from(blogCategories).where(inArray(blogCategories.id, data.categoryIds));
        if (valid.length) await tx.insert(blogArticleCategories).values(valid.map((c) => ({ articleId, categoryId: c.id })));
      }
      if (data.tagIds.length) {
        const valid = await tx.select({ id: blogTags.id }).from(blogTags).where(inArray(blogTags.id, data.tagIds));
        if (valid.length) await tx.insert(blogArticleTags).values(valid.map((t) => ({ articleId, tagId: t.id })));
      }
      if (authorId) await recalculateUserActivity(authorId, tx);
      // Followers hear about it once it is live (a scheduled one later, by the announcement job).
      await announceLiveArticles(tx, [articleId]);
      return { id: articleId, slug, created: !existing };
    })
    .finally(blogListsChanged);
}

/**
 * The publish date a save stores (spec 1 section 4): a draft keeps what was sent, a scheduled article
 * its (required) date. 'Veröffentlicht' with the date left empty is published now, unless the
 * article is already live: then its date stays (saving it again does not move it to the top). A
 * scheduled date still in the future is not kept (issue #25: the article would stay hidden).
 */
function publishDateFor(
  data: { status: "draft" | "published" | "scheduled"; publishDate: Date | null },
  existing: { status: string; publishDate: Date | null } | null,
  now: Date,
): Date | null {
  if (data.status !== "published" || data.publishDate) return data.publishDate;
  return existing && existing.publishDate && isVisibleNow({ ...existing, createdAt: existing.publishDate }, now) ? existing.publishDate : now;
}

/** The image addresses of sanitised article HTML. */
function contentImages(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
}

/** Whether sanitised article HTML has something to read: text or an image. */
function hasContent(html: string): boolean {
  return htmlToText(html) !== "" || /<img\b/i.test(html);
}

/** Sets the stored featured image of an article (owner or admin); returns the old URL. */
export async function setArticleImage(viewer: Viewer | null, id: string, url: string | null, alt?: string | null) {
  const v = requireUser(viewer);
  const row = await loadOwned(v, id);
  await db
    .update(blogArticles)
    .set({ featuredImageUrl: url, ...(alt !== undefined ? { featuredImageAlt: alt } : {}), updatedAt: new Date() })
    .where(eq(blogArticles.id, id));
  return row.featuredImageUrl;
}

export async function deleteArticle(viewer: Viewer | null, id: string) {
  const v = requireUser(viewer);
  return db
    .transaction(async (tx) => {
      const row = await loadOwned(v, id, tx);
      await tx.delete(blogArticles).where(eq(blogArticles.id, id));
      if (row.authorId) await recalculateUserActivity(row.authorId, tx);
      return { featuredImageUrl: row.featuredImageUrl };
    })
    .finally(blogListsChanged);
}

/** Creates a tag (or returns the existing one with that slug). */
export async function createTag(viewer: Viewer | null, name: string, meta: { ip?: string | null } = {}) {
  const v = requireUser(viewer);
  // Members create at most 10 tags an hour (tag_creation); admins are exempt.
  if (!v.isAdmin) await enforceRateLimit("tag_creation", `user:${v.id}`, { userId: v.id, ip: meta.ip });
  const clean = (name ?? "").trim().slice(0, 60);
  const slug = tagSlug(clean);
  if (!clean || !slug) throw badRequest(BLOG_MESSAGES.tagRequired, { tag: BLOG_MESSAGES.tagRequired });
  const [existing] = await db.select({ id: blogTags.id, name: blogTags.name, slug: blogTags.slug }).from(blogTags).where(eq(blogTags.slug, slug)).limit(1);
  if (existing) return { tag: existing, created: false };
  const [tag] = await db
    .insert(blogTags)
    .values({ name: clean, slug })
    .onConflictDoUpdate({ target: blogTags.slug, set: { slug } })
    .returning({ id: blogTags.id, name: blogTags.name, slug: blogTags.slug });
  blogListsChanged(); // the tag filter of /blog
  return { tag: tag!, created: true };
}
