import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const ARTICLE_STATUSES = ["draft", "published", "scheduled"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const blogCategories = pgTable(
  "blog_categories",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_categories_active_sort_idx").on(t.isActive, t.sortOrder)],
);

export const blogTags = pgTable("blog_tags", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Blog articles. `content` is sanitised HTML (sanitised on the server before every write).
 * Public visibility: status = 'published' and publish_date <= now(), and not hidden by an admin
 * (hidden_at, set when a report is resolved with 'hide', features/moderation).
 * The author's account may be deleted: the article stays with author_id null.
 */
export const blogArticles = pgTable(
  "blog_articles",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    content: text().notNull().default(""),
    excerpt: text(),
    slug: text().notNull(),
    status: text({ enum: ARTICLE_STATUSES }).notNull().default("draft"),
    publishDate: timestamp({ withTimezone: true }),
    /** Featured by the author on their profile (max 3 shown). */
    featured: boolean().notNull().default(false),
    /** Featured on the blog overview by an admin (max 3 shown). */
    featuredByAdmin: boolean().notNull().default(false),
    viewCount: integer().notNull().default(0),
    featuredImageUrl: text(),
    featuredImageAlt: text(),
    metaTitle: text(),
    metaDescription: text(),
    language: text().notNull().default("de"),
    authorId: uuid().references(() => user.id, { onDelete: "set null" }),
    /** Hidden by an admin after a report (moderation); the author still sees it in /myblog. */
    hiddenAt: timestamp({ withTimezone: true }),
    /** When the author's followers were told about the article going live (author_new_article, once). */
    followersNotifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("blog_articles_author_slug_uidx").on(t.authorId, t.slug),
    index("blog_articles_slug_idx").on(t.slug),
    index("blog_articles_published_idx").on(t.publishDate.desc()).where(sql`${t.status} = 'published'`),
    // The admin-featured articles of /blog (a handful): their own small index, so finding them never
    // walks all visible articles.
    index("blog_articles_admin_featured_visible_idx")
      .on(sql`(coalesce(${t.publishDate}, ${t.createdAt})) desc`)
      .where(sql`${t.featuredByAdmin} and ${t.status} in ('published','scheduled') and ${t.hiddenAt} is null`),
    index("blog_articles_author_status_idx").on(t.authorId, t.status, t.publishDate.desc()),
    // Articles whose followers are still to be told (features/notifications/articles.server.ts).
    index("blog_articles_followers_pending_idx").on(t.publishDate).where(sql`${t.followersNotifiedAt} is null and ${t.status} in ('published','scheduled')`),
    index("blog_articles_created_idx").on(t.createdAt.desc()),
    // /blog: visible articles newest first (the order of listBlog), read from the index instead of
    // sorting every article (issue #11: 100,000 articles).
    index("blog_articles_visible_date_idx")
      .on(sql`(coalesce(${t.publishDate}, ${t.createdAt})) desc`, t.id)
      .where(sql`${t.status} in ('published','scheduled') and ${t.hiddenAt} is null`),
    // An author's visible articles newest first (profile, author pages).
    index("blog_articles_author_visible_date_idx")
      .on(t.authorId, sql`(coalesce(${t.publishDate}, ${t.createdAt})) desc`)
      .where(sql`${t.status} in ('published','scheduled') and ${t.hiddenAt} is null`),
    check("blog_articles_status_chk", sql`${t.status} in ('draft','published','scheduled')`),
    check("blog_articles_slug_chk", sql`${t.slug} <> ''`),
    check("blog_articles_view_count_chk", sql`${t.viewCount} >= 0`),
  ],
);

export const blogArticleCategories = pgTable(
  "blog_article_categories",
  {
    articleId: uuid()
      .notNull()
      .references(() => blogArticles.id, { onDelete: "cascade" }),
    categoryId: uuid()
      .notNull()
      .references(() => blogCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.categoryId] }), index("blog_article_categories_category_idx").on(t.categoryId)],
);

export const blogArticleTags = pgTable(
  "blog_article_tags",
  {
    articleId: uuid()
      .notNull()
      .references(() => blogArticles.id, { onDelete: "cascade" }),
    tagId: uuid()
      .notNull()
      .references(() => blogTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index("blog_article_tags_tag_idx").on(t.tagId)],
);

/** Links found in an article's content; admins set per-link dofollow (nofollow by default). */
export const blogArticleLinks = pgTable(
  "blog_article_links",
  {
    id: uuid().primaryKey().defaultRandom(),
    articleId: uuid()
      .notNull()
      .references(() => blogArticles.id, { onDelete: "cascade" }),
    linkUrl: text().notNull(),
    linkText: text(),
    linkContext: text(),
    isDofollow: boolean().notNull().default(false),
    updatedBy: uuid().references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blog_article_links_article_url_uidx").on(t.articleId, t.linkUrl)],
);

/**
 * De-duplication of article views: a visitor (user id or hashed anonymous key) is counted at most
 * once per article per day. Insert `on conflict do nothing`; increment view_count only when a row
 * was inserted.
 */
export const blogArticleViews = pgTable(
  "blog_article_views",
  {
    id: uuid().primaryKey().defaultRandom(),
    articleId: uuid()
      .notNull()
      .references(() => blogArticles.id, { onDelete: "cascade" }),
    visitorKey: text().notNull(),
    viewDate: date({ mode: "string" }).notNull().default(sql`current_date`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("blog_article_views_article_visitor_day_uidx").on(t.articleId, t.visitorKey, t.viewDate),
    index("blog_article_views_date_idx").on(t.viewDate),
  ],
);

export type BlogArticle = typeof blogArticles.$inferSelect;
export type NewBlogArticle = typeof blogArticles.$inferInsert;
export type BlogCategory = typeof blogCategories.$inferSelect;
export type BlogTag = typeof blogTags.$inferSelect;
export type BlogArticleLink = typeof blogArticleLinks.$inferSelect;
