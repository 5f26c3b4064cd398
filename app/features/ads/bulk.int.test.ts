import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, adsBanners, adsCampaigns, trash } from "~db/schema";
import { createTestAdBanner, createTestUser } from "../../../tests/support/factories";
import { db } from "~/lib/db.server";
import { bulkAdsAction } from "./bulk.server";

describe("bulk actions of the ads tab", () => {
  it("deactivates, activates and deletes banners and campaigns, audited, deletes into the trash", async () => {
    const admin = await createTestUser({ admin: true });
    const banners = await Promise.all([1, 2].map(() => createTestAdBanner()));
    const ids = banners.map((b) => b.banner.id);
    expect(await bulkAdsAction(admin, { intent: "bulk-banner-deactivate", ids })).toMatchObject({ count: 2, changed: 2, message: "2 Banner deaktiviert" });
    expect((await db.select().from(adsBanners).where(inArray(adsBanners.id, ids))).every((b) => !b.isActive)).toBe(true);
    expect(
      await db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, "ads.banner.update"), inArray(adminAuditLog.targetId, ids))),
    ).toHaveLength(2);
    expect(await bulkAdsAction(admin, { intent: "bulk-banner-activate", ids: ids[0] })).toMatchObject({ message: "1 Banner aktiviert" });
    expect(await bulkAdsAction(admin, { intent: "bulk-banner-delete", ids: ids[1] })).toMatchObject({ count: 1 });
    expect(await db.select().from(trash).where(eq(trash.objectId, ids[1]!))).toHaveLength(1);

    const campaignId = banners[0]!.campaign.id;
    expect(await bulkAdsAction(admin, { intent: "bulk-campaign-deactivate", ids: campaignId })).toMatchObject({ message: "1 Kampagne deaktiviert" });
    expect((await db.select().from(adsCampaigns).where(eq(adsCampaigns.id, campaignId)))[0]!.isActive).toBe(false);
    expect(await bulkAdsAction(admin, { intent: "bulk-campaign-activate", ids: campaignId })).toMatchObject({ changed: 1 });
    expect(await bulkAdsAction(admin, { intent: "bulk-campaign-delete", ids: campaignId })).toMatchObject({
      message: "1 Kampagne in den Papierkorb verschoben",
    });
    expect(await db.select().from(adsBanners).where(eq(adsBanners.id, ids[0]!))).toHaveLength(0);
  });

  it("'alle' deactivates every banner", async () => {
    const admin = await createTestUser({ admin: true });
    await Promise.all([1, 2, 3].map(() => createTestAdBanner()));
    const result = await bulkAdsAction(admin, { intent: "bulk-banner-deactivate", alle: "1" });
    expect(result.count).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(adsBanners)).every((b) => !b.isActive)).toBe(true);
  });

  it("refuses members and guests", async () => {
    const member = await createTestUser();
    const { banner: b } = await createTestAdBanner();
    for (const intent of [
      "bulk-banner-activate",
      "bulk-banner-deactivate",
      "bulk-banner-delete",
      "bulk-campaign-activate",
      "bulk-campaign-deactivate",
      "bulk-campaign-delete",
    ]) {
      await expect(bulkAdsAction(member, { intent, ids: b.id })).rejects.toMatchObject({ status: 403 });
      await expect(bulkAdsAction(null, { intent, ids: b.id })).rejects.toMatchObject({ status: 401 });
    }
    expect((await db.select().from(adsBanners).where(eq(adsBanners.id, b.id)))[0]!.isActive).toBe(true);
  });
});
