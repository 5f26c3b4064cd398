import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  blogArticles,
  imageCopyrightConfirmations,
  maliciousFileAttempts,
  providerAnalytics,
  providers,
  providerTranslations,
  uploads,
  userActivities,
} from "~db/schema";
import { createTestProvider, createTestUpload, createTestUser } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { HttpError } from "~/lib/errors";
import { recordProviderEvent } from "./analytics.server";
import { loadProviderDetail, similarProviders } from "./detail.server";
import { adminProviderCounts, categoryCounts, directoryCategoryCounts, invalidateDirectoryCache, listCities } from "./directory.server";
import { searchProviders } from "./search.server";
import { submitProvider, uniqueProviderSlug, updateProviderAsAdmin } from "./writes.server";
import { MAX_LOADED_PAGES, parseDirectoryFilters } from "./schema";
import { uploadImage } from "./uploads.server";
import { saveArticle } from "~/features/blog/authoring.server";

const filters = (qs: string) => parseDirectoryFilters(new URLSearchParams(qs));
const DESC = "Ein gemütlicher Ort für alle, die Cannabis-Kultur lieben. ".repeat(6);

const validInput = (over: Record<string, unknown> = {}) => ({
  name: "Grüne Straße Köln",
  description: DESC,
  category: "cscs_dispensarys",
  countryCode: "DE",
  city: "Köln",
  address: "Ehrenstraße 5",
  email: "info@example.com",
  website: "https://example.com",
  phone: "+49 221 123456",
  ...over,
});

beforeAll(async () => {
  await createTestProvider({ name: "Hanfkontor", city: "Hamburg", category: "online_shops", categories: ["online_shops"], slug: "hanfkontor" });
  await createTestProvider({
    name: "Grüne Oase",
    city: "München",
    category: "cscs_dispensarys",
    categories: ["cscs_dispensarys"],
    slug: "gruene-oase",
    verified: true,
  });
  await createTestProvider({
    name: "Kiez Lounge",
    city: "Berlin",
    category: "bars_restaurants",
    categories: ["bars_restaurants", "messen_events"],
    slug: "kiez-lounge",
    averageRating: 4.5,
    reviewCount: 2,
  });
  await createTestProvider({
    name: "Geheim Pending",
    city: "Berlin",
    category: "bars_restaurants",
    categories: ["bars_restaurants"],
    slug: "geheim-pending",
    status: "pending",
  });
  await createTestProvider({ name: "B2B Großhandel", city: "Berlin", category: "b2b_gewerbe", categories: ["b2b_gewerbe"], slug: "b2b-grosshandel" });
  invalidateDirectoryCache();
});

