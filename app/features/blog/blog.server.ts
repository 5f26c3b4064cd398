import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { blogArticleCategories, blogArticles, blogArticleTags, blogCategories, blogTags, profiles, userActivities } from "~db/schema";
import { articleSearchCondition } from "~db/search";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { createCache, invalidateCacheScope } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { profileGates } from "~/features/activity/activity";
import { htmlToText } from "./sanitize.server";
import { ADMIN_FEATURED_MAX, BLOG_PAGE_SIZE, cutDescription, type BlogFilter } from "./schema";
import { articleHref } from "~/lib/paths";
import { publicArticle } from "~/lib/public-article";

const BLOG_CACHE_SCOPE = "blog";
/**
 * Result counts of the blog list (the page count of /blog). Counting 100,000 visible articles costs
 * tens of milliseconds per request; a count is at most 30 s old and dropped on every write that
 * changes which articles are listed (`blogListsChanged`). An article whose publish date passes shows
 * in the list at once; only the count follows within 30 s.
 */
const listCounts = createCache(BLOG_CACHE_SCOPE, { ttlMs: 30_000, max: 500 });
const featuredList = createCache(BLOG_CACHE_SCOPE, { ttlMs: 30_000, max: 1 });

/**
 * The category and tag filters of /blog, shared by every visitor's request: at most 30 s old and
 * dropped with the other blog caches when a tag or category is added or changed.
 */
const filterLists = createCache(BLOG_CACHE_SCOPE, { ttlMs: 30_000 });

/** Call after a write that adds, removes, hides or (un)features an article, or changes a tag or category. */
export function blogListsChanged() {
  invalidateCacheScope(BLOG_CACHE_SCOPE);
}

export const cardColumns = {
  id: blogArticles.id,
  title: blogArticles.title,
  slug: blogArticles.slug,
  excerpt: blogArticles.excerpt,
  status: blogArticles.status,
  publishDate: blogArticles.publishDate,
  createdAt: blogArticles.createdAt,
  featured: blogArticles.featured,
  featuredByAdmin: blogArticles.featuredByAdmin,
  viewCount: blogArticles.viewCount,
  featuredImageUrl: blogArticles.featuredImageUrl,
  featuredImageAlt: blogArticles.featuredImageAlt,
  authorId: blogArticles.authorId,
  authorUsername: profiles.username,
  authorAvatarUrl: profiles.avatarUrl,
  /** The author's stored activity score (for the verified badge on cards). */
  authorScore: sql<
    number | null
  >`(select ${userActivities.totalActivityScore} from ${userActivities} where ${userActivities.userId} = ${blogArticles.authorId})`,
};

export type ArticleCard = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  status: string;
  publishDate: Date | null;
  createdAt: Date;
  featured: boolean;
  featuredByAdmin: boolean;
  viewCount: number;
  featuredImageUrl: string | null;
  featuredImageAlt: string | null;
  authorId: string | null;
  authorUsername: string | null;
  authorAvatarUrl: string | null;
  authorScore: number | null;
  href: string;
  /** The author has the 'verified badge' gate (500 points). */
  authorVerified: boolean;
};

export function toCard<T extends Omit<ArticleCard, "href" | "authorVerified">>(row: T): T & { href: string; authorVerified: boolean } {
  return { ...row, href: articleHref(row), authorVerified: row.authorId !== null && profileGates(Number(row.authorScore ?? 0), 0).verifiedBadge };
}

export function cardsQuery(executor: Executor = db) {
  return executor.select(cardColumns).from(blogArticles).leftJoin(profiles, eq(profiles.id, blogArticles.authorId));
}

export async function attachTaxonomies<T extends { id: string }>(rows: T[]) {
  if (rows.length === 0) return rows.map((r) => ({ ...r, categories: [] as { name: string; slug: string }[], tags: [] as { name: string; slug: string }[] }));
  const ids = rows.map((r) => r.id);
  // Categories (in their sort order) and tags (by name) of all cards in one round trip.
  const res = await db.execute<{ article_id: string; kind: "c" | "t"; name: string; slug: string }>(sql`
    select article_id, kind, name, slug from (
      select ${blogArticleCategories.articleId} as article_id, 'c' as kind, ${blogCategories.name} as name, ${blogCategories.slug} as slug,
             ${blogCategories.sortOrder} as ord
      from ${blogArticleCategories} join ${blogCategories} on ${blogCategories.id} = ${blogArticleCategories.categoryId}
      where ${inArray(blogArticleCategories.articleId, ids)}
      union all
      select ${blogArticleTags.articleId}, 't', ${blogTags.name}, ${blogTags.slug}, 0
      from ${blogArticleTags} join ${blogTags} on ${blogTags.id} = ${blogArticleTags.tagId}
      where ${inArray(blogArticleTags.articleId, ids)}
    ) taxonomy
    order by kind, ord, name`);
  const cats = res.rows.filter((r) => r.kind === "c").map((r) => ({ articleId: r.article_id, name: r.name, slug: r.slug }));
  const tags = res.rows.filter((r) => r.kind === "t").map((r) => ({ articleId: r.article_id, name: r.name, slug: r.slug }));
  return rows.map((r) => ({
    ...r,
    categories: cats.filter((c) => c.articleId === r.id).map(({ name, slug }) => ({ name, slug })),
    tags: tags.filter((t) => t.articleId === r.id).map(({ name, slug }) => ({ name, slug })),
  }));
}

