import { verifyPassword } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~db/types";
import { db, openPglite, runMigrations } from "~/lib/db.server";
import * as s from "~db/schema";
import { providerSearchCondition } from "~db/search";
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_USERS, isSeeded, seed } from "~db/seed";
import { usernameRefusal } from "~/features/profiles/username";

async function one<T = Record<string, unknown>>(database: Database, query: ReturnType<typeof sql>) {
  const res = await database.execute<Record<string, unknown>>(query);
  return res.rows[0] as T;
}

/** A checksum over the seeded content (ids, slugs, ratings, reviews, articles). */
async function checksum(database: Database) {
  const row = await one<{ providers: string; reviews: string; articles: string; users: string }>(
    database,
    sql`select
      (select md5(string_agg(concat_ws('|', id, slug, average_rating, review_count, extract(epoch from created_at)::bigint), ',' order by slug)) from providers) as providers,
      (select md5(string_agg(concat_ws('|', id, provider_id, user_id, rating, title, content, status, helpful_count), ',' order by id)) from reviews) as reviews,
      (select md5(string_agg(concat_ws('|', id, author_id, slug, md5(content), extract(epoch from publish_date)::bigint), ',' order by id)) from blog_articles) as articles,
      (select md5(string_agg(concat_ws('|', id, email), ',' order by email)) from "user") as users`,
  );
  return row;
}

let summary: Awaited<ReturnType<typeof seed>>;

beforeAll(async () => {
  expect(await isSeeded(db)).toBe(false);
  // How long the seed takes is a benchmark figure, not a test: on a loaded CI machine it varies 3x.
  summary = await seed(db);
});

