import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { adminAuditLog, homepageSeo, siteSettings } from "~db/schema";
import { createTestArticle, createTestProvider, createTestUser } from "../../../tests/support/factories";
import { db } from "~/lib/db.server";
import { getHomepageSeo } from "~/features/providers/directory.server";
import { saveOperator, saveSetting, saveSiteBasics } from "~/features/site/admin-settings.server";
import { getSiteSettings } from "~/features/site/settings.server";
import { loadHomepageSeoForm, saveHomepageSeo } from "./homepage-seo.server";
import { indexNowConfig, indexNowKeyFile, submitNewUrls, submitProjectUrls } from "./indexnow.server";
import { listProjectUrls } from "./project-urls.server";

type Received = { method: string; body: unknown };
let stub: http.Server;
let stubUrl = "";
const received: Received[] = [];
let answer = 200;

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ method: req.method ?? "", body: JSON.parse(body || "null") });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((r) => stub.listen(0, "127.0.0.1", r));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/indexnow`;
});
afterAll(() => new Promise<void>((r) => stub.close(() => r())));

describe("homepage SEO", () => {
  it("is refused to anonymous visitors and members by the server", async () => {
    const member = await createTestUser();
    await expect(saveHomepageSeo(null, { title: "x" })).rejects.toMatchObject({ status: 401 });
    await expect(saveHomepageSeo(member, { title: "x" })).rejects.toMatchObject({ status: 403 });
    await expect(loadHomepageSeoForm(member)).rejects.toMatchObject({ status: 403 });
  });

  it("inserts the first row, then updates the newest one; home reads it at once; audited", async () => {
    const admin = await createTestUser({ admin: true });
    await db.delete(homepageSeo);
    expect((await loadHomepageSeoForm(admin)).id).toBeNull();
    const first = await saveHomepageSeo(admin, { title: "Erster Titel", description: "Beschreibung", ogImage: "/images/og.png" });
    const second = await saveHomepageSeo(admin, { title: "Neuer Titel", ogTitle: "OG neu", twitterTitle: "Tw" });
    expect(second.id).toBe(first.id);
    const rows = await db.select().from(homepageSeo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: "Neuer Titel", ogTitle: "OG neu", description: null, updatedBy: admin.id });
    expect((await getHomepageSeo())?.title).toBe("Neuer Titel");
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, first.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["homepage_seo_create", "homepage_seo_update"]);
  });

  it("refuses a title over 60, a description over 160 and a script URL as image with German messages", async () => {
    const admin = await createTestUser({ admin: true });
    await expect(saveHomepageSeo(admin, { title: "x".repeat(61) })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { title: "Der Titel darf höchstens 60 Zeichen haben." },
    });
    await expect(saveHomepageSeo(admin, { description: "x".repeat(161) })).rejects.toMatchObject({ status: 400 });
    await expect(saveHomepageSeo(admin, { ogImage: "javascript:alert(1)" })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { ogImage: "Die OG-Bild-URL muss mit / oder http(s):// beginnen." },
    });
  });
});

describe("site settings", () => {
  it("saves the operator data (imprint), the title and key/value pairs for admins only", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    const operator = {
      name: "Test GmbH",
      street: "Hanfweg 7",
      postalCodeAndCity: "04109 Leipzig",
      email: "info@test.example",
      responsible: "Mia Muster",
      registerNumber: "HRB 4711",
    };
    await expect(saveOperator(member, operator)).rejects.toMatchObject({ status: 403 });
    await expect(saveSetting(null, { key: "x_y", value: "1" })).rejects.toMatchObject({ status: 401 });
    await expect(saveSiteBasics(member, { siteTitle: "Fremd" })).rejects.toMatchObject({ status: 403 });
    await expect(saveOperator(admin, { name: "Nur Name" })).rejects.toMatchObject({ status: 400 });
    expect(await saveOperator(admin, operator)).toEqual({ changed: true });
    expect(await saveOperator(admin, operator)).toEqual({ changed: false });
    expect((await getSiteSettings()).operator).toMatchObject({ ...operator, phone: "", vatId: "" });
    expect(await saveSiteBasics(admin, { siteTitle: "Hanfnetz Test" })).toMatchObject({ changed: true });
    expect(await saveSiteBasics(admin, { siteTitle: "Hanfnetz Test" })).toMatchObject({ changed: false });
    expect((await getSiteSettings()).siteTitle).toBe("Hanfnetz Test");
    await saveSetting(admin, { key: "my_flag", value: "an" });
    await saveSetting(admin, { key: "my_flag", value: "aus" });
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.settingKey, "my_flag"));
    expect(row?.settingValue).toBe("aus");
    await expect(saveSetting(admin, { key: "Böse Taste", value: "1" })).rejects.toMatchObject({ status: 400 });
    await expect(saveSetting(admin, { key: "favicon_url", value: "javascript:alert(1)" })).rejects.toMatchObject({ status: 400 });
    await saveSiteBasics(admin, { siteTitle: "Hanfnetz" });
  });

  it("takes PNG and ICO favicons up to 2 MB and refuses other files with the spec's messages", async () => {
    const admin = await createTestUser({ admin: true });
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: "#166534" } })
      .png()
      .toBuffer();
    const pngResult = await saveSiteBasics(admin, { siteTitle: "Hanfnetz" }, new File([new Uint8Array(png)], "icon.png", { type: "image/png" }));
    expect(pngResult.faviconUrl).toMatch(/^\/media\/site-assets\/[0-9a-f]{32}\.png$/);
    // A minimal ICO: header (1 image) + directory entry + a PNG as the image.
    const header = Buffer.alloc(22);
    header.writeUInt16LE(0, 0);
    header.writeUInt16LE(1, 2);
    header.writeUInt16LE(1, 4);
    header.writeUInt8(32, 6);
    header.writeUInt8(32, 7);
    header.writeUInt32LE(png.length, 14);
    header.writeUInt32LE(22, 18);
    const ico = Buffer.concat([header, png]);
    const icoResult = await saveSiteBasics(admin, { siteTitle: "Hanfnetz" }, new File([new Uint8Array(ico)], "favicon.ico"));
    expect(icoResult.faviconUrl).toMatch(/\.ico$/);
    expect((await getSiteSettings()).faviconUrl).toBe(icoResult.faviconUrl);
    const gif = new File([new Uint8Array(Buffer.from("GIF89a" + "x".repeat(200)))], "a.gif");
    await expect(saveSiteBasics(admin, { siteTitle: "Hanfnetz" }, gif)).rejects.toMatchObject({
      status: 400,
      message: "Nur PNG, JPG oder ICO Dateien sind erlaubt",
    });
    const fakeIco = new File([new Uint8Array(Buffer.from("<svg onload=alert(1)>".padEnd(300)))], "x.ico");
    await expect(saveSiteBasics(admin, { siteTitle: "Hanfnetz" }, fakeIco)).rejects.toMatchObject({ message: "Nur PNG, JPG oder ICO Dateien sind erlaubt" });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png");
    await expect(saveSiteBasics(admin, { siteTitle: "Hanfnetz" }, big)).rejects.toMatchObject({
      status: 400,
      message: "Datei ist zu groß. Maximum 2MB erlaubt.",
    });
  });
});

describe("project URLs and IndexNow", () => {
  it("lists approved providers, published articles and public profiles for admins only", async () => {
    const admin = await createTestUser({ admin: true });
    const author = await createTestUser({ username: "url_autorin" });
    await createTestProvider({ slug: "url-laden" });
    await createTestProvider({ slug: "url-wartet", status: "pending" });
    await createTestArticle({ authorId: author.id, slug: "url-artikel" });
    await createTestArticle({ authorId: author.id, slug: "url-entwurf", status: "draft", publishDate: null });
    await expect(listProjectUrls(author)).rejects.toMatchObject({ status: 403 });
    const urls = await listProjectUrls(admin);
    expect(urls.providers).toContain("http://localhost:3000/empfehlung/url-laden");
    expect(urls.providers.join()).not.toContain("url-wartet");
    expect(urls.articles).toContain("http://localhost:3000/blog/url-autorin/url-artikel");
    expect(urls.articles.join()).not.toContain("url-entwurf");
    expect(urls.profiles).toContain("http://localhost:3000/url_autorin".replace("url_autorin", "url-autorin"));
  });

  it("sends every URL to the configured endpoint with host, key, keyLocation and urlList; serves the key file", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    await db.delete(siteSettings).where(eq(siteSettings.settingKey, "indexnow_key"));
    await expect(submitProjectUrls(admin)).rejects.toMatchObject({ status: 409 });
    expect(await indexNowKeyFile("abcdef123456")).toBeNull();
    await saveSetting(admin, { key: "indexnow_key", value: "hanfnetz-test-key-42" });
    await saveSetting(admin, { key: "indexnow_endpoint", value: stubUrl });
    expect(await indexNowConfig()).toMatchObject({ endpoint: stubUrl, key: "hanfnetz-test-key-42", host: "localhost:3000" });
    expect(await indexNowKeyFile("hanfnetz-test-key-42")).toBe("hanfnetz-test-key-42");
    expect(await indexNowKeyFile("anderer-key-1234")).toBeNull();
    await expect(submitProjectUrls(member)).rejects.toMatchObject({ status: 403 });
    received.length = 0;
    const { urlCount } = await submitProjectUrls(admin);
    expect(received).toHaveLength(1);
    const body = received[0]!.body as { host: string; key: string; keyLocation: string; urlList: string[] };
    expect(received[0]!.method).toBe("POST");
    expect(body.host).toBe("localhost:3000");
    expect(body.key).toBe("hanfnetz-test-key-42");
    expect(body.keyLocation).toBe("http://localhost:3000/hanfnetz-test-key-42.txt");
    expect(body.urlList).toHaveLength(urlCount);
    expect(body.urlList).toContain("http://localhost:3000/empfehlung/url-laden");
    answer = 500;
    await expect(submitProjectUrls(admin)).rejects.toMatchObject({ status: 502, message: "Fehler beim Senden an IndexNow" });
    answer = 200;
  });

  it("the background job sends only providers approved and articles published since its last run", async () => {
    const first = await submitNewUrls(new Date());
    await new Promise((r) => setTimeout(r, 20));
    expect(first).toEqual({ sent: 0 });
    received.length = 0;
    const author = await createTestUser({ username: "neu_autor" });
    await createTestProvider({ slug: "frisch-freigegeben" });
    await createTestArticle({ authorId: author.id, slug: "frisch-erschienen" });
    const second = await submitNewUrls(new Date(Date.now() + 1000));
    expect(second).toEqual({ sent: 2 });
    expect((received[0]!.body as { urlList: string[] }).urlList.sort()).toEqual([
      "http://localhost:3000/blog/neu-autor/frisch-erschienen",
      "http://localhost:3000/empfehlung/frisch-freigegeben",
    ]);
  });
});
