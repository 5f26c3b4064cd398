import { asc, desc, eq } from "drizzle-orm";
import { adsBanners, adsCampaigns, adsPlacements } from "~db/schema";
import type { Transaction } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest, HttpError, notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { storeImageUpload } from "~/lib/images.server";
import { parseInput } from "~/lib/request.server";
import { ownImageSrc } from "~/lib/storage.server";
import { moveToTrash } from "~/lib/trash.server";
import { claimUploads, discardUploads, uploadKeyOf } from "~/lib/uploads.server";
import { AD_LIMITS, ADS_MESSAGES, bannerSchema, campaignSchema } from "./schema";
import { writeAuditLog } from "~/lib/audit-log.server";
import { invalidateAdsCache } from "./public.server";

/**
 * The back-office of ads ('Werbung & Banner Management', spec 3): placements (active toggle),
 * campaigns and banners (create, edit, delete into the 'Papierkorb'). Admins only (401/403); every change
 * writes its admin audit row inside its own transaction.
 */

export const AD_BANNER_BUCKET = "ad-banners" as const;

export async function listPlacements(viewer: Viewer | null) {
  requireAdmin(viewer);
  return db.select().from(adsPlacements).orderBy(asc(adsPlacements.name));
}

export async function listCampaigns(viewer: Viewer | null) {
  requireAdmin(viewer);
  return db.select().from(adsCampaigns).orderBy(desc(adsCampaigns.createdAt), desc(adsCampaigns.id));
}

/** Banners with their campaign and placement names, highest priority first. */
export async function listBanners(viewer: Viewer | null) {
  requireAdmin(viewer);
  return db
    .select({
      banner: adsBanners,
      campaignName: adsCampaigns.name,
      placementName: adsPlacements.name,
      placementKey: adsPlacements.placementKey,
    })
    .from(adsBanners)
    .innerJoin(adsCampaigns, eq(adsCampaigns.id, adsBanners.campaignId))
    .innerJoin(adsPlacements, eq(adsPlacements.id, adsBanners.placementId))
    .orderBy(desc(adsBanners.priority), asc(adsBanners.name));
}

export type AdminBannerRow = Awaited<ReturnType<typeof listBanners>>[number];

/** The active/inactive toggle of a placement. */
export async function setPlacementActive(viewer: Viewer | null, id: string, isActive: boolean) {
  requireAdmin(viewer);
  if (!isUuid(id)) throw notFound(ADS_MESSAGES.placementNotFound);
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(adsPlacements).where(eq(adsPlacements.id, id)).for("update");
    if (!row) throw notFound(ADS_MESSAGES.placementNotFound);
    await tx.update(adsPlacements).set({ isActive, updatedAt: new Date() }).where(eq(adsPlacements.id, id));
    await writeAuditLog(tx, viewer, {
      action: "ads.placement.toggle",
      targetType: "ads_placement",
      targetId: id,
      before: { isActive: row.isActive },
      after: { isActive },
    });
    return { id, isActive };
  });
  invalidateAdsCache();
  return result;
}

/** Creates a campaign (no id) or updates one: name and start required, end not before the start. */
export async function saveCampaign(viewer: Viewer | null, id: string | null, raw: Record<string, unknown>) {
  requireAdmin(viewer);
  const input = parseInput(campaignSchema, raw);
  const saved = await db.transaction(async (tx) => {
    const values = {
      name: input.name,
      description: input.description,
      startDate: input.startDate!,
      endDate: input.endDate,
      isActive: input.isActive,
      updatedAt: new Date(),
    };
    if (!id) {
      const [row] = await tx
        .insert(adsCampaigns)
        .values({ ...values, createdBy: viewer.id })
        .returning();
      await writeAuditLog(tx, viewer, { action: "ads.campaign.create", targetType: "ads_campaign", targetId: row!.id, after: row });
      return row!;
    }
    if (!isUuid(id)) throw notFound(ADS_MESSAGES.campaignNotFound);
    const [before] = await tx.select().from(adsCampaigns).where(eq(adsCampaigns.id, id)).for("update");
    if (!before) throw notFound(ADS_MESSAGES.campaignNotFound);
    const [row] = await tx.update(adsCampaigns).set(values).where(eq(adsCampaigns.id, id)).returning();
    await writeAuditLog(tx, viewer, { action: "ads.campaign.update", targetType: "ads_campaign", targetId: id, before, after: row });
    return row!;
  });
  invalidateAdsCache();
  return saved;
}

