import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchants } from "~db/schema";
import { db } from "~/lib/db.server";
import { updateProfile } from "~/features/profiles/profile.server";
import { createTestArticle, createTestProvider, createTestUser } from "../support/factories";
import { signIn, startApp } from "./harness";

/**
 * Issue #8 over real HTTP against the production bundle, as a visitor sees it: no link of the shell
 * and no sitemap URL answers 404 (item 3); a page past the end of the directory (item 4); the B2B
 * category for everyone (item 5); unknown profiles and route words answer 404 (items 2, 8).
 */
let app: Awaited<ReturnType<typeof startApp>>;
let member: string;
const PASSWORD = "Test-Passwort-2026!";

beforeAll(async () => {
  const author = await createTestUser({ username: "lotta_links", email: "lotta@example.com", password: PASSWORD });
  await createTestProvider({ userId: author.id, name: "Linkprüfung Club" });
  await createTestProvider({ name: "Großhandel Nord", category: "b2b_gewerbe", categories: ["b2b_gewerbe"], slug: "grosshandel-nord" });
  await createTestArticle({ authorId: author.id });
  // Coupon pages (issue #12): the approved merchant is linked and listed, the pending one nowhere.
  await db.insert(merchants).values({ name: "Gutscheinladen", nameNormalized: "gutscheinladen", slug: "gutscheinladen", status: "approved" });
  await db.insert(merchants).values({ name: "Wartender Laden", nameNormalized: "wartender laden", slug: "wartender-laden", status: "pending" });
  app = await startApp();
  member = await signIn(app.url, "lotta@example.com", PASSWORD);
});

afterAll(async () => {
  await app?.close();
});

