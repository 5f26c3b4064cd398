import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  blogArticleCategories,
  blogArticleLinks,
  blogArticles,
  blogArticleTags,
  blogArticleViews,
  blogCategories,
  blogTags,
  profiles,
} from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db, type Executor } from "~/lib/db.server";
import { slugify } from "~/lib/format";
import { badRequest, forbidden, notFound, parseInput, unauthorized } from "~/lib/http.server";
import { recalculateUserActivity } from "~/features/profiles/activity.server";
import { applyLinkRel, extractLinks, htmlToText, readingMinutes, sanitizeHtml } from "./sanitize.server";
import {
  ADMIN_FEATURED_MAX,
  articleInputSchema,
  BLOG_MESSAGES,
  BLOG_PAGE_SIZE,
  cutDescription,
  RELATED_FETCH,
  RELATED_SHOW,
  tagSlug,
  type ArticleInput,
  type BlogFilter,
} from "./schema";
import { UUID_RE } from "~/lib/ids";

/**
 * Public visibility of an article, computed at query time: published or scheduled, and its
 * publish date has passed. A scheduled article therefore appears by itself when its date passes
 * (lists, article page, RSS, profile and activity all use this rule).
 */
export function visibleArticle(a: typeof blogArticles = blogArticles): SQL {
  return sql`(${a.status} in ('published','scheduled') and coalesce(${a.publishDate}, ${a.createdAt}) <= now())`;
}

const cardColumns = {
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
  href: string;
};

/** The public address of an article: /blog/{username}/{slug}, or /blog/{slug} without an author name. */
export function articleHref(a: { slug: string; authorUsername: string | null; id?: string }): string {
  return a.authorUsername ? `/blog/${encodeURIComponent(a.authorUsername)}/${encodeURIComponent(a.slug)}` : `/blog/${encodeURIComponent(a.id ?? a.slug)}`;
}

function toCard<T extends Omit<ArticleCard, "href">>(row: T): T & { href: string } {
  return { ...row, href: articleHref(row) };
}

function cardsQuery(executor: Executor = db) {
  return executor.select(cardColumns).from(blogArticles).leftJoin(profiles, eq(profiles.id, blogArticles.authorId));
}

async function attachTaxonomies<T extends { id: string }>(rows: T[]) {
  if (rows.length === 0) return rows.map((r) => ({ ...r, categories: [] as { name: string; slug: string }[], tags: [] as { name: string; slug: string }[] }));
  const ids = rows.map((r) => r.id);
  const cats = await db
    .select({ articleId: blogArticleCategories.articleId, name: blogCategories.name, slug: blogCategories.slug })
    .from(blogArticleCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogArticleCategories.categoryId))
    .where(inArray(blogArticleCategories.articleId, ids))
    .orderBy(asc(blogCategories.sortOrder));
  const tags = await db
    .select({ articleId: blogArticleTags.articleId, name: blogTags.name, slug: blogTags.slug })
    .from(blogArticleTags)
    .innerJoin(blogTags, eq(blogTags.id, blogArticleTags.tagId))
    .where(inArray(blogArticleTags.articleId, ids))
    .orderBy(asc(blogTags.name));
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
  const conditions: SQL[] = [visibleArticle()];
  const q = filter.q?.trim();
  if (q) {
    conditions.push(
      sql`hn_normalize(${blogArticles.title} || ' ' || coalesce(${blogArticles.excerpt}, '') || ' ' || ${blogArticles.content}) like '%' || hn_normalize(${q}) || '%'`,
    );
  }
  if (filter.category) {
    conditions.push(sql`exists (select 1 from blog_article_categories bac join blog_categories c on c.id = bac.category_id
      where bac.article_id = ${blogArticles.id} and c.slug = ${filter.category} and c.is_active)`);
  }
  if (filter.tag) {
    conditions.push(sql`exists (select 1 from blog_article_tags bat join blog_tags t on t.id = bat.tag_id
      where bat.article_id = ${blogArticles.id} and t.slug = ${filter.tag})`);
  }
  const filtered = Boolean(q || filter.category || filter.tag);
  const featured = filtered
    ? []
    : await cardsQuery()
        .where(and(visibleArticle(), eq(blogArticles.featuredByAdmin, true)))
        .orderBy(desc(sql`coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt})`))
        .limit(ADMIN_FEATURED_MAX);
  const featuredIds = featured.map((f) => f.id);
  if (featuredIds.length) conditions.push(sql`${blogArticles.id} not in (${sql.join(featuredIds.map((id) => sql`${id}`), sql`, `)})`);
  const where = and(...conditions);
  const dateExpr = sql`coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt})`;
  const order =
    filter.sort === "oldest" ? [asc(dateExpr)] : filter.sort === "popular" ? [desc(blogArticles.viewCount), desc(dateExpr)] : [desc(dateExpr)];
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(blogArticles).where(where)) as [{ total: number }];
  const pageCount = Math.max(1, Math.ceil(Number(total) / BLOG_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const rows = await cardsQuery()
    .where(where)
    .orderBy(...order, asc(blogArticles.id))
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  const [featuredCards, articleCards] = await Promise.all([attachTaxonomies(featured.map(toCard)), attachTaxonomies(rows.map(toCard))]);
  const [categories, tags] = await Promise.all([listActiveCategories(), listTags()]);
  return { featured: featuredCards, articles: articleCards, total: Number(total), page, pageCount, categories, tags };
}

/** Visible articles of an author (profile, at most 100) with the author-featured ones. */
export async function listAuthorArticles(authorId: string, limit = 100) {
  const rows = await cardsQuery()
    .where(and(eq(blogArticles.authorId, authorId), visibleArticle()))
    .orderBy(desc(sql`coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt})`))
    .limit(limit);
  const cards = rows.map(toCard);
  return { articles: cards, featured: cards.filter((a) => a.featured && !a.featuredByAdmin).slice(0, 3) };
}

/** Number of visible articles of an author (feature gates). */
export async function countPublishedArticles(authorId: string, executor: Executor = db): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(blogArticles)
    .where(and(eq(blogArticles.authorId, authorId), visibleArticle()));
  return Number(row?.n ?? 0);
}

