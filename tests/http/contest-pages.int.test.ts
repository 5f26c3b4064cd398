import { DomUtils, parseDocument } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contestConfig, contests, siteSettings, type NewContest } from "~db/schema";
import { db } from "~/lib/db.server";
import { CONTEST_MESSAGES } from "~/features/contests/schema";
import { invalidateSiteSettings } from "~/features/site/settings.server";
import { createTestCreator, createTestUser } from "../support/factories";
import { signIn, startApp } from "./harness";

/**
 * Issue 25, defects 15 and 19 over HTTP against the production bundle: the contest page
 * /contests/{slug} (server-rendered head with canonical, og tags, JSON-LD Event and breadcrumb;
 * the 404 page for hidden and unknown slugs; participation from the page; the card's link; the
 * sitemap) and the dashboard's text for each case of the contest permission.
 */
const ORIGIN = "http://localhost:3000"; // BASE_URL of tests/setup/env.ts
const PASSWORD = "Test-Passwort-2026!";
const DAY = 86_400_000;
let app: Awaited<ReturnType<typeof startApp>>;
const cookies: Record<"creator" | "flagOnly" | "plain" | "admin", string> = { creator: "", flagOnly: "", plain: "", admin: "" };

async function contest(values: Partial<NewContest> & { title: string; slug: string }) {
  const [c] = await db
    .insert(contests)
    .values({
      description: "Wir verlosen ein Paket mit Zubehör unter allen Teilnehmenden.",
      termsAndConditions: "Teilnahme ab 18 Jahren, eine Teilnahme pro Person.",
      prizeValue: 49.9,
      prizeDescription: "Zubehörpaket",
      status: "active",
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + 20 * DAY),
      ...values,
    })
    .returning();
  return c!;
}

beforeAll(async () => {
  const creator = await createTestCreator({ username: "vera_veranstaltet", email: "vera@example.com", password: PASSWORD });
  await createTestUser({ username: "fritz_freigeschaltet", email: "fritz@example.com", password: PASSWORD, canCreateContests: true });
  await createTestUser({ username: "paula_plain", email: "paula@example.com", password: PASSWORD });
  await createTestUser({ username: "anton_admin", email: "anton@example.com", password: PASSWORD, admin: true });
  await db.insert(contestConfig).values({ pricePerDay: 30, minDays: 1, maxDays: 30, isActive: true });
  await contest({
    title: "Grüne Woche: Vaporizer gewinnen",
    slug: "gruene-woche-vaporizer-gewinnen",
    createdBy: creator.id,
    imageUrl: "/images/demo/contest.svg",
  });
  await contest({
    title: "Beendete Verlosung",
    slug: "beendete-verlosung",
    status: "ended",
    startDate: new Date(Date.now() - 30 * DAY),
    endDate: new Date(Date.now() - 2 * DAY),
  });
  await contest({ title: "Wartet noch", slug: "wartet-noch", status: "pending", createdBy: creator.id });
  await contest({ title: "Abgesagt", slug: "abgesagt", status: "cancelled", createdBy: creator.id });
  await contest({ title: "Nur zwei Plätze", slug: "nur-zwei-plaetze", maxParticipants: 2 });
  app = await startApp();
  cookies.creator = await signIn(app.url, "vera@example.com", PASSWORD);
  cookies.flagOnly = await signIn(app.url, "fritz@example.com", PASSWORD);
  cookies.plain = await signIn(app.url, "paula@example.com", PASSWORD);
  cookies.admin = await signIn(app.url, "anton@example.com", PASSWORD);
});

afterAll(async () => {
  await app?.close();
});

