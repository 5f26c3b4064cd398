import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { blogArticleLinks, blogArticles, blogArticleViews, profiles } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { UUID_RE } from "~/lib/ids";
import { usernameMatches } from "~/features/profiles/username";
import { formerUsernameOwner } from "~/features/profiles/username-history.server";
import { attachTaxonomies, cardColumns, cardsQuery, toCard, type ArticleCard } from "./blog.server";
import { applyLinkRel, htmlToText, readingMinutes } from "./sanitize.server";
import { cutDescription, RELATED_FETCH, RELATED_SHOW } from "./schema";
import { articleHref } from "~/lib/paths";
import { publicArticle } from "~/lib/public-article";
import { isCountedVisit } from "~/lib/visitor.server";

/** The public article page: resolving its address, its data, counting views. */

/** /blog/{slug}: the author-scoped address of a visible article matching the slug or id. */
export async function resolveArticleKey(key: string): Promise<{ href: string; anonymousId: string | null } | null> {
  const byId = UUID_RE.test(key) ? sql`${blogArticles.id} = ${key}` : sql`false`;
  const [row] = await cardsQuery()
    .where(and(publicArticle(), sql`(${blogArticles.slug} = ${key} or ${byId})`))
    .orderBy(desc(sql`coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt})`))
    .limit(1);
  if (!row) return null;
  const href = articleHref(row);
  return { href, anonymousId: href.split("/").length === 3 ? row.id : null };
}

/**
 * /blog/{former username}/{slug}: the current address of that member's visible article with the
 * slug after a rename (decision 0031), or null. Called when no article matches the current names.
 */
export async function formerAuthorArticleHref(username: string, slug: string): Promise<string | null> {
  const owner = await formerUsernameOwner(username);
  if (!owner) return null;
  const [row] = await cardsQuery()
    .where(and(publicArticle(), eq(blogArticles.authorId, owner.id), eq(blogArticles.slug, slug)))
    .limit(1);
  return row ? articleHref(row) : null;
}

/**
 * The writer of the visible article at /blog/{username}/{slug} (any form of the name, as
 * `getPublicArticle` finds it), or null: no such article, or one without a writer. One small query.
 */
export async function publicArticleAuthor(key: { username: string; slug: string }): Promise<string | null> {
  const [row] = await db
    .select({ authorId: blogArticles.authorId })
    .from(blogArticles)
    .leftJoin(profiles, eq(profiles.id, blogArticles.authorId))
    .where(and(publicArticle(), eq(blogArticles.slug, key.slug), usernameMatches(key.username)))
    .limit(1);
  return row?.authorId ?? null;
}

/** The article page data; null when no visible article matches (anonymous articles by id). */
export async function getPublicArticle(viewer: Viewer | null, key: { username?: string; slug?: string; id?: string }) {
  const conditions: SQL[] = [publicArticle()];
  if (key.id) conditions.push(eq(blogArticles.id, key.id));
  else {
    if (!key.slug || !key.username) return null;
    // Any form of the author's name (exact, 'lena_gruen', 'lena-gruen', 'Audit%20Änne', 'audit-aenne'): the route 301s to the canonical one.
    conditions.push(eq(blogArticles.slug, key.slug), usernameMatches(key.username));
  }
  const [row] = await db
    .select({
      ...cardColumns,
      content: blogArticles.content,
      metaTitle: blogArticles.metaTitle,
      metaDescription: blogArticles.metaDescription,
      updatedAt: blogArticles.updatedAt,
    })
    .from(blogArticles)
    .leftJoin(profiles, eq(profiles.id, blogArticles.authorId))
    .where(and(...conditions))
    .limit(1);
  if (!row) return null;
  const links = await db.select().from(blogArticleLinks).where(eq(blogArticleLinks.articleId, row.id)).orderBy(asc(blogArticleLinks.createdAt));
  const dofollow = new Set(links.filter((l) => l.isDofollow).map((l) => l.linkUrl));
  const [withTax] = await attachTaxonomies([toCard(row)]);
  let more: ArticleCard[] = [];
  if (row.authorId) {
    const latest = await cardsQuery()
      .where(and(eq(blogArticles.authorId, row.authorId), publicArticle(), sql`${blogArticles.id} <> ${row.id}`))
      .orderBy(desc(sql`coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt})`))
      .limit(RELATED_FETCH);
    more = shuffle(latest.map(toCard)).slice(0, RELATED_SHOW);
  }
  const isAdmin = Boolean(viewer?.isAdmin);
  const isAuthor = Boolean(viewer && row.authorId === viewer.id);
  return {
    article: {
      ...withTax!,
      html: applyLinkRel(row.content, dofollow),
      readingMinutes: readingMinutes(row.content),
      metaTitle: row.metaTitle || row.title,
      metaDescription: cutDescription(row.metaDescription || row.excerpt || htmlToText(row.content)),
      updatedAt: row.updatedAt,
      viewCount: isAdmin || isAuthor ? row.viewCount : null,
    },
    more,
    links: isAdmin ? links : [],
    canEdit: isAdmin || isAuthor,
    canDelete: isAdmin || isAuthor,
    isAdmin,
    isAuthor,
    /** The author has the 'verified badge' gate (500 points). */
    authorVerified: withTax!.authorVerified,
  };
}

export type PublicArticlePage = NonNullable<Awaited<ReturnType<typeof getPublicArticle>>>;

function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * increment_blog_view_count(_by_username): counts a visitor at most once per article per day
 * (visitor key = user id or a hashed anonymous key). Bots and admins are not counted (isCountedVisit). Returns whether counted.
 */
export async function recordArticleView(
  viewer: Viewer | null,
  input: { slug: string; username?: string | null; visitorKey: string; isBot: boolean },
): Promise<boolean> {
  if (!isCountedVisit(viewer, input) || !input.slug) return false;
  const conditions: SQL[] = [publicArticle(), eq(blogArticles.slug, input.slug)];
  if (input.username) conditions.push(usernameMatches(input.username));
  else if (UUID_RE.test(input.slug)) conditions.splice(1, 1, sql`(${blogArticles.slug} = ${input.slug} or ${blogArticles.id} = ${input.slug})`);
  const [article] = await db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .leftJoin(profiles, eq(profiles.id, blogArticles.authorId))
    .where(and(...conditions))
    .limit(1);
  if (!article) return false;
  const visitorKey = viewer ? `u:${viewer.id}` : input.visitorKey;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(blogArticleViews)
      .values({ articleId: article.id, visitorKey })
      .onConflictDoNothing()
      .returning({ id: blogArticleViews.id });
    if (inserted.length === 0) return false;
    await tx
      .update(blogArticles)
      .set({ viewCount: sql`${blogArticles.viewCount} + 1` })
      .where(eq(blogArticles.id, article.id));
    return true;
  });
}