// ------------------------------------------------------------------ article page


/** /blog/{slug}: the author-scoped address of a visible article matching the slug or id. */
export async function resolveArticleKey(key: string): Promise<{ href: string; anonymousId: string | null } | null> {
  const byId = UUID_RE.test(key) ? sql`${blogArticles.id} = ${key}` : sql`false`;
  const [row] = await cardsQuery()
    .where(and(visibleArticle(), sql`(${blogArticles.slug} = ${key} or ${byId})`))
    .orderBy(desc(sql`coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt})`))
    .limit(1);
  if (!row) return null;
  if (!row.authorUsername) return { href: articleHref(row), anonymousId: row.id };
  return { href: articleHref(row), anonymousId: null };
}

/** The article page data; null when no visible article matches (anonymous articles by id). */
export async function getPublicArticle(viewer: Viewer | null, key: { username?: string; slug?: string; id?: string }) {
  const conditions: SQL[] = [visibleArticle()];
  if (key.id) conditions.push(eq(blogArticles.id, key.id));
  else {
    if (!key.slug || !key.username) return null;
    conditions.push(eq(blogArticles.slug, key.slug), sql`lower(${profiles.username}) = lower(${key.username})`);
  }
  const [row] = await db
    .select({ ...cardColumns, content: blogArticles.content, metaTitle: blogArticles.metaTitle, metaDescription: blogArticles.metaDescription, updatedAt: blogArticles.updatedAt })
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
      .where(and(eq(blogArticles.authorId, row.authorId), visibleArticle(), sql`${blogArticles.id} <> ${row.id}`))
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
  };
}

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
 * (visitor key = user id or a hashed anonymous key). Bots are not counted. Returns whether counted.
 */
export async function recordArticleView(
  viewer: Viewer | null,
  input: { slug: string; username?: string | null; visitorKey: string; isBot: boolean },
): Promise<boolean> {
  if (input.isBot || !input.slug) return false;
  const conditions: SQL[] = [visibleArticle(), eq(blogArticles.slug, input.slug)];
  if (input.username) conditions.push(sql`lower(${profiles.username}) = lower(${input.username})`);
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
    await tx.update(blogArticles).set({ viewCount: sql`${blogArticles.viewCount} + 1` }).where(eq(blogArticles.id, article.id));
    return true;
  });
}

// ------------------------------------------------------------------ author management (/myblog)

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

async function uniqueSlug(executor: Executor, authorId: string, base: string, excludeId?: string): Promise<string> {
  const root = base || "artikel";
  for (let i = 1; i < 1000; i++) {
    const candidate = i === 1 ? root : `${root}-${i}`;
    const [clash] = await executor
      .select({ id: blogArticles.id })
      .from(blogArticles)
      .where(and(eq(blogArticles.authorId, authorId), eq(blogArticles.slug, candidate), excludeId ? sql`${blogArticles.id} <> ${excludeId}` : undefined))
      .limit(1);
    if (!clash) return candidate;
  }
  return `${root}-${Date.now().toString(36)}`;
}

/**
 * Creates (no id) or updates an article. Content is sanitised here; slug unique per author;
 * publishing rules of spec 1 section 4; activity recalculated in the same transaction.
 */
export async function saveArticle(viewer: Viewer | null, input: ArticleInput, id?: string) {
  const v = requireUser(viewer);
  const data = parseInput(articleInputSchema, input);
  if (data.status === "scheduled" && !data.publishDate) throw badRequest(BLOG_MESSAGES.publishDateRequired, { publishDate: BLOG_MESSAGES.publishDateRequired });
  const content = sanitizeHtml(data.content);
  // Taken before the transaction: now() inside it is the transaction start, and a publish date
  // of "now" must already be visible to the activity recalculation in the same transaction.
  const now = new Date(Date.now() - 1000);
  return db.transaction(async (tx) => {
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

    let publishDate: Date | null;
    if (data.status === "draft") publishDate = data.publishDate ?? null;
    else if (data.status === "scheduled") publishDate = data.publishDate;
    else publishDate = data.publishDate ?? (existing && existing.status !== "draft" && existing.publishDate ? existing.publishDate : now);

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
      const [created] = await tx.insert(blogArticles).values({ ...values, authorId: v.id }).returning({ id: blogArticles.id });
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
    return { id: articleId, slug, created: !existing };
  });
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
  return db.transaction(async (tx) => {
    const row = await loadOwned(v, id, tx);
    await tx.delete(blogArticles).where(eq(blogArticles.id, id));
    if (row.authorId) await recalculateUserActivity(row.authorId, tx);
    return { featuredImageUrl: row.featuredImageUrl };
  });
}