/** The pickers offer only active entries; the server refuses others the same way. */
async function assertActive(tx: Transaction, campaignId: string, placementId: string, keep?: { campaignId: string; placementId: string }) {
  const errors: Record<string, string> = {};
  const campaign = isUuid(campaignId)
    ? (await tx.select({ isActive: adsCampaigns.isActive }).from(adsCampaigns).where(eq(adsCampaigns.id, campaignId)))[0]
    : undefined;
  if (!campaign || (!campaign.isActive && keep?.campaignId !== campaignId)) errors.campaignId = ADS_MESSAGES.campaignRequired;
  const placement = isUuid(placementId)
    ? (await tx.select({ isActive: adsPlacements.isActive }).from(adsPlacements).where(eq(adsPlacements.id, placementId)))[0]
    : undefined;
  if (!placement || (!placement.isActive && keep?.placementId !== placementId)) errors.placementId = ADS_MESSAGES.placementRequired;
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0], errors);
}

/**
 * The uploaded banner image, through the one upload pipeline (type sniffing, re-encoding, refused
 * files logged as malicious attempts), with the spec's texts for the two refusals.
 */
async function storeBannerImage(file: unknown, viewer: Viewer, ip?: string | null): Promise<string | null> {
  if (!(file instanceof Blob) || file.size === 0) return null;
  try {
    const stored = await storeImageUpload(file, {
      bucket: AD_BANNER_BUCKET,
      ownerId: viewer.id,
      ip,
      maxBytes: AD_LIMITS.maxImageBytes,
      maxWidth: 2400,
      maxHeight: 1200,
    });
    return stored.url;
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      const message = file.size > AD_LIMITS.maxImageBytes ? ADS_MESSAGES.tooLarge : ADS_MESSAGES.notImage;
      throw badRequest(message, { image: message });
    }
    throw error;
  }
}

/** The image picker's upload: stored in ad-banners (unreferenced until a banner saves it). */
export async function uploadBannerImage(viewer: Viewer | null, file: unknown, meta: { ip?: string | null } = {}) {
  requireAdmin(viewer);
  const url = await storeBannerImage(file, viewer, meta.ip);
  if (!url) throw badRequest(ADS_MESSAGES.notImage, { image: ADS_MESSAGES.notImage });
  return { url };
}

/**
 * Creates (no id) or updates a banner (spec 3 section 5 'Banner form'). The image is an upload
 * (`image` file, stored in ad-banners) or one of our own image URLs (`imageUrl`); images from other
 * hosts are refused, because the page may only load images from our server (CSP, no third-party
 * requests before consent).
 */
export async function saveBanner(viewer: Viewer | null, id: string | null, raw: Record<string, unknown>, meta: { ip?: string | null } = {}) {
  requireAdmin(viewer);
  const input = parseInput(bannerSchema, raw);
  if (input.imageUrl && !ownImageSrc(input.imageUrl)) throw badRequest(ADS_MESSAGES.ownImage, { imageUrl: ADS_MESSAGES.ownImage });
  if (!input.imageUrl && !(raw.image instanceof Blob && raw.image.size > 0))
    throw badRequest(ADS_MESSAGES.imageRequired, { imageUrl: ADS_MESSAGES.imageRequired });
  const uploaded = await storeBannerImage(raw.image, viewer, meta.ip);
  const imageUrl = (uploaded ?? input.imageUrl)!;
  let previous: string | null = null;
  try {
    const row = await db.transaction(async (tx) => {
      const before = id ? await lockBanner(tx, id) : null;
      await assertActive(tx, input.campaignId, input.placementId, before ?? undefined);
      if (
        imageUrl !== before?.imageUrl &&
        uploadKeyOf(imageUrl)?.bucket === AD_BANNER_BUCKET &&
        !(await claimUploads(tx, [imageUrl], { bucket: AD_BANNER_BUCKET, ownerId: null }))
      ) {
        throw badRequest(ADS_MESSAGES.imageLoadError, { imageUrl: ADS_MESSAGES.imageLoadError });
      }
      const values = {
        name: input.name,
        campaignId: input.campaignId,
        placementId: input.placementId,
        imageUrl,
        altText: input.altText,
        linkUrl: input.linkUrl,
        clickTarget: input.clickTarget,
        priority: input.priority,
        weight: input.weight,
        startDate: input.startDate!,
        endDate: input.endDate,
        isActive: input.isActive,
        updatedAt: new Date(),
      };
      if (!before) {
        const [created] = await tx
          .insert(adsBanners)
          .values({ ...values, createdBy: viewer.id })
          .returning();
        await writeAuditLog(tx, viewer, { action: "ads.banner.create", targetType: "ads_banner", targetId: created!.id, after: created });
        return created!;
      }
      const [updated] = await tx.update(adsBanners).set(values).where(eq(adsBanners.id, before.id)).returning();
      await writeAuditLog(tx, viewer, { action: "ads.banner.update", targetType: "ads_banner", targetId: before.id, before, after: updated });
      if (before.imageUrl !== imageUrl) previous = before.imageUrl;
      return updated!;
    });
    invalidateAdsCache();
    if (previous) await discardUploads([previous]);
    return row;
  } catch (error) {
    if (uploaded) await discardUploads([uploaded]);
    throw error;
  }
}

