import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { siteSettings } from "~db/schema";
import { db } from "~/lib/db.server";
import { sitemapXml } from "~/features/seo/sitemap-file.server";
import { createTestArticle, createTestProvider, createTestUser } from "../support/factories";
import { approveProviderThroughApi, signIn, startApp } from "./harness";

/**
 * Issue #16 over HTTP against the production bundle: every sitemap validates against the
 * sitemaps.org XSD (vendored in tests/schemas), a newly approved provider is listed at once, the
 * index form above the limit, RSS 2.0 rules, the IndexNow key file, homepage SEO and the imprint
 * data saved by an admin, the favicon from the settings.
 */
const ORIGIN = "http://localhost:3000";
const PASSWORD = "Test-Passwort-2026!";
const xsd = (name: string) => ({ fileName: name, contents: fs.readFileSync(path.resolve("tests/schemas", name), "utf8") });
let app: Awaited<ReturnType<typeof startApp>>;
let adminCookie = "";

async function assertValid(xml: string, schema: "sitemap.xsd" | "siteindex.xsd" | "sitemap-with-images.xsd") {
  const preload = schema === "sitemap-with-images.xsd" ? [xsd("sitemap.xsd"), xsd("sitemap-image.xsd")] : [];
  const result = await validateXML({ xml: [{ fileName: "doc.xml", contents: xml }], schema: [xsd(schema)], preload });
  expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

beforeAll(async () => {
  const admin = await createTestUser({ admin: true, email: "seo-admin@example.com", password: PASSWORD, username: "seo_admin" });
  const author = await createTestUser({ username: "sitemap_autorin" });
  await createTestProvider({ slug: "sitemap-club", userId: author.id, imageUrls: ["/images/demo/breeder.svg"] });
  await createTestArticle({ authorId: author.id, slug: "sitemap-artikel", title: "Sitemap & <Feeds>" });
  void admin;
  app = await startApp();
  adminCookie = await signIn(app.url, "seo-admin@example.com", PASSWORD);
});

afterAll(async () => {
  await app?.close();
});

describe("sitemaps", () => {
  it("validates against the sitemaps.org XSD and lists a provider as soon as an admin approves it", async () => {
    const pending = await createTestProvider({ slug: `neu-freigegeben-${Date.now()}`, name: "Neu Freigegeben", status: "pending" });
    const before = await (await fetch(`${app.url}/sitemap.xml`)).text();
    await assertValid(before, "sitemap.xsd");
    expect(locs(before)).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/blog`, `${ORIGIN}/empfehlung/sitemap-club`, `${ORIGIN}/blog/sitemap-autorin/sitemap-artikel`]),
    );
    expect(before).not.toContain(pending.slug);
    expect(before).toMatch(/<url><loc>http:\/\/localhost:3000\/<\/loc><priority>1\.0<\/priority><\/url>/);
    expect(before).toMatch(/sitemap-club<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><priority>0\.9<\/priority>/);
    expect((await approveProviderThroughApi(app.url, adminCookie, pending)).status).toBe(200);
    const after = await (await fetch(`${app.url}/sitemap.xml`)).text();
    await assertValid(after, "sitemap.xsd");
    expect(after).toContain(`/empfehlung/${pending.slug}</loc>`);
  });

  it("answers compressed when asked, plain otherwise; an unknown part is a 404", async () => {
    const res = await fetch(`${app.url}/sitemap.xml`);
    expect(res.headers.get("content-type")).toContain("application/xml");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toContain("max-age=600");
    expect((await fetch(`${app.url}/sitemap.xml?teil=5`)).status).toBe(404);
    // Without Accept-Encoding: the plain XML, decompressed on the fly.
    const plain = await new Promise<{ encoding?: string; body: string }>((resolve, reject) => {
      http
        .get(`${app.url}/sitemap.xml`, { headers: { "accept-encoding": "identity" } }, (r) => {
          let body = "";
          r.setEncoding("utf8");
          r.on("data", (c: string) => (body += c));
          r.on("end", () => resolve({ encoding: r.headers["content-encoding"], body }));
        })
        .on("error", reject);
    });
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    await assertValid(plain.body, "sitemap.xsd");
  });

  it("the XSD check really refuses a broken sitemap (priority above 1.0, relative loc)", async () => {
    const bad =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>/x</loc><priority>1.5</priority></url></urlset>';
    const result = await validateXML({ xml: [{ fileName: "bad.xml", contents: bad }], schema: [xsd("sitemap.xsd")] });
    expect(result.valid).toBe(false);
  });

  it("becomes an index of parts above the limit; index and parts validate and together hold every URL", async () => {
    const collect = async (part: number, max?: number) => {
      let xml = "";
      for await (const piece of sitemapXml(part, max)) xml += piece;
      return xml;
    };
    const single = await collect(0);
    const index = await collect(0, 3);
    await assertValid(index, "siteindex.xsd");
    const parts = locs(index);
    expect(parts[0]).toBe(`${ORIGIN}/sitemap.xml?teil=1`);
    const all: string[] = [];
    for (let i = 1; i <= parts.length; i++) {
      const xml = await collect(i, 3);
      await assertValid(xml, "sitemap.xsd");
      expect(locs(xml).length).toBeLessThanOrEqual(3);
      all.push(...locs(xml));
    }
    // A part left empty by the reserved-name filter lists home again (a urlset needs one URL).
    expect([...new Set(all)]).toEqual(locs(single));
  });

  it("the image sitemap validates against the sitemaps.org XSD with Google's image extension, with absolute URLs", async () => {
    const xml = await (await fetch(`${app.url}/sitemap-image.xml`)).text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain("<image:image>");
    await assertValid(xml, "sitemap-with-images.xsd");
    for (const loc of locs(xml)) expect(loc.startsWith(ORIGIN)).toBe(true);
  });

  it("the RSS feed follows RSS 2.0: channel title, link, description; items with title, link, guid and RFC 822 dates", async () => {
    const xml = await (await fetch(`${app.url}/rss.xml`)).text();
    const channel = /<channel>([\s\S]*?)<item>/.exec(xml)?.[1] ?? "";
    for (const tag of ["title", "link", "description"]) expect(channel).toMatch(new RegExp(`<${tag}>[^<]+</${tag}>`));
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items.length).toBeGreaterThan(0);
    const rfc822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
    for (const item of items) {
      expect(item).toMatch(/<title>[^<]+<\/title>/);
      expect(item).toMatch(/<link>https?:\/\/[^<]+<\/link>/);
      expect(item).toMatch(/<guid[^>]*>[^<]+<\/guid>/);
      expect(/<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1]).toMatch(rfc822);
    }
    expect(xml).toContain("Sitemap &amp; &lt;Feeds&gt;");
    expect(/<lastBuildDate>([^<]+)<\/lastBuildDate>/.exec(xml)?.[1]).toMatch(rfc822);
  });
});

describe("IndexNow key file", () => {
  it("answers only for the configured key", async () => {
    expect((await fetch(`${app.url}/abcdef123456.txt`)).status).toBe(404);
    await db
      .insert(siteSettings)
      .values({ settingKey: "indexnow_key", settingValue: "http-key-0815" })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: "http-key-0815" } });
    const res = await fetch(`${app.url}/http-key-0815.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await res.text()).toBe("http-key-0815");
    expect((await fetch(`${app.url}/http-key-0816.txt`)).status).toBe(404);
  });
});

