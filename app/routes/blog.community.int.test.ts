import { describe, expect, it } from "vitest";
import { createTestUser } from "../../tests/support/factories";
import { action as followAction } from "./api.follows";
import { action as viewAction } from "./api.blog.views";
import { action as profileViewAction } from "./api.profile-views";
import { loader as exportLoader } from "./account.export";
import { loader as rssLoader } from "./rss.xml";
import { loader as usernameLoader } from "./username";
import { loader as slugLoader } from "./blog.$slug";
import { loader as articleLoader } from "./blog.$username.$slug";
import { action as myblogAction } from "./myblog";
import { saveArticle } from "~/features/blog/authoring.server";

// Route modules are called directly with the arguments React Router would pass.
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} }) as never;
const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(body), headers });

async function statusOf(result: unknown): Promise<number> {
  if (result instanceof Response) return result.status;
  const r = result as { init?: { status?: number } | null };
  return r?.init?.status ?? 200;
}

async function caught(fn: () => Promise<unknown>): Promise<Response> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
  throw new Error("no response thrown");
}

describe("community resource routes", () => {
  it("refuses anonymous follows (401), data export (401) and /myblog writes (redirect to /auth)", async () => {
    const author = await createTestUser();
    expect(await statusOf(await followAction(args(post("/api/follows", { authorId: author.id, intent: "follow" }))))).toBe(401);
    // An unknown intent is refused, not read as 'toggle' (issue #8 item 10).
    expect(await statusOf(await followAction(args(post("/api/follows", { authorId: author.id, intent: "hacked" }))))).toBe(400);
    expect(await statusOf(await exportLoader(args(new Request("http://localhost/account/export"))))).toBe(401);
    const res = await caught(() => myblogAction(args(post("/myblog", { intent: "save", title: "x", status: "draft" }))));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  });

  it("does not count bots and ignores unknown articles; profile views of bots are not recorded", async () => {
    const author = await createTestUser({ username: "routenautor" });
    const { slug } = await saveArticle(author, { title: "Routen", status: "published", content: "<p>x</p>" });
    const bot = { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" };
    const human = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36" };
    const read = async (r: unknown) => (r as { data: { counted?: boolean; recorded?: boolean } }).data;
    expect((await read(await viewAction(args(post("/api/blog/views", { slug, username: "routenautor" }, bot))))).counted).toBe(false);
    expect((await read(await viewAction(args(post("/api/blog/views", { slug, username: "routenautor" }, human))))).counted).toBe(true);
    expect((await read(await viewAction(args(post("/api/blog/views", { slug: "gibt-es-nicht" }, human))))).counted).toBe(false);
    expect((await read(await profileViewAction(args(post("/api/profile-views", { profileId: author.id }, bot))))).recorded).toBe(false);
    expect((await read(await profileViewAction(args(post("/api/profile-views", { profileId: author.id }, human))))).recorded).toBe(true);
  });

  it("serves a valid RSS 2.0 feed with absolute links of visible articles only", async () => {
    const author = await createTestUser({ username: "feedautor" });
    await saveArticle(author, { title: "Im Feed & <sicher>", status: "published", content: "<p>x</p>" });
    await saveArticle(author, { title: "Nicht im Feed", status: "draft" });
    const res = (await rssLoader(args(new Request("http://localhost/rss.xml")))) as Response;
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>Im Feed &amp; &lt;sicher&gt;</title>");
    expect(xml).toMatch(/<link>https?:\/\/[^<]+\/blog\/feedautor\/im-feed-sicher<\/link>/);
    expect(xml).not.toContain("Nicht im Feed");
  });

  it("redirects unknown usernames to the 404 route, answers unknown article slugs with 404, /blog/{slug} with 301 to the author form", async () => {
    const author = await createTestUser({ username: "umleitung" });
    const { slug, id } = await saveArticle(author, { title: "Umleitung", status: "published", content: "<p>x</p>" });
    await expect(usernameLoader(args(new Request("http://localhost/niemand-xyz"), { username: "niemand-xyz" }))).rejects.toMatchObject({
      status: 404,
      data: { error: "Profil nicht gefunden" },
    });
    const bySlug = await caught(() => slugLoader(args(new Request(`http://localhost/blog/${slug}`), { slug })));
    expect(bySlug.status).toBe(301);
    expect(bySlug.headers.get("location")).toBe(`/blog/umleitung/${slug}`);
    const byId = await caught(() => slugLoader(args(new Request(`http://localhost/blog/${id}`), { slug: id })));
    expect(byId.headers.get("location")).toBe(`/blog/umleitung/${slug}`);
    // An unknown article is a 404 answered in place (the page shows the missing path).
    await expect(slugLoader(args(new Request("http://localhost/blog/nichts"), { slug: "nichts" }))).rejects.toMatchObject({
      status: 404,
      message: "Artikel nicht gefunden",
    });
  });

  it("gives articles of a name with spaces and umlauts the profile's path key; old forms 301 to it (issue #8 item 7)", async () => {
    const author = await createTestUser({ username: "Audit Änne" });
    const { slug } = await saveArticle(author, { title: "Umlaute im Pfad", status: "published", content: "<p>x</p>" });
    const bySlug = await caught(() => slugLoader(args(new Request(`http://localhost/blog/${slug}`), { slug })));
    expect(bySlug.headers.get("location")).toBe(`/blog/audit-aenne/${slug}`);
    const canonical = await articleLoader(args(new Request(`http://localhost/blog/audit-aenne/${slug}`), { username: "audit-aenne", slug }));
    expect((canonical as { article: { href: string } }).article.href).toBe(`/blog/audit-aenne/${slug}`);
    for (const old of ["Audit Änne", "audit-nne", "AUDIT_AENNE"]) {
      const res = await caught(() => articleLoader(args(new Request(`http://localhost/blog/${encodeURIComponent(old)}/${slug}?x=1`), { username: old, slug })));
      expect(res.status, old).toBe(301);
      expect(res.headers.get("location")).toBe(`/blog/audit-aenne/${slug}?x=1`);
    }
    const view = await viewAction(args(post("/api/blog/views", { slug, username: "audit-aenne" })));
    expect(await statusOf(view)).toBe(200);
  });
});
