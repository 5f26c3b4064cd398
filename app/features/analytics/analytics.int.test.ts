import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analyticsPageViews, blogArticleViews, couponDailyStats, couponStats, profileViews, providerAnalytics } from "~db/schema";
import { createTestArticle, createTestCoupon, createTestMerchant, createTestProvider, createTestUser } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { referrerCategory } from "./constants";
import { exportAnalyticsCsv } from "./csv.server";
import { analyticsDashboard, analyticsLiveState, invalidateAnalytics } from "./dashboard.server";
import { percent as share } from "./figures";
import { rollupPageViews, rolledThrough } from "./rollup.server";

/** 13:00 German time on Tuesday 10 March 2026 (CET, UTC+1): the 7-day range is 04.03.–10.03. */
const NOW = new Date("2026-03-10T12:00:00Z");
const SELF = "http://localhost:3000"; // BASE_URL of the tests: navigation inside the site

type View = { visitor: string; at: string; path: string; referrer?: string | null; mobile?: boolean; returning?: boolean };
async function views(rows: View[]) {
  await db.insert(analyticsPageViews).values(
    rows.map((r) => ({
      visitorId: r.visitor,
      pagePath: r.path,
      referrer: r.referrer ?? null,
      isMobile: r.mobile ?? false,
      isReturningVisitor: r.returning ?? false,
      createdAt: new Date(r.at),
    })),
  );
}

/** The fixture set: four visitors with known figures (see the expectations below). */
const FIXTURE: View[] = [
  // A, desktop: a session 08:00–08:25 (3 views, 1500 s), after a 65-minute gap a second one, and one two days earlier.
  { visitor: "visitor-a", at: "2026-03-10T08:00:00Z", path: "/", referrer: "https://www.google.com/search" },
  { visitor: "visitor-a", at: "2026-03-10T08:10:00Z", path: "/blog", referrer: `${SELF}/` },
  { visitor: "visitor-a", at: "2026-03-10T08:25:00Z", path: "/blog/x", referrer: `${SELF}/blog` },
  { visitor: "visitor-a", at: "2026-03-10T09:30:00Z", path: "/" },
  { visitor: "visitor-a", at: "2026-03-08T10:00:00Z", path: "/", referrer: "https://l.facebook.com/" },
  // B, mobile, marked returning by the browser: one session of 50 minutes (gaps of 20 and exactly 30 minutes).
  { visitor: "visitor-b", at: "2026-03-09T20:00:00Z", path: "/empfehlung/x", referrer: "https://mail.google.com/mail/u/0/", mobile: true, returning: true },
  { visitor: "visitor-b", at: "2026-03-09T20:20:00Z", path: "/", referrer: `${SELF}/empfehlung/x`, mobile: true, returning: true },
  { visitor: "visitor-b", at: "2026-03-09T20:50:00Z", path: "/", referrer: `${SELF}/`, mobile: true, returning: true },
  // C: one view (bounce) from another site.
  { visitor: "visitor-c", at: "2026-03-05T07:00:00Z", path: "/gutscheincodes", referrer: "https://example.org/liste" },
  // D: 23:59 German time on 03.03. (outside 7 days, inside 30) and 00:00 on 04.03. (the first instant of the 7 days).
  { visitor: "visitor-d", at: "2026-03-03T22:59:00Z", path: "/alt" },
  { visitor: "visitor-d", at: "2026-03-03T23:00:00Z", path: "/grenze" },
  // Far outside every range.
  { visitor: "visitor-e", at: "2025-11-01T10:00:00Z", path: "/uralt" },
];

let admin: Viewer;
let member: Viewer;

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  member = await createTestUser();
  await views(FIXTURE);
});

async function fresh(days: 7 | 30 | 90, now = NOW) {
  invalidateAnalytics(admin);
  return analyticsDashboard(admin, { days, now });
}

