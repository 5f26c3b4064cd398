import { eq, inArray } from "drizzle-orm";
import { blogCategories, blogTags, profiles } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest, unauthorized } from "~/lib/errors";
import { slugify } from "~/lib/format";
import { parseInput } from "~/lib/request.server";
import type { PublicArticlePage } from "./article.server";
import { toCard } from "./blog.server";
import { applyLinkRel, htmlToText, readingMinutes, sanitizeArticle } from "./sanitize.server";
import { articleInputSchema, BLOG_MESSAGES, cutDescription, type ArticleInput } from "./schema";

/**
 * 'Vorschau' of the editor (issue #26 item 9): the article as readers will see it, built from what
 * is in the form (nothing is saved): the same validation and sanitising as a save, the links with
 * their reader-side rel, the author's name and picture, categories and tags by name. Rendered by
 * ArticleView in its preview mode (no view counting, no actions).
 */
export async function previewArticle(
  viewer: Viewer | null,
  input: ArticleInput,
  current: { id?: string; featuredImageUrl?: string | null } = {},
): Promise<PublicArticlePage> {
  if (!viewer) throw unauthorized(BLOG_MESSAGES.loginRequired);
  const data = parseInput(articleInputSchema, input);
  const clean = sanitizeArticle(data.content);
  if (clean.refusedImages.length) throw badRequest(BLOG_MESSAGES.foreignImage, { content: BLOG_MESSAGES.foreignImage });
  const [[author], cats, tags] = await Promise.all([
    db.select({ username: profiles.username, avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, viewer.id)).limit(1),
    data.categoryIds.length
      ? db
          .select({ name: blogCategories.name, slug: blogCategories.slug })
          .from(blogCategories)
          .where(inArray(blogCategories.id, data.categoryIds))
          .orderBy(blogCategories.sortOrder)
      : Promise.resolve([]),
    data.tagIds.length
      ? db.select({ name: blogTags.name, slug: blogTags.slug }).from(blogTags).where(inArray(blogTags.id, data.tagIds)).orderBy(blogTags.name)
      : Promise.resolve([]),
  ]);
  const now = new Date();
  const card = toCard({
    id: current.id ?? "vorschau",
    title: data.title,
    slug: data.slug || slugify(data.title, 100) || "artikel",
    excerpt: data.excerpt,
    status: data.status,
    publishDate: data.publishDate ?? now,
    createdAt: now,
    featured: data.featured,
    featuredByAdmin: false,
    viewCount: 0,
    featuredImageUrl: data.removeImage ? null : (current.featuredImageUrl ?? null),
    featuredImageAlt: data.featuredImageAlt,
    authorId: viewer.id,
    authorUsername: author?.username ?? viewer.username,
    authorAvatarUrl: author?.avatarUrl ?? null,
    authorScore: null,
  });
  return {
    article: {
      ...card,
      categories: cats,
      tags,
      content: clean.html,
      html: applyLinkRel(clean.html, new Set()),
      readingMinutes: readingMinutes(clean.html),
      metaTitle: data.metaTitle || data.title,
      metaDescription: cutDescription(data.metaDescription || data.excerpt || htmlToText(clean.html)),
      updatedAt: now,
      viewCount: null,
    },
    more: [],
    links: [],
    canEdit: false,
    canDelete: false,
    isAdmin: false,
    isAuthor: true,
    authorVerified: false,
  };
}