async function page(path: string, cookie?: string) {
  const res = await fetch(`${app.url}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const doc = parseDocument(html);
  const meta = new Map<string, string>();
  for (const el of DomUtils.getElementsByTagName("meta", doc)) {
    const key = el.attribs.name ?? el.attribs.property;
    if (key && !meta.has(key)) meta.set(key, el.attribs.content ?? "");
  }
  const titles = DomUtils.getElementsByTagName("title", doc).map((t) => DomUtils.textContent(t));
  const canonical = DomUtils.getElementsByTagName("link", doc)
    .filter((l) => l.attribs.rel === "canonical")
    .map((l) => l.attribs.href);
  const jsonLd = DomUtils.getElementsByTagName("script", doc)
    .filter((s) => s.attribs.type === "application/ld+json")
    .map((s) => JSON.parse(DomUtils.textContent(s)) as Record<string, unknown>);
  const h1 = DomUtils.getElementsByTagName("h1", doc).map((h) => DomUtils.textContent(h).trim());
  const links = DomUtils.getElementsByTagName("a", doc).map((a) => a.attribs.href ?? "");
  return { status: res.status, html, meta, titles, canonical, jsonLd, h1, links };
}

const participate = (slug: string, cookie: string | null) =>
  fetch(`${app.url}/contests/${slug}.data`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: "intent=participate",
  });

describe("the contest page /contests/{slug}", () => {
  it("is server-rendered with title, description, canonical, og image, JSON-LD Event and breadcrumb", async () => {
    const p = await page("/contests/gruene-woche-vaporizer-gewinnen");
    expect(p.status).toBe(200);
    expect(p.titles).toEqual(["Grüne Woche: Vaporizer gewinnen | Hanfnetz"]);
    expect(p.h1).toContain("Grüne Woche: Vaporizer gewinnen");
    expect(p.meta.get("description")).toBe("Wir verlosen ein Paket mit Zubehör unter allen Teilnehmenden.");
    expect(p.meta.get("og:title")).toBe("Grüne Woche: Vaporizer gewinnen");
    expect(p.meta.get("og:image")).toBe(`${ORIGIN}/images/demo/contest.svg`);
    expect(p.meta.get("robots")).toBe("index,follow");
    expect(p.canonical).toEqual([`${ORIGIN}/contests/gruene-woche-vaporizer-gewinnen`]);
    const event = p.jsonLd.find((l) => l["@type"] === "Event")!;
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      name: "Grüne Woche: Vaporizer gewinnen",
      url: `${ORIGIN}/contests/gruene-woche-vaporizer-gewinnen`,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: `${ORIGIN}/contests/gruene-woche-vaporizer-gewinnen` },
      image: [`${ORIGIN}/images/demo/contest.svg`],
      organizer: { "@type": "Person", name: "vera_veranstaltet", url: `${ORIGIN}/vera-veranstaltet` },
    });
    expect(new Date(event.startDate as string).getTime()).toBeLessThan(Date.now());
    expect(new Date(event.endDate as string).getTime()).toBeGreaterThan(Date.now());
    const crumbs = p.jsonLd.find((l) => l["@type"] === "BreadcrumbList")!.itemListElement as { name: string; item: string }[];
    expect(crumbs.map((c) => [c.name, c.item])).toEqual([
      ["Startseite", `${ORIGIN}/`],
      ["Verlosungen", `${ORIGIN}/contests`],
      ["Grüne Woche: Vaporizer gewinnen", `${ORIGIN}/contests/gruene-woche-vaporizer-gewinnen`],
    ]);
    // Without JavaScript, visitors reach the sign-in page and come back.
    expect(p.links).toContain("/auth?redirectTo=%2Fcontests%2Fgruene-woche-vaporizer-gewinnen");
  });

  it("shows ended contests; hidden ones only to their creator and admins (noindex); unknown slugs get the German 404 page with one title", async () => {
    expect((await page("/contests/beendete-verlosung")).status).toBe(200);
    for (const [slug, cookie] of [
      ["wartet-noch", undefined],
      ["wartet-noch", cookies.plain],
      ["abgesagt", cookies.flagOnly],
      ["gibt-es-nicht", undefined],
      ["Wartet-Noch", undefined],
      ["dashboard-x%2F..", undefined],
    ] as const) {
      const p = await page(`/contests/${slug}`, cookie);
      expect([slug, p.status]).toEqual([slug, 404]);
      expect(p.titles).toEqual(["Seite nicht gefunden | Hanfnetz"]);
      expect(p.html).toContain("Seite nicht gefunden");
      expect(p.meta.get("robots")).toBe("noindex,follow");
      expect(p.jsonLd.some((l) => l["@type"] === "Event")).toBe(false);
    }
    for (const cookie of [cookies.creator, cookies.admin]) {
      const p = await page("/contests/wartet-noch", cookie);
      expect(p.status).toBe(200);
      expect(p.meta.get("robots")).toBe("noindex,nofollow");
    }
    const cancelled = await page("/contests/abgesagt", cookies.admin);
    expect(cancelled.jsonLd.find((l) => l["@type"] === "Event")!.eventStatus).toBe("https://schema.org/EventCancelled");
  });

  it("takes part from the page under the list's rules", async () => {
    expect((await participate("nur-zwei-plaetze", null)).status).toBe(401);
    const first = await participate("nur-zwei-plaetze", cookies.plain);
    expect(first.status).toBe(200);
    const again = await participate("nur-zwei-plaetze", cookies.plain);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(CONTEST_MESSAGES.already);
    expect((await participate("nur-zwei-plaetze", cookies.flagOnly)).status).toBe(200);
    const full = await participate("nur-zwei-plaetze", cookies.creator);
    expect(full.status).toBe(409);
    expect(await full.text()).toContain(CONTEST_MESSAGES.full);
    expect((await participate("beendete-verlosung", cookies.plain)).status).toBe(409);
    expect((await participate("wartet-noch", cookies.plain)).status).toBe(404);
    expect((await participate("gibt-es-nicht", cookies.plain)).status).toBe(404);
    const joined = await page("/contests/nur-zwei-plaetze", cookies.plain);
    expect(joined.html).toContain("Maximale Teilnehmerzahl erreicht");
    expect(joined.html).not.toContain("Jetzt teilnehmen");
  });

  it("is linked from the contest cards and listed in the sitemap (public contests only)", async () => {
    const list = await page("/contests");
    expect(list.links).toEqual(expect.arrayContaining(["/contests/gruene-woche-vaporizer-gewinnen", "/contests/beendete-verlosung"]));
    expect(list.links).not.toContain("/contests/wartet-noch");
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => p.startsWith("/contests/"));
    expect(listed.sort()).toEqual(["/contests/beendete-verlosung", "/contests/gruene-woche-vaporizer-gewinnen", "/contests/nur-zwei-plaetze"]);
  });
});

describe("the dashboard for each case of the contest permission (spec/README.md)", () => {
  it("without the flag: contact the admin team, no purchase; with the flag and no licence: the purchase; with both: the own contests", async () => {
    const plain = await page("/contests/dashboard", cookies.plain);
    expect(plain.html).toContain("Keine Contest-Berechtigung");
    expect(plain.html).toContain(CONTEST_MESSAGES.contactAdmin);
    expect(plain.html).not.toContain("Contest-Berechtigung erwerben");
    expect(plain.html).not.toContain("Jetzt bezahlen");
    // Where to write: the operator's address of the imprint, once an admin has set it.
    expect(plain.html).not.toContain('data-testid="contact-admin"');
    await db.insert(siteSettings).values({ settingKey: "operator_email", settingValue: "team@hanfnetz.example" });
    invalidateSiteSettings();
    const withAddress = await page("/contests/dashboard", cookies.plain);
    expect(withAddress.html).toMatch(/href="mailto:team@hanfnetz\.example\?subject=Contest-Berechtigung"[^>]*data-testid="contact-admin"/);

    const flagOnly = await page("/contests/dashboard", cookies.flagOnly);
    expect(flagOnly.html).toContain(CONTEST_MESSAGES.licenceNeeded);
    expect(flagOnly.html).toContain("Contest-Berechtigung erwerben");
    expect(flagOnly.html).toContain("Jetzt bezahlen");
    expect(flagOnly.html).not.toContain(CONTEST_MESSAGES.contactAdmin);

    const creator = await page("/contests/dashboard", cookies.creator);
    expect(creator.html).toContain("Neues Gewinnspiel");
    expect(creator.html).toContain("Wartet noch");
    expect(creator.html).not.toContain("Contest-Berechtigung erwerben");
    expect(creator.html).not.toContain(CONTEST_MESSAGES.contactAdmin);

    const admin = await page("/contests/dashboard", cookies.admin);
    expect(admin.html).toContain("Neues Gewinnspiel");
  });
});