describe("what admins save shows on the public pages", () => {
  const post = (path: string, body: Record<string, string>) =>
    fetch(`${app.url}${path}`, {
      method: "POST",
      headers: { cookie: adminCookie, "content-type": "application/x-www-form-urlencoded", origin: app.url },
      body: new URLSearchParams(body),
    });

  it("home uses the saved homepage SEO for title, description and og/twitter tags", async () => {
    const res = await post("/admin/seo", {
      intent: "save",
      title: "Hanfnetz HTTP-Titel",
      description: "Eine Beschreibung aus dem Test.",
      ogTitle: "OG aus dem Test",
      ogDescription: "OG-Beschreibung",
      ogImage: "/images/og-test.png",
      twitterTitle: "Tw aus dem Test",
      keywords: "hanf, test",
    });
    expect(res.status).toBe(200);
    const html = await (await fetch(`${app.url}/`)).text();
    expect(html).toContain("<title>Hanfnetz HTTP-Titel</title>");
    expect(html).toContain('<meta property="og:title" content="OG aus dem Test"/>');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/images/og-test.png"/>`);
    expect(html).toContain('<meta name="twitter:title" content="Tw aus dem Test"/>');
    expect(html).toContain('<meta name="keywords" content="hanf, test"/>');
  });

  it("the imprint shows the operator data an admin saved; until then a note instead of sample data", async () => {
    const before = await (await fetch(`${app.url}/imprint`)).text();
    expect(before).not.toContain("Musterstraße");
    expect(before).toContain("Die Angaben zum Betreiber werden gerade ergänzt.");
    const res = await post("/admin/site-settings", {
      intent: "operator",
      name: "Grünes Netz GmbH",
      street: "Hanfallee 12",
      postalCodeAndCity: "50667 Köln",
      country: "Deutschland",
      email: "impressum@gruenes-netz.example",
      phone: "+49 221 123456",
      representative: "Geschäftsführerin Jana Beispiel",
      registerCourt: "Amtsgericht Köln",
      registerNumber: "HRB 12345",
      vatId: "DE123456789",
      responsible: "Jana Beispiel",
    });
    expect(res.status).toBe(200);
    const html = await (await fetch(`${app.url}/imprint`)).text();
    for (const text of [
      "Grünes Netz GmbH",
      "Hanfallee 12",
      "50667 Köln",
      "impressum@gruenes-netz.example",
      "HRB 12345",
      "DE123456789",
      "Jana Beispiel",
      "tel:+49221123456",
    ])
      expect(html).toContain(text);
    expect(html).not.toContain("gerade ergänzt");
  });

  it("the page head uses the favicon of the settings", async () => {
    expect((await post("/admin/site-settings", { intent: "setting", key: "favicon_url", value: "/media/site-assets/test.png" })).status).toBe(200);
    const html = await (await fetch(`${app.url}/blog`)).text();
    expect(html).toContain('<link rel="icon" href="/media/site-assets/test.png"/>');
    await post("/admin/site-settings", { intent: "setting", key: "favicon_url", value: "/favicon.svg" });
  });
});