const get = (path: string, cookie?: string) => fetch(`${app.url}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

/** Same-site link targets of a page (href="/..."), without assets and the back-office (built by its own issue). */
function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  return [...new Set(hrefs)].filter((h) => !h.startsWith("//") && !h.startsWith("/admin"));
}

describe("links lead somewhere (issue #8 item 3)", () => {
  it("links nothing in the header, footer and 404 page that answers 404, signed out and signed in", async () => {
    for (const cookie of [undefined, member]) {
      for (const page of ["/", "/gibt/es/nicht"]) {
        const html = await (await get(page, cookie)).text();
        const links = internalLinks(html);
        expect(links).toContain("/blog");
        expect(links).toContain("/gutscheincodes");
        expect(links).toContain("/contests");
        const broken: string[] = [];
        for (const link of links) {
          const res = await get(link, cookie);
          await res.arrayBuffer();
          if (res.status >= 400) broken.push(`${link}: ${res.status}`);
        }
        expect(broken, `links of ${page}`).toEqual([]);
      }
    }
  });

  it("lists no sitemap URL that answers 404 (approved merchant pages at priority 0.7, no pending one)", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(3);
    expect(paths).toContain("/gutscheincodes");
    expect(paths).toContain("/gutscheincode/gutscheinladen");
    expect(paths).not.toContain("/gutscheincode/wartender-laden");
    expect(xml).toMatch(/<loc>[^<]*\/gutscheincode\/gutscheinladen<\/loc>(?:(?!<\/url>)[\s\S])*<priority>0\.7<\/priority>/);
    const broken: string[] = [];
    for (const path of paths) {
      const res = await get(path);
      await res.arrayBuffer();
      if (res.status >= 400) broken.push(`${path}: ${res.status}`);
    }
    expect(broken).toEqual([]);
  });
});

describe("not found (issue #8 items 2 and 8)", () => {
  it("shows the profile card 'Profil nicht gefunden' with status 404 for an unknown profile id or name", async () => {
    for (const path of ["/profile/00000000-0000-4000-8000-000000000000", "/niemand_bekannt"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toMatch(/<h1[^>]*>Profil nicht gefunden<\/h1>/);
      expect(html).toContain("Zurück");
      expect(html).toContain('href="/"');
      expect(html).toContain("<title>Profil nicht gefunden");
    }
  });

  it("sends exactly one <title> on the not-found pages of articles and providers (issue #25 defect 8)", async () => {
    const pages: [string, string][] = [
      ["/blog/lotta_links/gibt-es-nicht", "Seite nicht gefunden"],
      ["/blog/gibt-es-nicht", "Seite nicht gefunden"],
      ["/empfehlung/gibt-es-nicht", "Anbieter nicht gefunden"],
    ];
    for (const [path, title] of pages) {
      for (const cookie of [undefined, member]) {
        const res = await get(path, cookie);
        expect(res.status, path).toBe(404);
        const html = await res.text();
        const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
        expect(titles, path).toHaveLength(1);
        expect(titles[0], path).toMatch(new RegExp(`^${title} \\| `));
        expect(html.match(/<meta name="robots"[^>]*>/g), path).toEqual(['<meta name="robots" content="noindex,follow"/>']);
      }
    }
  });

  it("never shows a profile at a reserved word without a page (/hilfe, /support)", async () => {
    const res = await get("/hilfe");
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/<h1[^>]*>Seite nicht gefunden<\/h1>/);
  });
});

describe("renamed members (issue #25 defect 10)", () => {
  it("answers the old profile and article addresses with 301 to the new ones; a member who takes the old name gets it", async () => {
    const renamed = await createTestUser({ username: "Alter_Name" });
    const article = await createTestArticle({ authorId: renamed.id, slug: "umzug" });
    await updateProfile(renamed, renamed.id, { username: "Neuer Name" });
    const moved: [string, string][] = [
      ["/alter-name", "/neuer-name"],
      ["/Alter_Name?tab=reviews", "/neuer-name?tab=reviews"],
      ["/profile/alter-name", "/neuer-name"],
      [`/profile/${renamed.id}`, "/neuer-name"],
      [`/blog/alter-name/${article.slug}`, `/blog/neuer-name/${article.slug}`],
      [`/blog/Alter_Name/${article.slug}?x=1`, `/blog/neuer-name/${article.slug}?x=1`],
    ];
    for (const [from, to] of moved) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
    expect((await get("/neuer-name")).status).toBe(200);
    expect((await get(`/blog/neuer-name/${article.slug}`)).status).toBe(200);
    expect((await get("/blog/alter-name/gibt-es-nicht")).status).toBe(404);

    // A new member called 'Alter Name' gets the profile address; the old article links still move.
    const successor = await createTestUser({ username: "Alter Name" });
    await updateProfile(successor, successor.id, { username: "alter_name" });
    const profile = await get("/alter-name");
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain("alter_name");
    const old = await get(`/blog/alter-name/${article.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/blog/neuer-name/${article.slug}`);
  });
});

describe("directory (issue #8 items 4 and 5)", () => {
  it("answers more pages than the limit with a German 404 page: the real count and a link back to page 1", async () => {
    const res = await get("/?seite=999");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("2 Anbieter gefunden");
    expect(html).toContain("Seite 999 gibt es nicht");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>(?:(?!<\/a>).)*Zur ersten Seite/s);
    const filtered = await (await get("/?kategorie=b2b_gewerbe&seite=7")).text();
    expect(filtered).toContain("1 Anbieter gefunden");
    expect(filtered).toContain('href="/?kategorie=b2b_gewerbe"');
  });

  it("renders pages 1 to ?seite= on the server and treats bad values as page 1 (issue #25)", async () => {
    // pages 1 to 3 in one document: every card of the list, and no 'Mehr laden' at the end
    const three = await get("/?seite=3");
    expect(three.status).toBe(200);
    const html = await three.text();
    expect(html).toContain('id="treffer-1"');
    expect(html).toContain('id="treffer-2"');
    expect(html).not.toContain("Mehr laden");
    for (const bad of ["abc", "-1", "0", "1e3", "2.5", "99999999999"]) {
      const res = await get(`/?seite=${bad}`);
      expect(res.status, bad).toBe(200);
      expect(await res.text(), bad).toContain('id="treffer-1"');
    }
    // A NUL byte is refused for every address, in German (app/lib/request.server.ts).
    expect((await get("/?seite=%00")).status).toBe(400);
  });

  it("shows the B2B category to visitors and filters by it", async () => {
    const home = await (await get("/")).text();
    expect(home).toContain('href="/?kategorie=b2b_gewerbe"');
    const b2b = await (await get("/?kategorie=b2b_gewerbe")).text();
    expect(b2b).toContain("Großhandel Nord");
    expect(b2b).not.toContain("Linkprüfung Club");
  });
});

describe("ad slots (issue #8 item 11)", () => {
  it("takes no room on /myblog without an active banner", async () => {
    const res = await get("/myblog", member);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('aria-label="Anzeige"');
    expect(html).not.toContain("data-ad-slot");
    expect(html).not.toContain("lg:grid-cols-[1fr_300px]");
  });
});