async function lockBanner(tx: Transaction, id: string) {
  if (!isUuid(id)) throw notFound(ADS_MESSAGES.bannerNotFound);
  const [row] = await tx.select().from(adsBanners).where(eq(adsBanners.id, id)).for("update");
  if (!row) throw notFound(ADS_MESSAGES.bannerNotFound);
  return row;
}

/**
 * Deletes a banner: into the 'Papierkorb' with its events (statistics) and its image, which stays
 * until the entry is purged (decision 0030).
 */
export async function deleteBanner(viewer: Viewer | null, id: string) {
  requireAdmin(viewer);
  await db.transaction((tx) => trashBannerIn(tx, viewer, id));
  invalidateAdsCache();
  return { id };
}

/** A banner into the 'Papierkorb' inside the caller's transaction (one row or a bulk action). */
export async function trashBannerIn(tx: Transaction, viewer: Viewer, id: string) {
  const before = await lockBanner(tx, id);
  const [moved] = await moveToTrash(tx, viewer, "banner", [{ id, label: before.name }]);
  const events = moved!.counts.ads_analytics ?? 0;
  await writeAuditLog(tx, viewer, { action: "ads.banner.delete", targetType: "ads_banner", targetId: id, before: { ...before, events } });
  return true;
}

/** Bulk 'Aktivieren' / 'Deaktivieren' of a banner inside the caller's transaction; false when unchanged. */
export async function bannerActiveIn(tx: Transaction, viewer: Viewer, id: string, isActive: boolean) {
  const before = await lockBanner(tx, id);
  if (before.isActive === isActive) return false;
  await tx.update(adsBanners).set({ isActive, updatedAt: new Date() }).where(eq(adsBanners.id, id));
  await writeAuditLog(tx, viewer, {
    action: "ads.banner.update",
    targetType: "ads_banner",
    targetId: id,
    label: before.name,
    before: { isActive: before.isActive },
    after: { isActive },
  });
  return true;
}

async function lockCampaign(tx: Transaction, id: string) {
  if (!isUuid(id)) throw notFound(ADS_MESSAGES.campaignNotFound);
  const [row] = await tx.select().from(adsCampaigns).where(eq(adsCampaigns.id, id)).for("update");
  if (!row) throw notFound(ADS_MESSAGES.campaignNotFound);
  return row;
}

/** Bulk 'Aktivieren' / 'Deaktivieren' of a campaign inside the caller's transaction; false when unchanged. */
export async function campaignActiveIn(tx: Transaction, viewer: Viewer, id: string, isActive: boolean) {
  const before = await lockCampaign(tx, id);
  if (before.isActive === isActive) return false;
  await tx.update(adsCampaigns).set({ isActive, updatedAt: new Date() }).where(eq(adsCampaigns.id, id));
  await writeAuditLog(tx, viewer, {
    action: "ads.campaign.update",
    targetType: "ads_campaign",
    targetId: id,
    label: before.name,
    before: { isActive: before.isActive },
    after: { isActive },
  });
  return true;
}

/** A campaign (with its banners) into the 'Papierkorb' inside the caller's transaction. */
export async function trashCampaignIn(tx: Transaction, viewer: Viewer, id: string) {
  const before = await lockCampaign(tx, id);
  const [moved] = await moveToTrash(tx, viewer, "campaign", [{ id, label: before.name }]);
  const banners = moved!.counts.ads_banners ?? 0;
  await writeAuditLog(tx, viewer, { action: "ads.campaign.delete", targetType: "ads_campaign", targetId: id, before: { ...before, banners } });
  return true;
}

/** Deletes a campaign: into the 'Papierkorb' with its banners, their events and images (decision 0030). */
export async function deleteCampaign(viewer: Viewer | null, id: string) {
  requireAdmin(viewer);
  if (!isUuid(id)) throw notFound(ADS_MESSAGES.campaignNotFound);
  await db.transaction((tx) => trashCampaignIn(tx, viewer, id));
  invalidateAdsCache();
  return { id };
}