describe("demo seed", () => {
  it("creates the expected amounts", async () => {
    const c = await one<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from providers where status = 'approved') as approved,
        (select count(*)::int from providers where status = 'pending') as pending,
        (select count(*)::int from providers where status = 'rejected') as rejected,
        (select count(distinct category)::int from providers where status = 'approved') as categories,
        (select count(distinct country_code)::int from providers where status = 'approved') as countries,
        (select count(*)::int from reviews where status = 'published') as published_reviews,
        (select count(*)::int from reviews where status = 'hidden') as hidden_reviews,
        (select count(*)::int from "user") as users,
        (select count(*)::int from profiles) as profiles,
        (select count(*)::int from account where provider_id = 'credential') as accounts,
        (select count(*)::int from countries) as country_rows,
        (select count(*)::int from blog_articles where status = 'published' and publish_date <= now()) as articles,
        (select count(*)::int from blog_articles where status = 'draft') as drafts,
        (select count(*)::int from blog_articles where status = 'scheduled' and publish_date > now()) as scheduled,
        (select count(*)::int from blog_articles where featured_by_admin and status = 'published') as admin_featured,
        (select count(*)::int from blog_categories) as blog_categories,
        (select count(*)::int from blog_tags) as blog_tags,
        (select count(*)::int from merchants where status = 'approved') as merchants,
        (select count(*)::int from merchants where status = 'pending') as pending_merchants,
        (select count(*)::int from coupons) as coupons,
        (select count(*)::int from coupon_stats) as coupon_stats,
        (select count(*)::int from coupons where status = 'approved' and valid_until < now()) as expired_coupons,
        (select count(*)::int from coupons where status = 'pending') as pending_coupons,
        (select count(*)::int from contests) as contests,
        (select count(*)::int from contest_config where is_active) as configs,
        (select count(*)::int from favorites) as favorites,
        (select count(*)::int from author_follows) as follows,
        (select count(*)::int from review_helpful_votes) as votes,
        (select count(*)::int from ads_placements where placement_key in ('homepage_grid', 'myblog_sidebar')) as placements,
        (select count(*)::int from ads_banners where is_active) as banners,
        (select count(*)::int from homepage_seo) as seo,
        (select count(*)::int from site_settings) as settings`,
    );
    expect(c.approved).toBeGreaterThanOrEqual(55);
    expect(c.pending).toBeGreaterThanOrEqual(4);
    expect(c.rejected).toBeGreaterThanOrEqual(2);
    expect(c.categories).toBe(14);
    expect(c.countries).toBeGreaterThanOrEqual(6);
    expect(c.published_reviews).toBeGreaterThanOrEqual(180);
    expect(c.published_reviews).toBeLessThanOrEqual(240);
    expect(c.hidden_reviews).toBeGreaterThan(0);
    expect(c.users).toBe(13);
    expect(c.profiles).toBe(13);
    expect(c.accounts).toBe(13);
    expect(c.country_rows).toBe(12);
    expect(c.articles).toBeGreaterThanOrEqual(20);
    expect(c.drafts).toBe(2);
    expect(c.scheduled).toBe(1);
    expect(c.admin_featured).toBeGreaterThanOrEqual(2);
    expect(c.admin_featured).toBeLessThanOrEqual(3);
    expect(c.blog_categories).toBe(6);
    expect(c.blog_tags).toBe(15);
    expect(c.merchants).toBe(6);
    expect(c.pending_merchants).toBe(1);
    expect(c.coupons).toBeGreaterThanOrEqual(15);
    expect(c.coupon_stats).toBe(c.coupons);
    expect(c.expired_coupons).toBeGreaterThanOrEqual(1);
    expect(c.pending_coupons).toBeGreaterThanOrEqual(1);
    expect(c.contests).toBe(5); // 4 + the one awaiting approval (db/seed/contests.ts seedContestAwaitingApproval)
    expect(c.configs).toBe(1);
    expect(c.favorites).toBeGreaterThan(20);
    expect(c.follows).toBeGreaterThan(10);
    expect(c.votes).toBeGreaterThan(50);
    expect(c.placements).toBe(2);
    expect(c.banners).toBeGreaterThanOrEqual(2);
    expect(c.seo).toBe(1);
    expect(c.settings).toBe(5); // 4 + ranking_prior_mean (db/seed/ranking.ts)
    expect(summary.providers).toBe(c.approved + c.pending + c.rejected);
  });

  it("gives the providers of Germany, Austria and Switzerland coordinates (decision 0028)", async () => {
    const geo = await one<{ dach: number; located: number; elsewhere: number }>(
      db,
      sql`
      select count(*) filter (where country_code in ('DE','AT','CH') and city is not null)::int as dach,
        count(*) filter (where latitude is not null and coordinates_source = 'dataset')::int as located,
        count(*) filter (where country_code not in ('DE','AT','CH') and latitude is not null)::int as elsewhere
      from providers`,
    );
    expect(geo.located).toBe(geo.dach);
    expect(geo.located).toBe(summary.providersWithCoordinates);
    expect(geo.elsewhere).toBe(0);
  });

  it("creates the admin with role and the demo users with profiles", async () => {
    const rows = await db
      .select({ email: s.user.email, username: s.profiles.username, verified: s.user.emailVerified, role: s.userRoles.role })
      .from(s.user)
      .innerJoin(s.profiles, eq(s.profiles.id, s.user.id))
      .leftJoin(s.userRoles, eq(s.userRoles.userId, s.user.id));
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    // Issue #8 item 2: no demo account uses a reserved or staff-imitating name ('admin' was one).
    for (const acc of DEMO_ACCOUNTS) expect(usernameRefusal(acc.username), acc.username).toBeNull();
    for (const acc of DEMO_ACCOUNTS) {
      const row = rows.find((r) => r.email === acc.email);
      expect(row, acc.email).toBeDefined();
      expect(row!.username).toBe(acc.username);
      expect(row!.verified).toBe(true);
      expect(row!.role).toBe(acc.role === "admin" ? "admin" : null);
    }
    const flags = await db
      .select({ username: s.profiles.username })
      .from(s.profiles)
      .where(and(eq(s.profiles.canCreateContests, true), sql`${s.profiles.username} <> ${DEMO_ADMIN.username}`));
    expect(flags.length).toBeGreaterThanOrEqual(1);
  });

  it("hashes the demo passwords so that they verify", async () => {
    const rows = await db
      .select({ email: s.user.email, hash: s.account.password, accountId: s.account.accountId, id: s.user.id })
      .from(s.account)
      .innerJoin(s.user, eq(s.user.id, s.account.userId));
    const admin = rows.find((r) => r.email === DEMO_ADMIN.email)!;
    expect(admin.accountId).toBe(admin.id);
    expect(await verifyPassword({ hash: admin.hash!, password: DEMO_ADMIN.password })).toBe(true);
    expect(await verifyPassword({ hash: admin.hash!, password: DEMO_USERS[0].password })).toBe(false);
    const lena = rows.find((r) => r.email === DEMO_USERS[0].email)!;
    expect(await verifyPassword({ hash: lena.hash!, password: DEMO_USERS[0].password })).toBe(true);
  });

  it("keeps average_rating and review_count equal to the published reviews", async () => {
    const mismatches = await db.execute(sql`
      select p.slug, p.average_rating, p.review_count, agg.avg, agg.n
      from providers p
      left join lateral (
        select round(avg(r.rating)::numeric, 2) as avg, count(*)::int as n
        from reviews r where r.provider_id = p.id and r.status = 'published'
      ) agg on true
      where p.review_count <> agg.n or p.average_rating <> coalesce(agg.avg, 0)`);
    expect(mismatches.rows).toEqual([]);
    const helpful = await db.execute(sql`
      select r.id from reviews r
      where r.helpful_count <> (select count(*) from review_helpful_votes v where v.review_id = r.id)`);
    expect(helpful.rows).toEqual([]);
  });

  it("computes user_activities with the documented formula", async () => {
    const wrong = await db.execute(sql`
      select a.user_id from user_activities a
      cross join lateral (select
        (select count(*) from providers p where p.user_id = a.user_id and p.status = 'approved') as e,
        (select count(*) from reviews r where r.user_id = a.user_id and r.status = 'published') as r,
        (select count(*) from blog_articles b where b.author_id = a.user_id and b.status = 'published') as b,
        (select count(*) from review_helpful_votes v join reviews r on r.id = v.review_id
          where r.user_id = a.user_id and r.status = 'published') as h) x
      where a.entries_created <> x.e or a.reviews_written <> x.r or a.articles_published <> x.b
        or a.helpful_votes_received <> x.h or a.total_activity_score <> 5 * x.e + 2 * x.r + 3 * x.b + x.h`);
    expect(wrong.rows).toEqual([]);
    const spread = await one<{ zero: number; high: number }>(
      db,
      sql`select count(*) filter (where total_activity_score = 0)::int as zero,
                 count(*) filter (where total_activity_score >= 100)::int as high from user_activities`,
    );
    expect(spread.zero).toBeGreaterThanOrEqual(1);
    expect(spread.high).toBeGreaterThanOrEqual(1);
  });

  it("produces valid provider data (descriptions, slugs, local images)", async () => {
    const bad = await db.execute(sql`
      select slug from providers
      where char_length(description) not between 250 and 2000
         or slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'
         or image_url not like '/images/demo/%'
         or image_urls[1] is distinct from image_url
         or not (category = any(categories))`);
    expect(bad.rows).toEqual([]);
    const external = await db.execute(sql`
      select 'article' as kind, featured_image_url as url from blog_articles where featured_image_url !~ '^/'
      union all select 'merchant', logo_url from merchants where logo_url !~ '^/'
      union all select 'banner', image_url from ads_banners where image_url !~ '^/'
      union all select 'contest', image_url from contests where image_url !~ '^/'`);
    expect(external.rows).toEqual([]);
    const munich = await db
      .select({ name: s.providers.name })
      .from(s.providers)
      .where(and(eq(s.providers.status, "approved"), providerSearchCondition("Munchen")));
    expect(munich.length).toBeGreaterThanOrEqual(3);
  });

  it("links articles only to existing providers and records the links", async () => {
    const articles = await db.select({ id: s.blogArticles.id, content: s.blogArticles.content }).from(s.blogArticles);
    const slugs = new Set((await db.select({ slug: s.providers.slug }).from(s.providers)).map((r) => r.slug));
    const links = await db.select().from(s.blogArticleLinks);
    for (const a of articles) {
      for (const m of a.content.matchAll(/href="([^"]+)"/g)) {
        const url = m[1];
        if (url.startsWith("/empfehlung/")) expect(slugs.has(url.slice("/empfehlung/".length)), url).toBe(true);
        expect(
          links.some((l) => l.articleId === a.id && l.linkUrl === url),
          url,
        ).toBe(true);
      }
      expect(a.content).toMatch(/<p>/);
    }
    expect(articles.filter((a) => /<h2>/.test(a.content) && /<ul>/.test(a.content)).length).toBeGreaterThanOrEqual(20);
  });

  it("writes no review text twice and gives every article an excerpt that is not its opening paragraph", async () => {
    const twice = await db.execute(sql`select content, count(*)::int as n from reviews group by content having count(*) > 1`);
    expect(twice.rows).toEqual([]);
    const articles = await db.select({ title: s.blogArticles.title, excerpt: s.blogArticles.excerpt, content: s.blogArticles.content }).from(s.blogArticles);
    for (const a of articles) {
      const first = a.content.match(/<p>(.*?)<\/p>/)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
      expect(a.excerpt, a.title).toBeTruthy();
      expect(first.includes(a.excerpt!), a.title).toBe(false);
    }
  });

  it("is consistent for contests", async () => {
    const wrong = await db.execute(sql`
      select c.title from contests c
      where c.participant_count <> (select count(*) from contest_participations p where p.contest_id = c.id)
         or c.view_count <> (select count(*) from contest_views v where v.contest_id = c.id)`);
    expect(wrong.rows).toEqual([]);
    const statuses = await db.selectDistinct({ status: s.contests.status }).from(s.contests);
    expect(statuses.map((r) => r.status).sort()).toEqual(expect.arrayContaining(["active", "ended", "pending"]));
  });

  it("gives a demo member a social club to keep current and the admin a change request to decide (issue #26)", async () => {
    const owned = await one<{ name: string; admission: string | null; hours: unknown }>(
      db,
      sql`select p.name, p.club_admission as admission, p.opening_hours as hours from providers p join "user" u on u.id = p.user_id
          where u.email = 'max@demo.hanfnetz.de' and p.category = 'cscs_dispensarys' and p.status = 'approved' and p.name = 'Grüner Kreis Berlin e.V.'`,
    );
    expect(owned).toMatchObject({ name: "Grüner Kreis Berlin e.V.", admission: expect.any(String) });
    expect(owned.hours).toBeTruthy();
    const pending = await one<{ n: number }>(db, sql`select count(*)::int as n from provider_change_requests where status = 'pending'`);
    expect(pending.n).toBeGreaterThanOrEqual(1);
  });

  it("does nothing when run again", async () => {
    expect(await isSeeded(db)).toBe(true);
    expect(await seed(db)).toEqual({ skipped: 1 });
    const n = await one<{ n: number }>(db, sql`select count(*)::int as n from "user"`);
    expect(n.n).toBe(13);
  });

  it("is deterministic (two fresh PGlite databases and this one give the same content)", { timeout: 120_000 }, async () => {
    const sums = [];
    for (let i = 0; i < 2; i++) {
      const opened = await openPglite();
      try {
        await runMigrations(opened);
        await seed(opened.db);
        sums.push(await checksum(opened.db));
      } finally {
        await opened.close();
      }
    }
    expect(sums[0]).toEqual(sums[1]);
    expect(await checksum(db)).toEqual(sums[0]);
  });
});
