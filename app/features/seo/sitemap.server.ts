import { and, eq, isNotNull, sql } from "drizzle-orm";
import { blogArticles, merchants, profiles, providers } from "~db/schema";
import { visibleArticle } from "~/features/blog/blog.server";
import { articleHref } from "~/features/blog/paths";
import { db } from "~/lib/db.server";
import { sectionEnabled } from "~/lib/site-sections";
import { isReservedUsername, profilePath } from "~/features/profiles/username";

/** Sitemap priorities of spec 1 section 9. */
export const SITEMAP_PRIORITY = { home: 1.0, blog: 0.9, provider: 0.9, article: 0.8, coupons: 0.7, profile: 0.5 } as const;

export type SitemapUrl = { path: string; lastmod?: Date | null; priority: number };
export type SitemapImage = { page: string; image: string; title: string };

/** Usernames listed in the sitemap: at least 3 characters of a-z 0-9 _ -, not a route word (spec 1 section 5). */
export function sitemapUsername(username: string | null): username is string {
  return !!username && /^[a-z0-9_-]{3,}$/.test(username) && !isReservedUsername(username);
}

/** Every public URL: home, blog, approved providers, visible articles, approved merchants, profiles. */
export async function sitemapUrls(): Promise<SitemapUrl[]> {
  const [providerRows, articleRows, merchantRows, profileRows] = await Promise.all([
    db
      .select({ slug: providers.slug, updatedAt: providers.updatedAt })
      .from(providers)
      .where(eq(providers.status, "approved"))
      .orderBy(sql`${providers.createdAt} desc nulls last`),
    db
      .select({ id: blogArticles.id, slug: blogArticles.slug, updatedAt: blogArticles.updatedAt, authorUsername: profiles.username })
      .from(blogArticles)
      .leftJoin(profiles, eq(profiles.id, blogArticles.authorId))
      .where(visibleArticle()),
    sectionEnabled("coupons")
      ? db
          .select({ slug: merchants.slug, updatedAt: merchants.updatedAt })
          .from(merchants)
          .where(and(eq(merchants.status, "approved"), isNotNull(merchants.slug)))
      : [],
    db.select({ id: profiles.id, username: profiles.username, updatedAt: profiles.updatedAt }).from(profiles).where(isNotNull(profiles.username)),
  ]);
  return [
    { path: "/", priority: SITEMAP_PRIORITY.home },
    { path: "/blog", priority: SITEMAP_PRIORITY.blog },
    ...providerRows.map((p) => ({ path: `/empfehlung/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt, priority: SITEMAP_PRIORITY.provider })),
    ...articleRows.map((a) => ({ path: articleHref(a), lastmod: a.updatedAt, priority: SITEMAP_PRIORITY.article })),
    // Coupon pages only once the section is built (app/lib/site-sections.ts): no URL that answers 404.
    ...(merchantRows.length ? [{ path: "/gutscheincodes", priority: SITEMAP_PRIORITY.coupons }] : []),
    ...merchantRows.map((m) => ({ path: `/gutscheincode/${encodeURIComponent(m.slug!)}`, lastmod: m.updatedAt, priority: SITEMAP_PRIORITY.coupons })),
    ...profileRows
      .filter((p) => sitemapUsername(p.username))
      // The profile link is the one URL a profile answers at (other spellings redirect).
      .map((p) => ({ path: profilePath(p), lastmod: p.updatedAt, priority: SITEMAP_PRIORITY.profile })),
  ];
}

/** Images of approved providers and visible articles, with the page they appear on. */
export async function sitemapImages(): Promise<SitemapImage[]> {
  const [providerRows, articleRows] = await Promise.all([
    db
      .select({ slug: providers.slug, name: providers.name, imageUrls: providers.imageUrls })
      .from(providers)
      .where(eq(providers.status, "approved")),
    db
      .select({
        id: blogArticles.id,
        slug: blogArticles.slug,
        title: blogArticles.title,
        image: blogArticles.featuredImageUrl,
        authorUsername: profiles.username,
      })
      .from(blogArticles)
      .leftJoin(profiles, eq(profiles.id, blogArticles.authorId))
      .where(and(visibleArticle(), isNotNull(blogArticles.featuredImageUrl))),
  ]);
  return [
    ...providerRows.flatMap((p) =>
      p.imageUrls.map((image) => ({ page: `/empfehlung/${encodeURIComponent(p.slug)}`, image, title: p.name })),
    ),
    ...articleRows.map((a) => ({ page: articleHref(a), image: a.image!, title: a.title })),
  ];
}