/** Creates a tag (or returns the existing one with that slug). */
export async function createTag(viewer: Viewer | null, name: string) {
  requireUser(viewer);
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
  return { tag: tag!, created: true };
}

// ------------------------------------------------------------------ admin tools

export async function setFeaturedByAdmin(viewer: Viewer | null, id: string, value: boolean) {
  if (!viewer) throw unauthorized();
  if (!viewer.isAdmin) throw forbidden();
  if (!UUID_RE.test(id)) throw notFound(BLOG_MESSAGES.notFound);
  const res = await db.update(blogArticles).set({ featuredByAdmin: value }).where(eq(blogArticles.id, id)).returning({ id: blogArticles.id });
  if (res.length === 0) throw notFound(BLOG_MESSAGES.notFound);
}

export async function listArticleLinks(viewer: Viewer | null, articleId: string) {
  if (!viewer) throw unauthorized();
  if (!viewer.isAdmin) throw forbidden();
  return db.select().from(blogArticleLinks).where(eq(blogArticleLinks.articleId, articleId)).orderBy(asc(blogArticleLinks.createdAt));
}

/** Scans the content for links and adds the new ones (nofollow). Returns the number added. */
export async function scanArticleLinks(viewer: Viewer | null, articleId: string): Promise<{ added: number; message: string }> {
  if (!viewer) throw unauthorized();
  if (!viewer.isAdmin) throw forbidden();
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
  if (!viewer) throw unauthorized();
  if (!viewer.isAdmin) throw forbidden();
  if (!UUID_RE.test(linkId)) throw notFound("Link nicht gefunden");
  const res = await db
    .update(blogArticleLinks)
    .set({ isDofollow: value, updatedBy: viewer.id, updatedAt: new Date() })
    .where(eq(blogArticleLinks.id, linkId))
    .returning({ id: blogArticleLinks.id });
  if (res.length === 0) throw notFound("Link nicht gefunden");
}

export async function listAllCategories(viewer: Viewer | null) {
  if (!viewer) throw unauthorized();
  if (!viewer.isAdmin) throw forbidden();
  return db.select().from(blogCategories).orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name));
}

export async function updateCategory(viewer: Viewer | null, id: string, input: { isActive: boolean; sortOrder: number }) {
  if (!viewer) throw unauthorized();
  if (!viewer.isAdmin) throw forbidden();
  if (!UUID_RE.test(id)) throw notFound("Kategorie nicht gefunden");
  if (!Number.isInteger(input.sortOrder) || input.sortOrder < 0 || input.sortOrder > 10_000) throw badRequest("Ungültige Reihenfolge", { sortOrder: "Ungültige Reihenfolge" });
  const res = await db.update(blogCategories).set({ isActive: input.isActive, sortOrder: input.sortOrder }).where(eq(blogCategories.id, id)).returning({ id: blogCategories.id });
  if (res.length === 0) throw notFound("Kategorie nicht gefunden");
}

export async function createCategory(viewer: Viewer | null, name: string) {
  if (!viewer) throw unauthorized();
  if (!viewer.isAdmin) throw forbidden();
  const clean = (name ?? "").trim().slice(0, 80);
  const slug = slugify(clean);
  if (!clean || !slug) throw badRequest("Bitte geben Sie einen Kategorienamen ein", { name: "Bitte geben Sie einen Kategorienamen ein" });
  const [max] = await db.select({ n: sql<number>`coalesce(max(${blogCategories.sortOrder}), -1)::int` }).from(blogCategories);
  const res = await db.insert(blogCategories).values({ name: clean, slug, sortOrder: Number(max?.n ?? -1) + 1 }).onConflictDoNothing().returning({ id: blogCategories.id });
  if (res.length === 0) throw badRequest("Diese Kategorie existiert bereits", { name: "Diese Kategorie existiert bereits" });
}

// ------------------------------------------------------------------ feed

/** The latest 50 visible articles for /rss.xml. */
export async function latestForFeed(limit = 50) {
  const rows = await db
    .select({ ...cardColumns, content: blogArticles.content })
    .from(blogArticles)
    .leftJoin(profiles, eq(profiles.id, blogArticles.authorId))
    .where(visibleArticle())
    .orderBy(desc(sql`coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt})`))
    .limit(limit);
  return rows.map((r) => ({ ...toCard(r), description: cutDescription(r.excerpt || htmlToText(r.content), 300) }));
}
