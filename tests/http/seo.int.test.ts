import { parseDocument } from "htmlparser2";
import { DomUtils } from "htmlparser2";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestArticle, createTestProvider, createTestUser } from "../support/factories";
import { startApp } from "./harness";

/**
 * What search engines and link previews read, over HTTP against the production bundle: every
 * public page has a title, a description and its canonical URL; structured data, og:image and
 * twitter:image link absolutely from BASE_URL; a profile answers at one URL; robots.txt and
 * favicon.ico are served.
 */
const ORIGIN = "http://localhost:3000"; // BASE_URL of tests/setup/env.ts
let app: Awaited<ReturnType<typeof startApp>>;
let articlePath = "";
let providerPath = "";
let profileId = "";

beforeAll(async () => {
  const lena = await createTestUser({ username: "lena_gruen" });
  profileId = lena.id;
  await createTestUser({ username: null });
  const provider = await createTestProvider({
    slug: "gruene-oase",
    imageUrl: "/media/provider-images/x/1.webp",
    imageUrls: ["/media/provider-images/x/1.webp"],
  });
  providerPath = `/empfehlung/${provider.slug}`;
  await createTestArticle({ authorId: lena.id, slug: "terpene", title: "Terpene verstehen", featuredImageUrl: "/images/demo/blog-anbau.svg" });
  app = await startApp();
  const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
  articlePath = new URL(/<loc>([^<]*\/terpene)<\/loc>/.exec(sitemap)![1]!).pathname;
});

afterAll(async () => {
  await app?.close();
});

type Head = { status: number; location: string | null; title: string; meta: Map<string, string>; canonical: string[]; jsonLd: Record<string, unknown>[] };

async function head(path: string): Promise<Head> {
  const res = await fetch(`${app.url}${path}`, { redirect: "manual" });
  const doc = parseDocument(await res.text());
  const meta = new Map<string, string>();
  for (const el of DomUtils.getElementsByTagName("meta", doc)) {
    const key = el.attribs.name ?? el.attribs.property;
    if (key && !meta.has(key)) meta.set(key, el.attribs.content ?? "");
  }
  const canonical = DomUtils.getElementsByTagName("link", doc)
    .filter((l) => l.attribs.rel === "canonical")
    .map((l) => l.attribs.href ?? "");
  const jsonLd = DomUtils.getElementsByTagName("script", doc)
    .filter((s) => s.attribs.type === "application/ld+json")
    .map((s) => JSON.parse(DomUtils.textContent(s)) as Record<string, unknown>);
  const title = DomUtils.textContent(DomUtils.getElementsByTagName("title", doc)[0] ?? []);
  return { status: res.status, location: res.headers.get("location"), title, meta, canonical, jsonLd };
}

const ofType = (h: Head, type: string) => h.jsonLd.find((l) => l["@type"] === type) as Record<string, unknown> | undefined;

