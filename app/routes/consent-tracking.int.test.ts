import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsPageViews, blogArticles } from "~db/schema";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { dailyVisitorKey } from "~/lib/visitor.server";
import { createTestArticle, createTestUser } from "../../tests/support/factories";
import { action as articleViewAction } from "./api.blog.views";
import { action as pageViewAction } from "./api.page-views";

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
type Result = { data: { ok: boolean; recorded?: boolean; counted?: boolean }; init: { status?: number; headers?: HeadersInit } | null };
const data = (r: unknown) => (r as Result).data;
const setCookieOf = (r: unknown) => new Headers((r as Result).init?.headers).get("set-cookie");

const CONSENT_ANALYTICS = "hn_consent=v1.100.2026-11-23";
const CONSENT_NECESSARY = "hn_consent=v1.000.2026-11-23";

function pageView(opts: { ip?: string; cookie?: string; ua?: string; body?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "user-agent": opts.ua ?? UA, [CLIENT_IP_HEADER]: opts.ip ?? "10.9.0.1" };
  if (opts.cookie) headers.cookie = opts.cookie;
  const body = new URLSearchParams({
    visitorId: "3f1c2a9e-1111-4222-8333-444455556666",
    path: "/blog?token=geheim",
    title: "Blog | Hanfnetz",
    referrer: "https://www.example.com/suche?q=hanf",
    screen: "1920x1080",
    viewport: "1280x900",
    mobile: "0",
    returning: "1",
    ...opts.body,
  });
  return pageViewAction(args(new Request("http://localhost/api/page-views", { method: "POST", body, headers })));
}

const countViews = async () => (await db.select().from(analyticsPageViews)).length;

describe("page views (issue #13): only with analytics consent, never for admins or bots", () => {
  it("stores nothing without consent or with only necessary cookies, and answers as tracking only", async () => {
    const before = await countViews();
    const none = await pageView();
    expect(data(none)).toMatchObject({ ok: true, recorded: false });
    expect(new Headers((none as Result).init?.headers).get("X-Tracking-Only")).toBe("1");
    expect(data(await pageView({ cookie: CONSENT_NECESSARY }))).toMatchObject({ recorded: false });
    expect(await countViews()).toBe(before);
  });

  it("stores a page view with analytics consent: path without query, referrer without query, no IP address", async () => {
    const result = await pageView({ cookie: `hn_age=1; ${CONSENT_ANALYTICS}`, ip: "10.9.0.2" });
    expect(data(result)).toMatchObject({ recorded: true });
    expect(setCookieOf(result)).toBeNull();
    const [row] = await db.select().from(analyticsPageViews).where(eq(analyticsPageViews.visitorId, "3f1c2a9e-1111-4222-8333-444455556666"));
    expect(row).toMatchObject({
      pagePath: "/blog",
      pageTitle: "Blog | Hanfnetz",
      referrer: "https://www.example.com/suche",
      screenResolution: "1920x1080",
      viewportSize: "1280x900",
      isMobile: false,
      isReturningVisitor: true,
      userAgent: UA,
    });
    expect(Object.keys(row!)).not.toContain("ipAddress");
  });

  it("never records bots or admins", async () => {
    const before = await countViews();
    expect(data(await pageView({ cookie: CONSENT_ANALYTICS, ua: "Googlebot/2.1 (+http://www.google.com/bot.html)" }))).toMatchObject({ recorded: false });
    const admin = await createTestUser({ admin: true });
    const { recordPageView } = await import("~/features/consent/page-views.server");
    const input = { visitorId: "admin-visitor-1", path: "/admin", mobile: false, returning: false };
    expect(await recordPageView(admin, input, { cookieHeader: CONSENT_ANALYTICS, ip: "10.9.0.3", userAgent: UA, isBot: false })).toBe(false);
    expect(await countViews()).toBe(before);
  });

  it("refuses bad input with a German 400", async () => {
    const result = await pageView({ cookie: CONSENT_ANALYTICS, body: { path: "javascript:alert(1)" } });
    expect((result as Result).init?.status).toBe(400);
    expect(data(result).ok).toBe(false);
  });
});

describe("article views without a tracking cookie (issue #13)", () => {
  it("de-duplicates by a daily salted hash of address and browser, sets no cookie", async () => {
    const author = await createTestUser({ username: "hashautor" });
    const article = await createTestArticle({ authorId: author.id });
    const view = (ip: string) =>
      articleViewAction(
        args(
          new Request("http://localhost/api/blog/views", {
            method: "POST",
            body: new URLSearchParams({ slug: article.slug, username: "hashautor" }),
            headers: { "user-agent": UA, [CLIENT_IP_HEADER]: ip },
          }),
        ),
      );
    const first = await view("10.8.0.1");
    expect(data(first).counted).toBe(true);
    expect(setCookieOf(first)).toBeNull();
    expect(data(await view("10.8.0.1")).counted).toBe(false);
    expect(data(await view("10.8.0.2")).counted).toBe(true);
    const [row] = await db.select({ viewCount: blogArticles.viewCount }).from(blogArticles).where(eq(blogArticles.id, article.id));
    expect(row!.viewCount).toBe(2);
  });

  it("the key changes every day and holds neither the address nor the browser", () => {
    const req = new Request("http://localhost/", { headers: { "user-agent": UA, [CLIENT_IP_HEADER]: "10.8.0.9" } });
    const today = dailyVisitorKey(req, new Date("2026-11-23T10:00:00Z"));
    expect(dailyVisitorKey(req, new Date("2026-11-23T23:00:00Z"))).toBe(today);
    expect(dailyVisitorKey(req, new Date("2026-11-24T00:30:00Z"))).not.toBe(today);
    expect(today).not.toContain("10.8.0.9");
    expect(today).toMatch(/^a:[0-9a-f]{40}$/);
  });
});