// ------------------------------------------------------------------ public lists

export async function listActiveCategories() {
  return db
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .where(eq(blogCategories.isActive, true))
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name));
}

export async function listTags() {
  return db.select({ id: blogTags.id, name: blogTags.name, slug: blogTags.slug }).from(blogTags).orderBy(asc(blogTags.name));
}

/** /blog: up to 3 admin-featured articles and a server-paginated grid of the rest, filtered. */
export async function listBlog(_viewer: Viewer | null, filter: BlogFilter) {
  const conditions: SQL[] = [publicArticle()];
  const q = filter.q?.trim();
  const search = articleSearchCondition(q);
  if (search) conditions.push(search);
  if (filter.category) {
    conditions.push(sql`exists (select 1 from blog_article_categories bac join blog_categories c on c.id = bac.category_id
      where bac.article_id = ${blogArticles.id} and c.slug = ${filter.category} and c.is_active)`);
  }
  if (filter.tag) {
    conditions.push(sql`exists (select 1 from blog_article_tags bat join blog_tags t on t.id = bat.tag_id
      where bat.article_id = ${blogArticles.id} and t.slug = ${filter.tag})`);
  }
  const filtered = Boolean(q || filter.category || filter.tag);
  // The admin-featured articles are the same for every visitor: read once per 30 s (or after a blog write).
  const featured = filtered
    ? []
    : await featuredList.get("featured", () =>
        cardsQuery()
          .where(and(publicArticle(), eq(blogArticles.featuredByAdmin, true)))
          .orderBy(desc(sql`coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt})`))
          .limit(ADMIN_FEATURED_MAX),
      );
  const featuredIds = featured.map((f) => f.id);
  if (featuredIds.length)
    conditions.push(
      sql`${blogArticles.id} not in (${sql.join(
        featuredIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const where = and(...conditions);
  const dateExpr = sql`coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt})`;
  const order = filter.sort === "oldest" ? [asc(dateExpr)] : filter.sort === "popular" ? [desc(blogArticles.viewCount), desc(dateExpr)] : [desc(dateExpr)];
  const countKey = JSON.stringify([q ?? "", filter.category ?? "", filter.tag ?? "", featuredIds]);
  const total = await listCounts.get(countKey, async () => {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(blogArticles).where(where);
    return Number(row?.total ?? 0);
  });
  const pageCount = Math.max(1, Math.ceil(Number(total) / BLOG_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const rows = await cardsQuery()
    .where(where)
    .orderBy(...order, asc(blogArticles.id))
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  // One lookup of categories and tags for the featured and the listed cards together.
  const cards = await attachTaxonomies([...featured.map(toCard), ...rows.map(toCard)]);
  const featuredCards = cards.slice(0, featured.length);
  const articleCards = cards.slice(featured.length);
  const [categories, tags] = await Promise.all([filterLists.get("categories", listActiveCategories), filterLists.get("tags", listTags)]);
  return { featured: featuredCards, articles: articleCards, total: Number(total), page, pageCount, categories, tags };
}

/** Visible articles of an author (profile, at most 100) with the author-featured ones. */
export async function listAuthorArticles(authorId: string, limit = 100) {
  const rows = await cardsQuery()
    .where(and(eq(blogArticles.authorId, authorId), publicArticle()))
    .orderBy(desc(sql`coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt})`))
    .limit(limit);
  const cards = rows.map(toCard);
  return { articles: cards, featured: cards.filter((a) => a.featured && !a.featuredByAdmin).slice(0, 3) };
}

// ------------------------------------------------------------------ feed

/** The latest 50 visible articles for /rss.xml. */
export async function latestForFeed(limit = 50) {
  const rows = await db
    .select({ ...cardColumns, content: blogArticles.content })
    .from(blogArticles)
    .leftJoin(profiles, eq(profiles.id, blogArticles.authorId))
    .where(publicArticle())
    .orderBy(desc(sql`coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt})`))
    .limit(limit);
  return rows.map((r) => ({ ...toCard(r), description: cutDescription(r.excerpt || htmlToText(r.content), 300) }));
}
