import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { blogArticles, contests, merchants, profiles, providers } from "~db/schema";
import { PUBLIC_STATUSES } from "~/features/contests/public.server";
import { contestPath } from "~/features/contests/slug";
import { db } from "~/lib/db.server";
import { sectionEnabled } from "~/lib/site-sections";
import { isReservedUsername } from "~/features/profiles/username";
import { articleHref, profilePath, providerPath } from "~/lib/paths";
import { publicArticle } from "~/lib/public-article";

/** Sitemap priorities of spec 1 section 9 (contest pages, which the spec does not know, between coupons and profiles). */
export const SITEMAP_PRIORITY = { home: 1.0, blog: 0.9, provider: 0.9, article: 0.8, coupons: 0.7, contest: 0.6, profile: 0.5, info: 0.4 } as const;

export type SitemapUrl = { path: string; lastmod?: Date | null; priority: number };
export type SitemapImage = { page: string; image: string; title: string };

/** Usernames listed in the sitemap: at least 3 characters of a-z 0-9 _ -, not a route word (spec 1 section 5). */
export function sitemapUsername(username: string | null): username is string {
  return !!username && /^[a-z0-9_-]{3,}$/.test(username) && !isReservedUsername(username);
}

/** At most this many URLs per sitemap file (sitemaps.org); above it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while streaming. */
const BATCH = 5_000;

/**
 * One kind of URL: how many there are (at least as many as `rows` yields: profiles are filtered
 * by the reserved-word rule after reading) and one batch of them in a stable order.
 */
type Source = { count: () => Promise<number>; rows: (offset: number, limit: number) => Promise<SitemapUrl[]> };

const countOf = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
const PROFILE_NAME_SQL = sql`${profiles.username} ~ '^[a-z0-9_-]{3,}$'`;
const approvedMerchant = and(eq(merchants.status, "approved"), isNotNull(merchants.slug));
/** Contest pages the public may see (active and ended, as the list and the page decide). */
const publicContest = inArray(contests.status, PUBLIC_STATUSES);

function sources(): Source[] {
  const coupons = sectionEnabled("coupons");
  // Home, blog, the ranking explanation, the contests page and (when a shop is listed) the coupon overview.
  const fixedUrls = async (): Promise<SitemapUrl[]> => {
    const shops = coupons && (await countOf(db.select({ n: sql<number>`count(*)::int` }).from(merchants).where(approvedMerchant))) > 0;
    return [
      { path: "/", priority: SITEMAP_PRIORITY.home },
      { path: "/blog", priority: SITEMAP_PRIORITY.blog },
      { path: "/so-sortieren-wir", priority: SITEMAP_PRIORITY.info },
      ...(sectionEnabled("contests") ? [{ path: "/contests", priority: SITEMAP_PRIORITY.info }] : []),
      ...(shops ? [{ path: "/gutscheincodes", priority: SITEMAP_PRIORITY.coupons }] : []),
    ];
  };
  return [
    {
      count: async () => (await fixedUrls()).length,
      rows: async (offset, limit) => (await fixedUrls()).slice(offset, offset + limit),
    },
    {
      count: () => countOf(db.select({ n: sql<number>`count(*)::int` }).from(providers).where(eq(providers.status, "approved"))),
      rows: async (offset, limit) =>
        (
          await db
            .select({ id: providers.id, slug: providers.slug, updatedAt: providers.updatedAt })
            .from(providers)
            .where(eq(providers.status, "approved"))
            .orderBy(providers.id)
            .offset(offset)
            .limit(limit)
        ).map((p) => ({ path: providerPath(p), lastmod: p.updatedAt, priority: SITEMAP_PRIORITY.provider })),
    },
    {
      count: () => countOf(db.select({ n: sql<number>`count(*)::int` }).from(blogArticles).where(publicArticle())),
      rows: async (offset, limit) =>
        (
          await db
            .select({ id: blogArticles.id, slug: blogArticles.slug, updatedAt: blogArticles.updatedAt, authorUsername: profiles.username })
            .from(blogArticles)
            .leftJoin(profiles, eq(profiles.id, blogArticles.authorId))
            .where(publicArticle())
            .orderBy(blogArticles.id)
            .offset(offset)
            .limit(limit)
        ).map((a) => ({ path: articleHref(a), lastmod: a.updatedAt, priority: SITEMAP_PRIORITY.article })),
    },
    {
      // Coupon pages only once the section is built (app/lib/site-sections.ts): no URL that answers 404.
      count: async () => (coupons ? countOf(db.select({ n: sql<number>`count(*)::int` }).from(merchants).where(approvedMerchant)) : 0),
      rows: async (offset, limit) =>
        (
          await db
            .select({ slug: merchants.slug, updatedAt: merchants.updatedAt })
            .from(merchants)
            .where(approvedMerchant)
            .orderBy(merchants.id)
            .offset(offset)
            .limit(limit)
        ).map((m) => ({ path: `/gutscheincode/${encodeURIComponent(m.slug!)}`, lastmod: m.updatedAt, priority: SITEMAP_PRIORITY.coupons })),
    },
    {
      count: async () => (sectionEnabled("contests") ? countOf(db.select({ n: sql<number>`count(*)::int` }).from(contests).where(publicContest)) : 0),
      rows: async (offset, limit) =>
        (
          await db
            .select({ slug: contests.slug, updatedAt: contests.updatedAt })
            .from(contests)
            .where(publicContest)
            .orderBy(contests.id)
            .offset(offset)
            .limit(limit)
        ).map((c) => ({ path: contestPath(c), lastmod: c.updatedAt, priority: SITEMAP_PRIORITY.contest })),
    },
    {
      count: () => countOf(db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(PROFILE_NAME_SQL)),
      rows: async (offset, limit) =>
        (
          await db
            .select({ id: profiles.id, username: profiles.username, updatedAt: profiles.updatedAt })
            .from(profiles)
            .where(PROFILE_NAME_SQL)
            .orderBy(profiles.id)
            .offset(offset)
            .limit(limit)
        )
          .filter((p) => sitemapUsername(p.username))
          // The profile link is the one URL a profile answers at (other spellings redirect).
          .map((p) => ({ path: profilePath(p), lastmod: p.updatedAt, priority: SITEMAP_PRIORITY.profile })),
    },
  ];
}