describe("directory search", () => {
  it("lists the distinct cities of approved providers in order, and counts them per category", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    await createTestProvider({ city: `Zweitstadt ${tag}`, categories: ["twitch", "tiktok"], category: "twitch" });
    await createTestProvider({ city: `Erststadt ${tag}`, category: "twitch", categories: [] });
    await createTestProvider({ city: `Erststadt ${tag}`, category: "tiktok", categories: ["tiktok"] });
    await createTestProvider({ city: `Wartestadt ${tag}`, status: "pending" });
    invalidateDirectoryCache();
    const cities = await listCities();
    expect(cities.filter((c) => c.endsWith(tag))).toEqual([`Erststadt ${tag}`, `Zweitstadt ${tag}`]);
    expect([...cities].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(cities);
    expect(cities).not.toContain("");
    // Every category of a provider counts; without categories its main category does.
    const rows = (
      await db.execute<{ c: string; n: number }>(sql`
        select c, count(*)::int as n from providers p
        cross join lateral unnest(case when cardinality(p.categories) > 0 then p.categories else array[p.category] end) c
        where p.status = 'approved' group by c`)
    ).rows;
    const counts = await categoryCounts();
    for (const r of rows) expect(counts.byCategory[r.c as keyof typeof counts.byCategory]).toBe(Number(r.n));
    const [total] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from providers where status = 'approved'`)).rows;
    expect(counts.total).toBe(Number(total!.n));
  });

  it("finds with umlaut variants and typos, ranked, approved only", async () => {
    for (const q of ["Munchen", "Muenchen", "münchen"]) {
      expect((await searchProviders(null, filters(`q=${q}`))).items.map((p) => p.name)).toContain("Grüne Oase");
    }
    expect((await searchProviders(null, filters("q=Hamburgg"))).items.map((p) => p.name)).toEqual(["Hanfkontor"]);
    expect((await searchProviders(null, filters("q=Geheim"))).items).toHaveLength(0);
  });

  it("combines category (also secondary categories and old keys), city, rating and verified filters", async () => {
    expect((await searchProviders(null, filters("kategorie=messen_events"))).items.map((p) => p.name)).toEqual(["Kiez Lounge"]);
    expect((await searchProviders(null, filters("kategorie=restaurants"))).items.map((p) => p.name)).toEqual(["Kiez Lounge"]);
    expect((await searchProviders(null, filters("kategorie=cscs&stadt=munchen"))).items.map((p) => p.name)).toEqual(["Grüne Oase"]);
    expect((await searchProviders(null, filters("bewertung=4"))).items.map((p) => p.name)).toEqual(["Kiez Lounge"]);
    expect((await searchProviders(null, filters("verifiziert=1"))).items.map((p) => p.name)).toEqual(["Grüne Oase"]);
    expect((await searchProviders(null, filters("stadt=Berlin&land=AT"))).items).toHaveLength(0);
  });

  it("filters by the B2B category for everyone; the bar lists it for visitors (issue #8 item 5)", async () => {
    const b2b = await createTestUser({ canCreateB2b: true });
    expect((await searchProviders(b2b, filters("kategorie=b2b_gewerbe"))).items.map((p) => p.name)).toEqual(["B2B Großhandel"]);
    const anonymous = await searchProviders(null, filters("kategorie=b2b_gewerbe"));
    expect(anonymous.items.map((p) => p.name)).toEqual(["B2B Großhandel"]);
    expect(anonymous.total).toBe(1);
    expect((await directoryCategoryCounts()).map((c) => c.key)).toContain("b2b_gewerbe");
  });

  it("keeps the real total on a page past the end (issue #8 item 4)", async () => {
    const all = await searchProviders(null, filters(""));
    const beyond = await searchProviders(null, filters("seite=999"));
    expect(beyond.items).toHaveLength(0);
    expect(beyond.total).toBe(all.total);
    const filtered = await searchProviders(null, filters("kategorie=messen_events&seite=50"));
    expect(filtered.total).toBe(1);
  });

  it("reads pages 1 to ?seite= on the server ('Mehr laden' keeps its pages, issue #25)", async () => {
    for (let i = 0; i < 30; i++) await createTestProvider({ name: `Seitenanbieter ${i}`, city: "Leipzig", slug: `seite-${i}` });
    invalidateDirectoryCache();
    const first = await searchProviders(null, filters("stadt=Leipzig"));
    const two = await searchProviders(null, filters("stadt=Leipzig&seite=2"));
    expect(first.items).toHaveLength(24);
    expect(first.hasMore).toBe(true);
    expect(two.items).toHaveLength(30);
    expect(two.hasMore).toBe(false);
    expect(first.total).toBe(30);
    // The same order: page 2 continues page 1.
    expect(two.items.slice(0, 24).map((p) => p.id)).toEqual(first.items.map((p) => p.id));
    expect(new Set(two.items.map((p) => p.id)).size).toBe(30);
    // Bad values are page 1; more pages than the limit read nothing and keep the count.
    for (const bad of ["abc", "0", "-2", "2.5", "1e3", "99999999999", ""]) {
      expect(filters(`stadt=Leipzig&seite=${bad}`).page, bad).toBe(1);
    }
    const tooFar = await searchProviders(null, filters(`stadt=Leipzig&seite=${MAX_LOADED_PAGES + 1}`));
    expect(tooFar).toMatchObject({ items: [], total: 30, hasMore: false });
    expect((await searchProviders(null, filters(`stadt=Leipzig&seite=${MAX_LOADED_PAGES}`))).items).toHaveLength(30);
  });
});

describe("submitting a provider", () => {
  it("refuses signed-out users (401) and invalid input (400 with German field messages)", async () => {
    expect(await statusOf(submitProvider(null, validInput()))).toBe(401);
    const user = await createTestUser();
    try {
      await submitProvider(user, validInput({ description: "zu kurz", email: "x", website: "example.com", phone: "12", name: " " }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).fieldErrors).toMatchObject({
        name: "Name ist erforderlich",
        description: "Beschreibung muss mindestens 250 Zeichen haben",
        email: "Ungültiges E-Mail-Format",
        website: "Ungültige Website-URL",
        phone: "Ungültiges Telefonnummer-Format",
      });
    }
  });

  it("saves as pending with a unique transliterated slug, invisible to the public", async () => {
    const user = await createTestUser();
    const a = await submitProvider(user, validInput());
    const b = await submitProvider(user, validInput());
    expect(a.slug).toBe("gruene-strasse-koeln");
    expect(b.slug).toBe("gruene-strasse-koeln-2");
    expect(a.status).toBe("pending");
    expect(await statusOf(loadProviderDetail(null, a.slug))).toBe(404);
    expect(await statusOf(loadProviderDetail(await createTestUser(), a.slug))).toBe(404);
    expect((await loadProviderDetail(user, a.slug)).provider?.name).toBe("Grüne Straße Köln");
    expect((await loadProviderDetail(await createTestUser({ admin: true }), a.slug)).provider?.status).toBe("pending");
    expect((await searchProviders(null, filters("q=Grüne Straße"))).items).toHaveLength(0);
    expect(await uniqueProviderSlug("Grüne Straße Köln")).toBe("gruene-strasse-koeln-3");
  });

  it("offers B2B only to admins and can_create_b2b", async () => {
    expect(await statusOf(submitProvider(await createTestUser(), validInput({ category: "b2b_gewerbe" })))).toBe(400);
    expect(await statusOf(submitProvider(await createTestUser({ canCreateB2b: true }), validInput({ category: "b2b_gewerbe" })))).toBe(200);
  });

  it("accepts only own uploaded provider images and claims them", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    const foreign = await createTestUpload({ ownerId: other.id, bucket: "provider-images" });
    const review = await createTestUpload({ ownerId: user.id, bucket: "review-images" });
    const own = await createTestUpload({ ownerId: user.id, bucket: "provider-images" });
    expect(await statusOf(submitProvider(user, validInput({ imageUrls: ["https://evil.example/x.png"] })))).toBe(400);
    expect(await statusOf(submitProvider(user, validInput({ imageUrls: [foreign.url] })))).toBe(400);
    expect(await statusOf(submitProvider(user, validInput({ imageUrls: [review.url] })))).toBe(400);
    expect(await statusOf(submitProvider(user, validInput({ imageUrls: ["/media/provider-images/nicht-registriert.webp"] })))).toBe(400);
    const ok = await submitProvider(user, validInput({ imageUrls: [own.url] }));
    const [row] = await db.select().from(providers).where(eq(providers.id, ok.id));
    expect(row!.imageUrl).toBe(own.url);
    const [upload] = await db.select().from(uploads).where(eq(uploads.key, own.fullKey));
    expect(upload!.referencedAt).not.toBeNull();
  });

  it("applies the form_submission rate limit (10 per 15 minutes)", async () => {
    const user = await createTestUser();
    for (let i = 0; i < 10; i++) await submitProvider(user, validInput({ name: `Limit ${i}` }));
    expect(await statusOf(submitProvider(user, validInput({ name: "Limit 11" })))).toBe(429);
  });
});

describe("provider page", () => {
  it("redirects the id form to the slug form and 404s unknown keys", async () => {
    const p = await createTestProvider({ slug: "per-id" });
    expect((await loadProviderDetail(null, p.id)).redirectTo).toBe("/empfehlung/per-id");
    expect(await statusOf(loadProviderDetail(null, "gibt-es-nicht"))).toBe(404);
    expect(await statusOf(loadProviderDetail(null, "00000000-0000-4000-8000-000000000000"))).toBe(404);
  });

  it("ranks similar providers by category (2) plus city (1)", async () => {
    const base = await createTestProvider({ category: "hotels", categories: ["hotels"], city: "Kassel", slug: "sim-base" });
    const both = await createTestProvider({ category: "hotels", categories: ["hotels"], city: "Kassel", slug: "sim-both" });
    const cat = await createTestProvider({ category: "hotels", categories: ["hotels"], city: "Bonn", slug: "sim-cat" });
    const city = await createTestProvider({ category: "youtube", categories: ["youtube"], city: "Kassel", slug: "sim-city" });
    await createTestProvider({ category: "youtube", categories: ["youtube"], city: "Bonn", slug: "sim-none" });
    const ids = (await similarProviders(base)).map((p) => p.id);
    expect(ids).toEqual([both.id, cat.id, city.id]);
  });

  it("hides the creator of anonymous entries", async () => {
    const owner = await createTestUser({ username: "versteckt" });
    const p = await createTestProvider({ userId: owner.id, isAnonymous: true, slug: "anon-entry" });
    expect((await loadProviderDetail(null, p.slug)).provider?.creator).toBeNull();
    expect((await loadProviderDetail(owner, p.slug)).provider?.creator?.username).toBe("versteckt");
  });
});

describe("admin edit", () => {
  it("refuses non-admins (401/403) and approves for admins, raising the category count", async () => {
    const owner = await createTestUser();
    const sub = await submitProvider(owner, validInput({ name: "Zur Freigabe", category: "telemedicine" }));
    const payload = { ...validInput({ name: "Zur Freigabe", category: "telemedicine" }), status: "approved", verified: true, categories: ["telemedicine"] };
    expect(await statusOf(updateProviderAsAdmin(null, sub.id, payload))).toBe(401);
    expect(await statusOf(updateProviderAsAdmin(owner, sub.id, payload))).toBe(403);
    const before = (await categoryCounts()).byCategory.telemedicine;
    const admin = await createTestUser({ admin: true });
    expect((await adminProviderCounts(admin))!.pending).toBeGreaterThan(0);
    expect(await adminProviderCounts(owner)).toBeNull();
    await updateProviderAsAdmin(admin, sub.id, { ...payload, metaTitle: "x".repeat(61) }).catch((e: HttpError) => {
      expect(e.fieldErrors?.metaTitle).toBe("Meta-Titel darf maximal 60 Zeichen haben");
    });
    const res = await updateProviderAsAdmin(admin, sub.id, payload);
    expect(res.status).toBe("approved");
    expect((await categoryCounts()).byCategory.telemedicine).toBe(before + 1);
    expect((await searchProviders(null, filters("q=Zur Freigabe"))).items.map((p) => p.name)).toContain("Zur Freigabe");
    const [activity] = await db.select().from(userActivities).where(eq(userActivities.userId, owner.id));
    expect(activity!.entriesCreated).toBe(1);
    // The German texts are kept as the "de" translation, updated on every save.
    await updateProviderAsAdmin(admin, sub.id, { ...payload, city: "Leipzig" });
    const translations = await db.select().from(providerTranslations).where(eq(providerTranslations.providerId, sub.id));
    expect(translations).toEqual([expect.objectContaining({ language: "de", name: "Zur Freigabe", city: "Leipzig" })]);
  });
});

describe("analytics and uploads", () => {
  it("records events except for admins and bots", async () => {
    const p = await createTestProvider({ slug: "events" });
    const ua = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36";
    expect(await recordProviderEvent(null, { providerId: p.id, eventType: "view", userAgent: ua })).toBe(true);
    expect(await recordProviderEvent(await createTestUser({ admin: true }), { providerId: p.id, eventType: "share", userAgent: ua })).toBe(false);
    expect(await recordProviderEvent(null, { providerId: p.id, eventType: "view", userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).toBe(false);
    // A detail click names the contact link it followed; a detail on another event is dropped.
    expect(await recordProviderEvent(null, { providerId: p.id, eventType: "detail_click", detail: "phone", userAgent: ua })).toBe(true);
    expect(await recordProviderEvent(null, { providerId: p.id, eventType: "share", detail: "email", userAgent: ua })).toBe(true);
    const rows = await db.select().from(providerAnalytics).where(eq(providerAnalytics.providerId, p.id)).orderBy(providerAnalytics.createdAt);
    expect(rows.map((r) => [r.eventType, r.detail])).toEqual([
      ["view", null],
      ["detail_click", "phone"],
      ["share", null],
    ]);
  });

  it("stores provider images with a copyright confirmation and refuses bad uploads", async () => {
    const user = await createTestUser();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#166534" } })
      .png()
      .toBuffer();
    const file = new File([new Uint8Array(png)], "bild.png", { type: "image/png" });
    expect(await statusOf(uploadImage(null, { file, kind: "provider", copyrightConfirmed: true }, { userAgent: "UA" }))).toBe(401);
    expect(await statusOf(uploadImage(user, { file, kind: "provider", copyrightConfirmed: false }, { userAgent: "UA" }))).toBe(400);
    const fake = new File([new Uint8Array(Buffer.from("<?php echo 1; ?>".repeat(20)))], "x.png", { type: "image/png" });
    expect(await statusOf(uploadImage(user, { file: fake, kind: "provider", copyrightConfirmed: true }, { userAgent: "UA" }))).toBe(400);
    const { url } = await uploadImage(user, { file, kind: "provider", copyrightConfirmed: true }, { userAgent: "TestAgent/1.0" });
    // an opaque key: nothing of the uploader, no time
    expect(url).toMatch(/^\/media\/provider-images\/[0-9a-f]{32}\.webp$/);
    expect(url).not.toContain(user.id);
    const rows = await db.select().from(imageCopyrightConfirmations).where(eq(imageCopyrightConfirmations.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ imageUrl: url, userAgent: "TestAgent/1.0" })]);
    const review = await uploadImage(user, { file, kind: "review", copyrightConfirmed: false }, { userAgent: "UA" });
    expect(review.url).toMatch(/^\/media\/review-images\/[0-9a-f]{32}\.webp$/);
    const registered = await db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(registered.map((u) => u.key).sort()).toEqual([url.slice("/media/".length), review.url.slice("/media/".length)].sort());
    expect(registered.every((u) => u.referencedAt === null && u.contentType === "image/webp" && u.bytes > 0)).toBe(true);
    // the refused fake was recorded as a malicious file attempt
    const attempts = await db.select().from(maliciousFileAttempts).where(eq(maliciousFileAttempts.userId, user.id));
    expect(attempts).toEqual([expect.objectContaining({ fileName: "x.png", reason: "type_mismatch", fileType: "image/png" })]);
  });

  it("stores images for the article text (kind blog) in blog-images with the rights confirmation; the article save marks them used (issue #25 defect 3)", async () => {
    const author = await createTestUser();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#b45309" } })
      .png()
      .toBuffer();
    const file = new File([new Uint8Array(png)], "im-text.png", { type: "image/png" });
    expect(await statusOf(uploadImage(null, { file, kind: "blog", copyrightConfirmed: true }, { userAgent: "UA" }))).toBe(401);
    expect(await statusOf(uploadImage(author, { file, kind: "blog", copyrightConfirmed: false }, { userAgent: "UA" }))).toBe(400);
    const { url } = await uploadImage(author, { file, kind: "blog", copyrightConfirmed: true }, { userAgent: "Editor/1.0" });
    expect(url).toMatch(/^\/media\/blog-images\/[0-9a-f]{32}\.webp$/);
    const confirmations = await db.select().from(imageCopyrightConfirmations).where(eq(imageCopyrightConfirmations.userId, author.id));
    expect(confirmations).toEqual([expect.objectContaining({ imageUrl: url, userAgent: "Editor/1.0" })]);
    const key = url.slice("/media/".length);
    expect((await db.select().from(uploads).where(eq(uploads.key, key)))[0]!.referencedAt).toBeNull();

    const { id } = await saveArticle(author, { title: "Mit Bild im Text", status: "published", content: `<p>Vorher</p><p><img src="${url}" alt="Blüte"></p>` });
    const [article] = await db.select().from(blogArticles).where(eq(blogArticles.id, id));
    expect(article!.content).toBe(`<p>Vorher</p><p><img src="${url}" alt="Blüte"></p>`);
    expect((await db.select().from(uploads).where(eq(uploads.key, key)))[0]!.referencedAt).not.toBeNull();
  });
});