function expectSevenDays(d: Awaited<ReturnType<typeof fresh>>) {
  expect(d.period).toEqual({ days: 7, from: "2026-03-04", today: "2026-03-10" });
  expect(d.summary).toEqual({ views: 10, visitors: 4, returningVisitors: 2, bouncedVisitors: 2, sessions: 6, sessionSeconds: 4500, mobileViews: 3 });
  expect(d.daily).toEqual([
    { day: "2026-03-04", views: 1, visitors: 1 },
    { day: "2026-03-05", views: 1, visitors: 1 },
    { day: "2026-03-06", views: 0, visitors: 0 },
    { day: "2026-03-07", views: 0, visitors: 0 },
    { day: "2026-03-08", views: 1, visitors: 1 },
    { day: "2026-03-09", views: 3, visitors: 1 },
    { day: "2026-03-10", views: 4, visitors: 1 },
  ]);
  expect(d.pages).toEqual([
    { path: "/", views: 5 },
    { path: "/blog", views: 1 },
    { path: "/blog/x", views: 1 },
    { path: "/empfehlung/x", views: 1 },
    { path: "/grenze", views: 1 },
    { path: "/gutscheincodes", views: 1 },
  ]);
  expect(d.referrers).toEqual([
    { host: "example.org", category: "other", views: 1 },
    { host: "google.com", category: "search", views: 1 },
    { host: "l.facebook.com", category: "social", views: 1 },
    { host: "mail.google.com", category: "email", views: 1 },
  ]);
  expect(d.categories).toEqual([
    { category: "search", views: 1 },
    { category: "social", views: 1 },
    { category: "email", views: 1 },
    { category: "direct", views: 2 },
    { category: "other", views: 1 },
  ]);
}