/** How the URLs are split: one urlset (parts = 0) or an index of `parts` files of at most SITEMAP_MAX_URLS each. */
export async function sitemapPlan(max = SITEMAP_MAX_URLS): Promise<{ counts: number[]; total: number; parts: number }> {
  const counts = await Promise.all(sources().map((s) => s.count()));
  const total = counts.reduce((a, b) => a + b, 0);
  return { counts, total, parts: total > max ? Math.ceil(total / max) : 0 };
}

/**
 * The URLs of one part (1-based; 0 = all), read in batches: the global order is the sources'
 * order, and part k holds positions [(k-1)·max, k·max).
 */
export async function* sitemapUrlBatches(plan: { counts: number[] }, part: number, max = SITEMAP_MAX_URLS): AsyncGenerator<SitemapUrl[]> {
  const list = sources();
  const from = part > 0 ? (part - 1) * max : 0;
  const to = part > 0 ? part * max : Infinity;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const n = plan.counts[i]!;
    const lo = Math.max(from, start);
    const hi = Math.min(to, start + n);
    for (let pos = lo; pos < hi; pos += BATCH) yield await list[i]!.rows(pos - start, Math.min(BATCH, hi - pos));
    start += n;
  }
}

/** Every public URL (tests and small tools; the route streams with sitemapUrlBatches). */
export async function sitemapUrls(): Promise<SitemapUrl[]> {
  const plan = await sitemapPlan();
  const out: SitemapUrl[] = [];
  for await (const batch of sitemapUrlBatches(plan, 0)) out.push(...batch);
  return out;
}

/** Images of approved providers and visible articles, with the page they appear on. */
export async function sitemapImages(): Promise<SitemapImage[]> {
  const [providerRows, articleRows] = await Promise.all([
    db
      .select({ id: providers.id, slug: providers.slug, name: providers.name, imageUrls: providers.imageUrls })
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
      .where(and(publicArticle(), isNotNull(blogArticles.featuredImageUrl))),
  ]);
  return [
    ...providerRows.flatMap((p) => p.imageUrls.map((image) => ({ page: providerPath(p), image, title: p.name }))),
    ...articleRows.map((a) => ({ page: articleHref(a), image: a.image!, title: a.title })),
  ];
}
