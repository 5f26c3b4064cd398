import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminAuditLog, adsAnalytics, adsBanners, adsCampaigns, adsPlacements, maliciousFileAttempts } from "~db/schema";
import { createTestUser } from "../../../tests/support/factories";
import { refusalOf, statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { deleteBanner, listBanners, listCampaigns, listPlacements, saveBanner, saveCampaign, setPlacementActive, uploadBannerImage } from "./admin.server";
import { bannerCandidates, chooseBanner, recordAdEvent } from "./public.server";
import { ADS_MESSAGES } from "./schema";
import { adStats } from "./stats.server";

const DAY = 24 * 60 * 60_000;
const ua = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0";
let n = 0;

async function placement(overrides: Partial<typeof adsPlacements.$inferInsert> = {}) {
  const [p] = await db
    .insert(adsPlacements)
    .values({ name: `Platz ${++n}`, placementKey: `slot_${n}_${Date.now()}`, ...overrides })
    .returning();
  return p!;
}
async function campaign(overrides: Partial<typeof adsCampaigns.$inferInsert> = {}) {
  const [c] = await db
    .insert(adsCampaigns)
    .values({ name: `Kampagne ${++n}`, startDate: new Date(Date.now() - 10 * DAY), ...overrides })
    .returning();
  return c!;
}
async function banner(placementId: string, campaignId: string, overrides: Partial<typeof adsBanners.$inferInsert> = {}) {
  const [b] = await db
    .insert(adsBanners)
    .values({ name: `Banner ${++n}`, placementId, campaignId, imageUrl: `/images/banner-${n}.webp`, startDate: new Date(Date.now() - 5 * DAY), ...overrides })
    .returning();
  return b!;
}

const bannerForm = (campaignId: string, placementId: string, extra: Record<string, unknown> = {}) => ({
  name: "Herbst",
  campaignId,
  placementId,
  imageUrl: "/images/herbst.webp",
  altText: "Herbstaktion",
  linkUrl: "https://example.org/herbst",
  clickTarget: "_self",
  priority: "5",
  weight: "3",
  startDate: "01.01.2026",
  endDate: "",
  isActive: true,
  ...extra,
});

describe("banner choice", () => {
  it("offers only active banners of an active placement and campaign whose dates include now", async () => {
    const p = await placement();
    const c = await campaign();
    const shown = await banner(p.id, c.id);
    await banner(p.id, c.id, { isActive: false });
    await banner(p.id, c.id, { startDate: new Date(Date.now() + DAY) });
    await banner(p.id, c.id, { startDate: new Date(Date.now() - 5 * DAY), endDate: new Date(Date.now() - DAY) });
    const ended = await campaign({ endDate: new Date(Date.now() - DAY) });
    await banner(p.id, ended.id);
    const inactive = await campaign({ isActive: false });
    await banner(p.id, inactive.id);
    await banner(p.id, c.id, { imageUrl: "https://tracker.example/x.png" });
    expect((await bannerCandidates(p.placementKey)).map((b) => b.id)).toEqual([shown.id]);

    await setPlacementActive(await createTestUser({ admin: true }), p.id, false);
    expect(await chooseBanner(p.placementKey)).toBeNull();
    expect(await chooseBanner("gibt_es_nicht")).toBeNull();
  });

  it("takes the highest priority and weights within it; dismissed banners are left out", async () => {
    const p = await placement();
    const c = await campaign();
    const low = await banner(p.id, c.id, { priority: 1, weight: 100 });
    const light = await banner(p.id, c.id, { priority: 50, weight: 1 });
    const heavy = await banner(p.id, c.id, { priority: 50, weight: 3 });
    // weights 1 and 3 in the top group: [0, 0.25) the light one, [0.25, 1) the heavy one.
    expect((await chooseBanner(p.placementKey, { random: 0.1 }))?.id).toBe(light.id);
    expect((await chooseBanner(p.placementKey, { random: 0.3 }))?.id).toBe(heavy.id);
    expect((await chooseBanner(p.placementKey, { random: 0.99 }))?.id).toBe(heavy.id);
    expect((await chooseBanner(p.placementKey, { exclude: [light.id, heavy.id] }))?.id).toBe(low.id);
    expect(await chooseBanner(p.placementKey, { exclude: [light.id, heavy.id, low.id] })).toBeNull();
    // Without a fixed draw, only the top priority is ever chosen.
    for (let i = 0; i < 10; i++) expect([light.id, heavy.id]).toContain((await chooseBanner(p.placementKey))?.id);
  });
});

describe("the banner cache", () => {
  it("reads a placement's banners once for every visitor, shows an admin's change at once and checks the dates per request", async () => {
    const admin = await createTestUser({ admin: true });
    const p = await placement();
    const c = await campaign();
    const ending = await banner(p.id, c.id, { endDate: new Date(Date.now() + DAY) });
    expect((await bannerCandidates(p.placementKey)).map((b) => b.id)).toEqual([ending.id]);

    // A change that bypasses the ads features is not seen: the list is shared, not read per request.
    await db.update(adsBanners).set({ altText: "direkt geändert" }).where(eq(adsBanners.id, ending.id));
    expect((await bannerCandidates(p.placementKey))[0]!.altText).toBeNull();

    // Every write of the back-office drops it after its commit.
    const saved = await saveBanner(admin, null, bannerForm(c.id, p.id, { priority: "90" }));
    expect((await bannerCandidates(p.placementKey)).map((b) => b.id)).toEqual([saved.id, ending.id]);
    expect((await bannerCandidates(p.placementKey))[1]!.altText).toBe("direkt geändert");
    await deleteBanner(admin, saved.id);
    expect((await bannerCandidates(p.placementKey)).map((b) => b.id)).toEqual([ending.id]);

    // The dates are checked on every choice, not when the list was read.
    expect(await chooseBanner(p.placementKey, { now: new Date(Date.now() + 2 * DAY) })).toBeNull();
    expect((await chooseBanner(p.placementKey))?.id).toBe(ending.id);
  });
});

describe("event recording", () => {
  it("records impression, click and dismiss (nothing about the visitor); not for bots, admins or unknown banners", async () => {
    const p = await placement();
    const b = await banner(p.id, (await campaign()).id);
    const member = await createTestUser();
    const admin = await createTestUser({ admin: true });
    expect(await recordAdEvent(null, { bannerId: b.id, eventType: "impression", userAgent: ua })).toBe(true);
    expect(await recordAdEvent(member, { bannerId: b.id, eventType: "click", userAgent: ua })).toBe(true);
    expect(await recordAdEvent(null, { bannerId: b.id, eventType: "dismiss", userAgent: ua })).toBe(true);
    expect(await recordAdEvent(null, { bannerId: b.id, eventType: "impression", userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).toBe(false);
    expect(await recordAdEvent(admin, { bannerId: b.id, eventType: "impression", userAgent: ua })).toBe(false);
    expect(await recordAdEvent(null, { bannerId: "00000000-0000-4000-8000-000000000000", eventType: "click", userAgent: ua })).toBe(false);
    expect(await recordAdEvent(null, { bannerId: "kein-uuid", eventType: "click", userAgent: ua })).toBe(false);
    const rows = await db.select().from(adsAnalytics).where(eq(adsAnalytics.bannerId, b.id)).orderBy(adsAnalytics.createdAt);
    expect(rows.map((r) => r.eventType)).toEqual(["impression", "click", "dismiss"]);
    expect(Object.keys(rows[0]!).sort()).toEqual(["bannerId", "createdAt", "eventType", "id"]);
  });
});

describe("statistics", () => {
  it("aggregates totals, per banner and per German day within the period, optionally for one banner", async () => {
    const admin = await createTestUser({ admin: true });
    const p = await placement({ name: "Startseite" });
    const c = await campaign({ name: "Herbst" });
    const a = await banner(p.id, c.id, { name: "A" });
    const b = await banner(p.id, c.id, { name: "B" });
    const now = new Date("2026-11-20T12:00:00Z");
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    const ev = (bannerId: string, eventType: "impression" | "click" | "dismiss", createdAt: Date) => ({ bannerId, eventType, createdAt });
    await db
      .insert(adsAnalytics)
      .values([
        ...Array.from({ length: 8 }, () => ev(a.id, "impression", at(0))),
        ev(a.id, "click", at(0)),
        ev(a.id, "dismiss", at(0)),
        ...Array.from({ length: 3 }, () => ev(a.id, "impression", at(2))),
        ...Array.from({ length: 4 }, () => ev(b.id, "impression", at(2))),
        ev(b.id, "click", at(2)),
        ev(b.id, "click", at(2)),
        ev(a.id, "impression", at(20)),
      ]);
    const week = await adStats(admin, { days: 7, now });
    expect(week.totals).toEqual({ impressions: 15, clicks: 3, dismissals: 1, ctr: 20 });
    expect(week.banners.map((r) => [r.name, r.impressions, r.clicks, r.dismissals, r.ctr, r.placementName, r.campaignName])).toEqual([
      ["A", 11, 1, 1, 9.09, "Startseite", "Herbst"],
      ["B", 4, 2, 0, 50, "Startseite", "Herbst"],
    ]);
    expect(week.daily.map((d) => [d.day, d.impressions, d.clicks])).toEqual([
      ["2026-11-20", 8, 1],
      ["2026-11-18", 7, 2],
    ]);
    const one = await adStats(admin, { days: 30, bannerId: a.id, now });
    expect(one.totals).toEqual({ impressions: 12, clicks: 1, dismissals: 1, ctr: 8.33 });
    const empty = await adStats(admin, { days: 1, now: new Date("2020-01-01T00:00:00Z") });
    expect(empty.totals).toEqual({ impressions: 0, clicks: 0, dismissals: 0, ctr: 0 });
    expect(empty.banners).toEqual([]);
    expect(empty.daily).toEqual([]);
    expect(await statusOf(adStats(await createTestUser(), { days: 7 }))).toBe(403);
    expect(await statusOf(adStats(null, { days: 7 }))).toBe(401);
  });
});

describe("admin", () => {
  it("refuses visitors and members for every read and change", async () => {
    const member = await createTestUser();
    const p = await placement();
    const c = await campaign();
    const b = await banner(p.id, c.id);
    for (const viewer of [null, member]) {
      const expected = viewer ? 403 : 401;
      expect(await statusOf(listPlacements(viewer))).toBe(expected);
      expect(await statusOf(listCampaigns(viewer))).toBe(expected);
      expect(await statusOf(listBanners(viewer))).toBe(expected);
      expect(await statusOf(setPlacementActive(viewer, p.id, false))).toBe(expected);
      expect(await statusOf(saveCampaign(viewer, null, { name: "X", startDate: "01.01.2026", isActive: true }))).toBe(expected);
      expect(await statusOf(saveBanner(viewer, b.id, bannerForm(c.id, p.id)))).toBe(expected);
      expect(await statusOf(deleteBanner(viewer, b.id))).toBe(expected);
    }
    const [still] = await db.select().from(adsPlacements).where(eq(adsPlacements.id, p.id));
    expect(still!.isActive).toBe(true);
    expect(await db.select().from(adsBanners).where(eq(adsBanners.id, b.id))).toHaveLength(1);
  });

  it("toggles placements and saves campaigns with the spec's rules, each change audited", async () => {
    const admin = await createTestUser({ admin: true });
    const p = await placement();
    await setPlacementActive(admin, p.id, false);
    expect((await listPlacements(admin)).find((r) => r.id === p.id)!.isActive).toBe(false);
    expect(await statusOf(setPlacementActive(admin, "00000000-0000-4000-8000-000000000000", true))).toBe(404);

    const missing = await refusalOf(saveCampaign(admin, null, { name: " ", startDate: "", isActive: true }));
    expect(missing.status).toBe(400);
    expect(missing.fields).toMatchObject({ name: "Name ist erforderlich", startDate: ADS_MESSAGES.startRequired });
    const order = await refusalOf(saveCampaign(admin, null, { name: "Sommer", startDate: "10.06.2026", endDate: "01.06.2026", isActive: true }));
    expect(order.fields.endDate).toBe(ADS_MESSAGES.endBeforeStart);
    expect((await refusalOf(saveCampaign(admin, null, { name: "Alt", startDate: "31.12.1899", isActive: true }))).fields.startDate).toBe(ADS_MESSAGES.date);

    const created = await saveCampaign(admin, null, { name: "Sommer", description: "", startDate: "01.06.2026", endDate: "30.06.2026", isActive: true });
    expect(created.description).toBeNull();
    expect(created.endDate!.toISOString()).toBe("2026-06-30T21:59:59.999Z");
    const updated = await saveCampaign(admin, created.id, { name: "Sommer 2026", startDate: "01.06.2026", endDate: "", isActive: false });
    expect(updated).toMatchObject({ name: "Sommer 2026", endDate: null, isActive: false });
    const audit = await db.select().from(adminAuditLog).where(sql`${adminAuditLog.action} like 'ads.%' and ${adminAuditLog.actorId} = ${admin.id}`);
    expect(audit.map((a) => a.action).sort()).toEqual(["ads.campaign.create", "ads.campaign.update", "ads.placement.toggle"]);
  });

  it("saves banners with the spec's rules (required fields, priority 0-100, weight 1-100, own images only) and deletes them", async () => {
    const admin = await createTestUser({ admin: true });
    const p = await placement();
    const c = await campaign();
    const offP = await placement({ isActive: false });
    const offC = await campaign({ isActive: false });

    const empty = await refusalOf(saveBanner(admin, null, { name: "", campaignId: "", placementId: "", startDate: "", isActive: true }));
    expect(empty.fields).toMatchObject({ name: "Name ist erforderlich", campaignId: "Kampagne ist erforderlich", placementId: "Werbeplatz ist erforderlich" });
    expect((await refusalOf(saveBanner(admin, null, bannerForm(c.id, p.id, { imageUrl: "" })))).fields.imageUrl).toBe("Bild ist erforderlich");
    expect((await refusalOf(saveBanner(admin, null, bannerForm(c.id, p.id, { linkUrl: "javascript:alert(1)" })))).fields.linkUrl).toBe("Ungültige URL");
    expect((await refusalOf(saveBanner(admin, null, bannerForm(c.id, p.id, { priority: "101" })))).fields.priority).toBe(ADS_MESSAGES.priority);
    expect((await refusalOf(saveBanner(admin, null, bannerForm(c.id, p.id, { weight: "0" })))).fields.weight).toBe(ADS_MESSAGES.weight);
    expect((await refusalOf(saveBanner(admin, null, bannerForm(c.id, p.id, { weight: "2.5" })))).fields.weight).toBe(ADS_MESSAGES.weight);
    expect((await refusalOf(saveBanner(admin, null, bannerForm(c.id, p.id, { clickTarget: "_top" })))).status).toBe(400);
    expect((await refusalOf(saveBanner(admin, null, bannerForm(c.id, p.id, { imageUrl: "https://cdn.example/b.png" })))).fields.imageUrl).toBe(
      ADS_MESSAGES.ownImage,
    );
    expect((await refusalOf(saveBanner(admin, null, bannerForm(offC.id, p.id)))).fields.campaignId).toBe("Kampagne ist erforderlich");
    expect((await refusalOf(saveBanner(admin, null, bannerForm(c.id, offP.id)))).fields.placementId).toBe("Werbeplatz ist erforderlich");

    const defaults = await saveBanner(admin, null, bannerForm(c.id, p.id, { priority: "", weight: "", clickTarget: "", linkUrl: "" }));
    expect(defaults).toMatchObject({ priority: 0, weight: 1, clickTarget: "_blank", linkUrl: null, isActive: true, createdBy: admin.id });
    const edited = await saveBanner(
      admin,
      defaults.id,
      bannerForm(c.id, p.id, { name: "Herbst neu", priority: "100", weight: "100", endDate: "31.12.2026", isActive: false }),
    );
    expect(edited).toMatchObject({ name: "Herbst neu", priority: 100, weight: 100, isActive: false });
    const rows = await listBanners(admin);
    expect(rows.find((r) => r.banner.id === defaults.id)).toMatchObject({ campaignName: c.name, placementName: p.name, placementKey: p.placementKey });

    await db.insert(adsAnalytics).values({ bannerId: defaults.id, eventType: "impression" });
    await deleteBanner(admin, defaults.id);
    expect(await db.select().from(adsBanners).where(eq(adsBanners.id, defaults.id))).toHaveLength(0);
    expect(await db.select().from(adsAnalytics).where(eq(adsAnalytics.bannerId, defaults.id))).toHaveLength(0);
    expect(await statusOf(deleteBanner(admin, defaults.id))).toBe(404);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, defaults.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["ads.banner.create", "ads.banner.delete", "ads.banner.update"]);
  });

  it("uploads banner images through the upload pipeline: real images are stored in ad-banners, fakes and oversized files are refused", async () => {
    const admin = await createTestUser({ admin: true });
    const png = await sharp({ create: { width: 600, height: 150, channels: 3, background: "#2f6f3e" } })
      .png()
      .toBuffer();
    const { url } = await uploadBannerImage(admin, new File([new Uint8Array(png)], "banner.png", { type: "image/png" }));
    expect(url).toMatch(/^\/media\/ad-banners\/[\w-]+\.webp$/);
    const p = await placement();
    const c = await campaign();
    const saved = await saveBanner(admin, null, bannerForm(c.id, p.id, { imageUrl: url }));
    expect(saved.imageUrl).toBe(url);

    const fake = await refusalOf(
      uploadBannerImage(admin, new File([new Uint8Array(Buffer.from("<?php echo 1; ?>".repeat(20)))], "shell.png", { type: "image/png" })),
    );
    expect(fake).toMatchObject({ status: 400, message: "Bitte wähle eine Bilddatei aus." });
    const attempts = await db.select().from(maliciousFileAttempts).where(eq(maliciousFileAttempts.fileName, "shell.png"));
    expect(attempts).toHaveLength(1);
    const big = await refusalOf(uploadBannerImage(admin, new File([new Uint8Array(5 * 1024 * 1024 + 1)], "gross.png", { type: "image/png" })));
    expect(big).toMatchObject({ status: 400, message: "Die Datei ist zu groß. Maximal 5MB sind erlaubt." });
    expect(await statusOf(uploadBannerImage(await createTestUser(), new File([new Uint8Array(png)], "b.png", { type: "image/png" })))).toBe(403);
  });
});