describe("page heads", () => {
  it("every page of the sitemap, the sign-in pages and /profile have a title, a description and their canonical URL", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(listed).toEqual(expect.arrayContaining(["/", "/blog", providerPath, articlePath, "/lena-gruen"]));
    const problems: string[] = [];
    for (const path of [...listed, "/auth", "/forgot-password", "/profile", "/privacy", "/terms", "/imprint"]) {
      const h = await head(path);
      if (h.status !== 200) problems.push(`${path}: status ${h.status}`);
      if (!h.title.trim()) problems.push(`${path}: no title`);
      if (!h.meta.get("description")?.trim()) problems.push(`${path}: no description`);
      if (h.canonical.length !== 1 || h.canonical[0] !== `${ORIGIN}${path}`) problems.push(`${path}: canonical ${JSON.stringify(h.canonical)}`);
    }
    expect(problems).toEqual([]);
  });

  it("the reset page (reached only with a token) still has a description", async () => {
    const h = await head("/reset-password");
    expect(h.meta.get("description")).toBeTruthy();
    expect(h.canonical).toEqual([]);
  });

  it("an article's JSON-LD names the publisher with an absolute logo that is a real 512 px PNG", async () => {
    const h = await head(articlePath);
    const article = ofType(h, "Article")!;
    expect(article.publisher).toEqual({
      "@type": "Organization",
      name: "Hanfnetz",
      url: `${ORIGIN}/`,
      logo: { "@type": "ImageObject", url: `${ORIGIN}/images/logo.png`, width: 512, height: 512 },
    });
    expect(article.image).toBe(`${ORIGIN}/images/demo/blog-anbau.svg`);
    const logo = await fetch(`${app.url}/images/logo.png`);
    expect(logo.headers.get("content-type")).toBe("image/png");
    const info = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
    expect([info.format, info.width, info.height]).toEqual(["png", 512, 512]);
  });

  it("breadcrumb items, og:image and twitter:image are absolute URLs", async () => {
    for (const path of [articlePath, providerPath]) {
      const h = await head(path);
      const crumbs = ofType(h, "BreadcrumbList")!.itemListElement as { item: string }[];
      expect(crumbs.length, path).toBeGreaterThan(1);
      for (const c of crumbs) expect(c.item, path).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(crumbs.at(-1)!.item).toBe(`${ORIGIN}${path}`);
    }
    const article = await head(articlePath);
    expect(article.meta.get("og:image")).toBe(`${ORIGIN}/images/demo/blog-anbau.svg`);
    expect(article.meta.get("twitter:image")).toBe(`${ORIGIN}/images/demo/blog-anbau.svg`);
    const provider = await head(providerPath);
    expect(provider.meta.get("og:image")).toBe(`${ORIGIN}/media/provider-images/x/1.webp`);
    expect(provider.meta.get("twitter:image")).toBe(`${ORIGIN}/media/provider-images/x/1.webp`);
  });

  it("home declares its canonical URL, filters in their normal order", async () => {
    expect((await head("/")).canonical).toEqual([`${ORIGIN}/`]);
    expect((await head("/?stadt=Berlin&kategorie=hotels")).canonical).toEqual([`${ORIGIN}/?kategorie=hotels&stadt=Berlin`]);
  });
});

describe("one URL per profile", () => {
  it("other spellings of the name and /profile/{id} move permanently to the profile link", async () => {
    for (const alias of ["/lena_gruen", "/Lena-Gruen", "/LENA_GRUEN", `/profile/${profileId}`]) {
      const h = await head(alias);
      expect([alias, h.status, h.location]).toEqual([alias, 301, "/lena-gruen"]);
    }
    const h = await head("/lena_gruen?tab=reviews");
    expect(h.location).toBe("/lena-gruen?tab=reviews");
    const canonical = await head("/lena-gruen");
    expect(canonical.status).toBe(200);
    expect(canonical.canonical).toEqual([`${ORIGIN}/lena-gruen`]);
  });
});

describe("robots.txt and favicon.ico", () => {
  it("robots.txt keeps private paths out and names both sitemaps absolutely", async () => {
    const res = await fetch(`${app.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const p of ["/account", "/admin", "/api/", "/auth/", "/profile$", "/myblog", "/favorites"]) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap-image.xml`);
  });

  it("robots.txt lets crawlers index /auth (spec 1 section 2) but not the callback, and the page says index,follow", async () => {
    const rules = (await (await fetch(`${app.url}/robots.txt`)).text())
      .split("\n")
      .filter((l) => l.startsWith("Disallow: "))
      .map((l) => l.slice("Disallow: ".length));
    // Google's matching: a rule is a path prefix; "$" anchors the end.
    const disallowed = (path: string) => rules.some((r) => (r.endsWith("$") ? path === r.slice(0, -1) : path.startsWith(r)));
    expect(disallowed("/auth")).toBe(false);
    expect(disallowed("/auth?tab=signup")).toBe(false);
    for (const path of ["/auth/callback", "/auth/callback?type=recovery", "/forgot-password", "/reset-password", "/admin", "/profile"])
      expect(disallowed(path), path).toBe(true);
    const res = await fetch(`${app.url}/auth`);
    expect(res.headers.get("x-robots-tag")).toBeNull();
    const h = await head("/auth");
    expect(h.meta.get("robots")).toBe("index,follow");
    expect(h.canonical).toEqual([`${ORIGIN}/auth`]);
  });

  it("favicon.ico is an icon file with 16, 32 and 48 px images", async () => {
    const res = await fetch(`${app.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/x-icon");
    const ico = Buffer.from(await res.arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      const info = await sharp(png).metadata();
      expect(info.width).toBe(ico.readUInt8(entry));
      sizes.push(info.width!);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});