describe("traffic figures from a known fixture set", () => {
  it("counts views, unique visitors, returning share, bounce, 30-minute sessions, devices, top pages, referrers and every day", async () => {
    const d = await fresh(7);
    expectSevenDays(d);
    expect(share(d.summary.returningVisitors, d.summary.visitors)).toBe(50);
    expect(share(d.summary.mobileViews, d.summary.views)).toBe(30);
    expect(d.summary.sessionSeconds / d.summary.sessions).toBe(750);
    expect(d.latestViewAt).toBe("2026-03-10T09:30:00.000Z");
  });

  it("range boundaries: the 30 days take the view at 23:59 before the 7 days, and D becomes a returning visitor", async () => {
    const d = await fresh(30);
    expect(d.period.from).toBe("2026-02-09");
    expect(d.daily).toHaveLength(30);
    expect(d.daily.filter((r) => r.views === 0)).toHaveLength(24);
    expect(d.summary).toEqual({ views: 11, visitors: 4, returningVisitors: 3, bouncedVisitors: 1, sessions: 7, sessionSeconds: 4500, mobileViews: 3 });
    const ninety = await fresh(90);
    expect(ninety.daily).toHaveLength(90);
    expect(ninety.summary.views).toBe(11);
  });

  it("an empty range has zeros, every day with 0 and no invented figures", async () => {
    const d = await fresh(7, new Date("2027-06-01T12:00:00Z"));
    expect(d.summary).toEqual({ views: 0, visitors: 0, returningVisitors: 0, bouncedVisitors: 0, sessions: 0, sessionSeconds: 0, mobileViews: 0 });
    expect(d.daily.map((r) => r.views)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(d.pages).toEqual([]);
    expect(share(0, 0)).toBeNull();
  });

  it("the daily rollup gives the same figures, also once raw rows of rolled days are gone", async () => {
    expect(await rolledThrough()).toBeNull();
    expect(await rollupPageViews(NOW)).toEqual({ from: "2025-11-01", through: "2026-03-09" });
    expect(await rolledThrough()).toBe("2026-03-09");
    expect(await rollupPageViews(NOW)).toBeNull();
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from analytics_daily_visitors where day = '2026-03-09'`);
    expect(Number(rows.rows[0]!.n)).toBe(1);
    expectSevenDays(await fresh(7));
    // Raw rows of rolled days deleted (as the retention job would): the figures stay.
    await db.execute(sql`delete from analytics_page_views where created_at < '2026-03-09T23:00:00Z'`);
    expectSevenDays(await fresh(7));
    expect((await fresh(30)).summary.views).toBe(11);
  });
});

describe("caching", () => {
  it("keeps figures for 2 minutes per range and day; 'Aktualisieren' and a new day load them again", async () => {
    const before = await fresh(7);
    await views([{ visitor: "visitor-new", at: "2026-03-10T11:00:00Z", path: "/neu" }]);
    const cached = await analyticsDashboard(admin, { days: 7, now: NOW });
    expect(cached.summary.views).toBe(before.summary.views);
    expect(cached.computedAt).toBe(before.computedAt);
    invalidateAnalytics(admin);
    const after = await analyticsDashboard(admin, { days: 7, now: NOW });
    expect(after.summary.views).toBe(before.summary.views + 1);
    expect(after.summary.visitors).toBe(before.summary.visitors + 1);
    // The next day is another cache key: computed at once.
    await views([{ visitor: "visitor-new", at: "2026-03-11T08:00:00Z", path: "/neu" }]);
    const nextDay = await analyticsDashboard(admin, { days: 7, now: new Date("2026-03-11T09:00:00Z") });
    expect(nextDay.period.today).toBe("2026-03-11");
    expect(nextDay.daily.at(-1)).toEqual({ day: "2026-03-11", views: 1, visitors: 1 });
    expect((await analyticsLiveState(admin)).latestViewAt).toBe("2026-03-11T08:00:00.000Z");
  });
});

describe("content figures", () => {
  it("ranks providers, articles and profiles of the range, splits contact clicks and lists the coupon reveals of the range with links", async () => {
    const provider = await createTestProvider({ name: "Grüner Hof", slug: "gruener-hof" });
    await db.insert(providerAnalytics).values([
      { providerId: provider.id, eventType: "view", createdAt: new Date("2026-03-10T10:00:00Z") },
      { providerId: provider.id, eventType: "view", createdAt: new Date("2026-03-09T10:00:00Z") },
      { providerId: provider.id, eventType: "detail_click", createdAt: new Date("2026-03-09T10:01:00Z") },
      { providerId: provider.id, eventType: "detail_click", detail: "website", createdAt: new Date("2026-03-09T10:02:00Z") },
      { providerId: provider.id, eventType: "detail_click", detail: "website", createdAt: new Date("2026-03-10T10:02:00Z") },
      { providerId: provider.id, eventType: "detail_click", detail: "phone", createdAt: new Date("2026-03-10T10:03:00Z") },
      { providerId: provider.id, eventType: "detail_click", detail: "email", createdAt: new Date("2026-03-10T10:04:00Z") },
      { providerId: provider.id, eventType: "view", createdAt: new Date("2026-01-01T10:00:00Z") },
      { providerId: provider.id, eventType: "detail_click", detail: "phone", createdAt: new Date("2026-01-01T10:03:00Z") },
    ]);
    const author = await createTestUser({ username: "Autorin Änne" });
    const article = await createTestArticle({ authorId: author.id, title: "Hanf im Garten", slug: "hanf-im-garten" });
    await db.insert(blogArticleViews).values([
      { articleId: article.id, visitorKey: "a", viewDate: "2026-03-10" },
      { articleId: article.id, visitorKey: "b", viewDate: "2026-03-04" },
      { articleId: article.id, visitorKey: "c", viewDate: "2026-03-03" },
    ]);
    await db.insert(profileViews).values([{ profileUserId: author.id, visitorKey: "x", viewDate: "2026-03-08" }]);
    const merchant = await createTestMerchant({ name: "Samenshop", slug: "samenshop" });
    const coupon = await createTestCoupon({ merchantId: merchant.id, code: "HANF10", title: "10 % auf alles" });
    // The running counters (which an admin may reset) are not the range's figures: the dated days are.
    await db.update(couponStats).set({ views: 700, clicks: 300 }).where(eq(couponStats.couponId, coupon.id));
    await db.insert(couponDailyStats).values([
      { couponId: coupon.id, day: "2026-03-09", views: 5, reveals: 2 },
      { couponId: coupon.id, day: "2026-03-10", views: 2, reveals: 1 },
      { couponId: coupon.id, day: "2026-01-01", views: 90, reveals: 40 },
    ]);
    const c = (await fresh(7)).content;
    const counts = { views: 2, detailClicks: 1, websiteClicks: 2, phoneClicks: 1, emailClicks: 1, shares: 0 };
    expect(c.providers).toEqual([{ id: provider.id, name: "Grüner Hof", href: "/empfehlung/gruener-hof", ...counts }]);
    expect(c.providerTotals).toEqual(counts);
    expect(c.articles).toEqual([{ id: article.id, title: "Hanf im Garten", href: "/blog/autorin-aenne/hanf-im-garten", views: 2 }]);
    expect(c.profiles).toEqual([{ id: author.id, title: "Autorin Änne", href: "/autorin-aenne", views: 1 }]);
    expect(c.coupons).toEqual([{ id: coupon.id, title: "10 % auf alles", merchant: "Samenshop", href: "/gutscheincode/samenshop", views: 7, reveals: 3 }]);
    expect(c.ads.totals).toEqual({ impressions: 0, clicks: 0, dismissals: 0, ctr: 0 });
  });
});

describe("referrer categories", () => {
  it("sorts hosts by keywords: e-mail before search, then social, else other; no referrer is direct", () => {
    expect(referrerCategory("")).toBe("direct");
    expect(referrerCategory("www.google.de")).toBe("search");
    expect(referrerCategory("duckduckgo.com")).toBe("search");
    expect(referrerCategory("mail.google.com")).toBe("email");
    expect(referrerCategory("web.de")).toBe("email");
    expect(referrerCategory("t.co")).toBe("social");
    expect(referrerCategory("m.facebook.com")).toBe("social");
    expect(referrerCategory("hanfverband.de")).toBe("other");
  });
});

describe("permissions and CSV", () => {
  it("refuses non-admins on the server", async () => {
    expect(await statusOf(analyticsDashboard(member, { days: 7 }))).toBe(403);
    expect(await statusOf(analyticsDashboard(null, { days: 7 }))).toBe(401);
    expect(await statusOf(exportAnalyticsCsv(member, "seiten", 7))).toBe(403);
    expect(await statusOf(analyticsLiveState(member))).toBe(403);
    expect(() => invalidateAnalytics(member)).toThrow();
  });

  it("escapes separators, quotes and formulas in CSV cells", async () => {
    await views([
      { visitor: "csv-1", at: "2026-03-10T11:30:00Z", path: '/a;b"c' },
      { visitor: "csv-1", at: "2026-03-10T11:31:00Z", path: "=HYPERLINK(1)" },
    ]);
    invalidateAnalytics(admin);
    const csv = await exportAnalyticsCsv(admin, "seiten", 7, NOW);
    expect(csv.filename).toBe("analytics-seiten-7-tage-2026-03-10.csv");
    expect(csv.body.startsWith("\uFEFFSeite;Aufrufe;Anteil (%)\r\n")).toBe(true);
    expect(csv.body).toContain('"/a;b""c";1;');
    expect(csv.body).toContain('"\'=HYPERLINK(1)";1;');
    const daily = await exportAnalyticsCsv(admin, "taeglich", 7, NOW);
    expect(daily.body).toContain("06.03.2026;0;0\r\n");
    const summary = await exportAnalyticsCsv(admin, "uebersicht", 7, NOW);
    expect(summary.body).toContain("Zeitraum;04.03.2026 – 10.03.2026");
  });
});
