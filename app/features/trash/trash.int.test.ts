import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminAuditLog,
  adsAnalytics,
  contentReports,
  contestAuditLog,
  contestViews,
  couponDailyStats,
  couponStats,
  favorites,
  globalPopupInteractions,
  popupDeletionLogs,
  providerAnalytics,
  providerClaims,
  providerInfoReports,
  providerTranslations,
  reviewHelpfulVotes,
  reviewReplies,
  trash,
  user,
} from "~db/schema";
import { addAdminTestParticipants, createAdminTestContest } from "../../../tests/support/admin-contest-factory";
import {
  createTestAdBanner,
  createTestCoupon,
  createTestMerchant,
  createTestPopup,
  createTestProvider,
  createTestReview,
  createTestUpload,
  createTestUser,
} from "../../../tests/support/factories";
import { db } from "~/lib/db.server";
import { purgeExpiredTrash } from "~/lib/trash.server";
import { cleanupUploads } from "~/lib/uploads.server";
import { recalculateUserActivity } from "~/features/activity/activity.server";
import { deleteAccount } from "~/features/account/account.server";
import { chooseBanner } from "~/features/ads/public.server";
import { deleteBanner, deleteCampaign, listBanners, listCampaigns } from "~/features/ads/admin.server";
import { deleteContest } from "~/features/contests/admin-actions.server";
import { listContestsForAdmin } from "~/features/contests/admin-list.server";
import { listContests } from "~/features/contests/public.server";
import { deleteCoupon, deleteMerchant } from "~/features/coupons/admin-actions.server";
import { listCouponsForAdmin, listMerchantsForAdmin } from "~/features/coupons/admin-list.server";
import { getMerchantPage, listPublicMerchants } from "~/features/coupons/public.server";
import { listFavoriteProviders } from "~/features/favorites/favorites.server";
import { deletePopup, listDeletionLogs, listPopups } from "~/features/popups/admin.server";
import { activePopup } from "~/features/popups/public.server";
import { adminProviderQuerySchema } from "~/features/providers/admin/admin-schema";
import { listProvidersForAdmin } from "~/features/providers/admin/admin-list.server";
import { findVisibleProvider } from "~/features/providers/detail.server";
import { moderateProviders } from "~/features/providers/admin/approval.server";
import { deleteReviewAsAdmin, listReviewsForAdmin } from "~/features/reviews/review-admin.server";
import { listProviderReviews, recalculateHelpfulCounts, recalculateProviderRating } from "~/features/reviews/reviews.server";
import { listTrash, purgeTrashItem, restoreTrashItem } from "./trash.server";

/**
 * The 'Papierkorb' (issue #25, decision 0030): for each of the 8 kinds, a back-office delete takes
 * the object off every public and admin list, and a restore brings it back with everything that
 * belonged to it and exact figures; the purge job deletes entries older than 30 days.
 */

const DAY = 86_400_000;
const adminQuery = (q: string) => adminProviderQuerySchema.parse({ q });

/** Every row of `table` matching `where`, as JSON without the listed columns, in a stable order. */
async function rowsOf(table: string, where: ReturnType<typeof sql>, omit: string[] = []) {
  const res = await db.execute<{ r: Record<string, unknown> }>(
    sql`select to_jsonb(t) as r from ${sql.identifier(table)} t where ${where} order by to_jsonb(t)::text`,
  );
  return res.rows.map(({ r }) => Object.fromEntries(Object.entries(r).filter(([k]) => !omit.includes(k))));
}

async function activities(ids: string[]) {
  return rowsOf(
    "user_activities",
    sql`user_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
    ["updated_at"],
  );
}

async function onlyEntry(kind: string, objectId: string) {
  const rows = await db.select().from(trash).where(eq(trash.objectId, objectId));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.kind).toBe(kind);
  return rows[0]!;
}

const onDisk = (key: string) => fs.existsSync(path.join(process.env.DATA_DIR!, "uploads", key));

/** A provider with two reviews, votes, favourites, a claim, an owner reply, reports, events, a translation and images. */
async function providerWithEverything() {
  const owner = await createTestUser();
  const fan = await createTestUser();
  const critic = await createTestUser();
  const reporter = await createTestUser();
  const image = await createTestUpload({ ownerId: owner.id, bucket: "provider-images" });
  const reviewImage = await createTestUpload({ ownerId: fan.id, bucket: "review-images" });
  const provider = await createTestProvider({ userId: owner.id, name: `Hanf-Oase ${Date.now()}`, imageUrl: image.url, imageUrls: [image.url] });
  const r1 = await createTestReview({ providerId: provider.id, userId: fan.id, rating: 5, title: "Großartig", imageUrl: reviewImage.url });
  const r2 = await createTestReview({ providerId: provider.id, userId: critic.id, rating: 2, title: "Naja" });
  await db.insert(reviewHelpfulVotes).values([
    { reviewId: r1.id, userId: critic.id },
    { reviewId: r1.id, userId: reporter.id },
    { reviewId: r2.id, userId: fan.id },
  ]);
  await db.insert(favorites).values([
    { userId: fan.id, providerId: provider.id },
    { userId: reporter.id, providerId: provider.id },
  ]);
  await db.insert(providerClaims).values({ providerId: provider.id, userId: critic.id, note: "Ich führe den Laden.", contact: "c@example.com" });
  await db.insert(reviewReplies).values({ reviewId: r1.id, providerId: provider.id, userId: owner.id, content: "Danke!" });
  await db.insert(providerInfoReports).values({ providerId: provider.id, reporterId: reporter.id, reason: "hours" });
  await db.insert(providerAnalytics).values([
    { providerId: provider.id, eventType: "view" },
    { providerId: provider.id, eventType: "detail_click", detail: "website" },
  ]);
  await db.insert(providerTranslations).values({ providerId: provider.id, language: "de", name: provider.name });
  await db.insert(contentReports).values({ reporterId: reporter.id, targetType: "review", targetId: r2.id, reason: "Beleidigend" });
  await recalculateHelpfulCounts([r1.id, r2.id]);
  await recalculateProviderRating(provider.id);
  for (const u of [owner, fan, critic, reporter]) await recalculateUserActivity(u.id);
  return { owner, fan, critic, reporter, provider, r1, r2, image, reviewImage, users: [owner.id, fan.id, critic.id, reporter.id] };
}

async function providerState(providerId: string, users: string[]) {
  const byProvider = sql`provider_id = ${providerId}`;
  const reviewsOf = sql`review_id in (select id from reviews where provider_id = ${providerId})`;
  return {
    provider: await rowsOf("providers", sql`id = ${providerId}`, ["rank_score"]),
    reviews: await rowsOf("reviews", byProvider),
    votes: await rowsOf("review_helpful_votes", reviewsOf),
    favorites: await rowsOf("favorites", byProvider),
    claims: await rowsOf("provider_claims", byProvider),
    replies: await rowsOf("review_replies", byProvider),
    infoReports: await rowsOf("provider_info_reports", byProvider),
    events: await rowsOf("provider_analytics", byProvider),
    translations: await rowsOf("provider_translations", byProvider),
    reports: await rowsOf("content_reports", sql`target_type = 'review' and target_id in (select id from reviews where provider_id = ${providerId})`),
    activities: await activities(users),
  };
}

describe("Papierkorb: delete and restore each kind with what belongs to it", () => {
  it("provider: reviews, votes, favourites, claims, replies, reports, events and images go and come back, with exact figures", async () => {
    const admin = await createTestUser({ admin: true, username: "trash_ada" });
    const f = await providerWithEverything();
    const before = await providerState(f.provider.id, f.users);
    expect(before.provider[0]).toMatchObject({ review_count: 2, average_rating: 3.5 });
    expect(before.reviews.map((r) => r.helpful_count).sort()).toEqual([1, 2]);
    expect(before.reports).toHaveLength(1);

    await moderateProviders(admin, { intent: "delete", ids: [f.provider.id] });
    expect(await findVisibleProvider(null, f.provider.slug)).toBeFalsy();
    expect((await listProvidersForAdmin(admin, adminQuery(f.provider.name))).total).toBe(0);
    expect((await listFavoriteProviders(f.fan)).map((p) => p.id)).not.toContain(f.provider.id);
    expect(await db.select().from(contentReports).where(eq(contentReports.targetId, f.r2.id))).toEqual([]);
    // The review authors lost the points of their reviews and votes at once.
    const gone = await activities([f.fan.id]);
    expect(gone[0]).toMatchObject({ reviews_written: 0, helpful_votes_received: 0 });

    const entry = await onlyEntry("provider", f.provider.id);
    expect(entry).toMatchObject({ label: f.provider.name, deletedByName: "trash_ada" });
    expect([...entry.files].sort()).toEqual([f.image.url, f.reviewImage.url].sort());
    const listed = await listTrash(admin, { now: new Date(entry.deletedAt.getTime() + 2 * DAY) });
    expect(listed.items.find((i) => i.id === entry.id)).toMatchObject({ kind: "provider", label: f.provider.name, deletedByName: "trash_ada", daysLeft: 28 });

    // The uploads-cleanup job keeps the files while they are in the trash.
    await cleanupUploads({ now: new Date(Date.now() + 3 * DAY) });
    expect(onDisk(f.image.fullKey) && onDisk(f.reviewImage.fullKey)).toBe(true);

    const restored = await restoreTrashItem(admin, entry.id);
    expect(restored).toMatchObject({ kind: "provider", objectId: f.provider.id, message: `„${f.provider.name}“ wurde wiederhergestellt.` });
    expect(await providerState(f.provider.id, f.users)).toEqual(before);
    expect(await findVisibleProvider(null, f.provider.slug)).toMatchObject({ id: f.provider.id });
    expect((await listProviderReviews(null, f.provider.id)).map((r) => r.id).sort()).toEqual([f.r1.id, f.r2.id].sort());
    expect(await db.select().from(trash).where(eq(trash.id, entry.id))).toEqual([]);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, f.provider.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["provider.delete", "trash.restore"]);
    expect(audit.find((a) => a.action === "trash.restore")).toMatchObject({ targetType: "provider", targetLabel: f.provider.name });
  });

  it("review: votes, the owner's reply, reports and the image come back; the provider's rating and the author's score follow", async () => {
    const admin = await createTestUser({ admin: true });
    const f = await providerWithEverything();
    const before = await providerState(f.provider.id, f.users);

    await deleteReviewAsAdmin(admin, f.r1.id);
    expect((await listProviderReviews(null, f.provider.id)).map((r) => r.id)).toEqual([f.r2.id]);
    expect((await listReviewsForAdmin(admin, { q: "Großartig" })).rows.map((r) => r.id)).not.toContain(f.r1.id);
    const during = await providerState(f.provider.id, f.users);
    expect(during.provider[0]).toMatchObject({ review_count: 1, average_rating: 2 });
    expect(during.replies).toEqual([]);
    const entry = await onlyEntry("review", f.r1.id);
    expect(entry.label).toBe(`Großartig (${f.provider.name})`);
    expect(entry.files).toEqual([f.reviewImage.url]);

    await restoreTrashItem(admin, entry.id);
    expect(await providerState(f.provider.id, f.users)).toEqual(before);
  });

  it("banner: its events come back, it is shown again", async () => {
    const admin = await createTestUser({ admin: true });
    const key = `slot_trash_${Date.now()}`;
    const { banner } = await createTestAdBanner({ placementKey: key });
    await db.insert(adsAnalytics).values([
      { bannerId: banner.id, eventType: "impression" },
      { bannerId: banner.id, eventType: "click" },
    ]);
    const before = await rowsOf("ads_analytics", sql`banner_id = ${banner.id}`);
    const row = await rowsOf("ads_banners", sql`id = ${banner.id}`);
    expect(await chooseBanner(key)).toMatchObject({ id: banner.id });

    await deleteBanner(admin, banner.id);
    expect(await chooseBanner(key)).toBeNull();
    expect((await listBanners(admin)).map((b) => b.banner.id)).not.toContain(banner.id);
    const entry = await onlyEntry("banner", banner.id);
    const [audit] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "ads.banner.delete"));
    expect(audit!.before).toMatchObject({ events: 2 });

    await restoreTrashItem(admin, entry.id);
    expect(await rowsOf("ads_banners", sql`id = ${banner.id}`)).toEqual(row);
    expect(await rowsOf("ads_analytics", sql`banner_id = ${banner.id}`)).toEqual(before);
    expect(await chooseBanner(key)).toMatchObject({ id: banner.id });
  });

  it("campaign: its banners and their events come back", async () => {
    const admin = await createTestUser({ admin: true });
    const { campaign, banner, placement } = await createTestAdBanner();
    const [second] = await db
      .execute<{ id: string }>(sql`
      insert into ads_banners (name, campaign_id, placement_id, image_url) values ('Zweiter', ${campaign.id}, ${placement.id}, '/images/og-default.png') returning id`)
      .then((r) => r.rows);
    await db.insert(adsAnalytics).values([
      { bannerId: banner.id, eventType: "impression" },
      { bannerId: second!.id, eventType: "dismiss" },
    ]);
    const state = async () => ({
      campaign: await rowsOf("ads_campaigns", sql`id = ${campaign.id}`),
      banners: await rowsOf("ads_banners", sql`campaign_id = ${campaign.id}`),
      events: await rowsOf("ads_analytics", sql`banner_id in (select id from ads_banners where campaign_id = ${campaign.id})`),
    });
    const before = await state();
    expect(before.banners).toHaveLength(2);

    await deleteCampaign(admin, campaign.id);
    expect((await listCampaigns(admin)).map((c) => c.id)).not.toContain(campaign.id);
    expect(await rowsOf("ads_banners", sql`id in (${banner.id}::uuid, ${second!.id}::uuid)`)).toEqual([]);
    const entry = await onlyEntry("campaign", campaign.id);

    await restoreTrashItem(admin, entry.id);
    expect(await state()).toEqual(before);
    const member = await createTestUser();
    await expect(deleteCampaign(member, campaign.id)).rejects.toMatchObject({ status: 403 });
    await expect(deleteCampaign(null, campaign.id)).rejects.toMatchObject({ status: 401 });
  });

  it("coupon: its counters come back; merchant: its coupons, their counters and its logo come back", async () => {
    const admin = await createTestUser({ admin: true });
    const logo = await createTestUpload({ ownerId: admin.id, bucket: "site-assets" });
    const merchant = await createTestMerchant({ name: `Papierkorb-Shop ${Date.now()}`, logoUrl: logo.url });
    const a = await createTestCoupon({ merchantId: merchant.id, code: "ERSTER10" });
    const b = await createTestCoupon({ merchantId: merchant.id, code: "ZWEITER5" });
    await db.update(couponStats).set({ views: 7, clicks: 3 }).where(eq(couponStats.couponId, a.id));
    await db.insert(couponDailyStats).values({ couponId: a.id, day: "2026-03-01", views: 7, reveals: 3 });
    const couponState = async () => ({
      coupons: await rowsOf("coupons", sql`merchant_id = ${merchant.id}`),
      stats: await rowsOf("coupon_stats", sql`coupon_id in (select id from coupons where merchant_id = ${merchant.id})`),
      daily: await rowsOf("coupon_daily_stats", sql`coupon_id in (select id from coupons where merchant_id = ${merchant.id})`),
      merchant: await rowsOf("merchants", sql`id = ${merchant.id}`),
    });
    const before = await couponState();

    await deleteCoupon(admin, a.id);
    expect((await getMerchantPage(merchant.slug!)).coupons.map((c) => c.id)).toEqual([b.id]);
    expect((await listCouponsForAdmin(admin, { q: "ERSTER10", status: "all" })).rows.map((r) => r.id)).toEqual([]);
    const couponEntry = await onlyEntry("coupon", a.id);
    expect(couponEntry.label).toBe(`ERSTER10 (${merchant.name})`);
    await restoreTrashItem(admin, couponEntry.id);
    expect(await couponState()).toEqual(before);

    await deleteMerchant(admin, merchant.id);
    expect((await listPublicMerchants()).map((m) => m.id)).not.toContain(merchant.id);
    expect((await listMerchantsForAdmin(admin, { q: merchant.name, status: "all" })).rows).toEqual([]);
    const merchantEntry = await onlyEntry("merchant", merchant.id);
    expect(merchantEntry.files).toEqual([logo.url]);
    await restoreTrashItem(admin, merchantEntry.id);
    expect(await couponState()).toEqual(before);
    expect((await getMerchantPage(merchant.slug!)).coupons.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
  });

  it("contest: participations and views come back with the exact count; its audit rows point to it again", async () => {
    const admin = await createTestUser({ admin: true });
    const [p1, p2] = [await createTestUser(), await createTestUser()];
    const contest = await createAdminTestContest({ status: "active", startDate: new Date(Date.now() - DAY) });
    await addAdminTestParticipants(contest.id, [{ userId: p1.id }, { userId: p2.id }]);
    await db.insert(contestViews).values([{ contestId: contest.id }, { contestId: contest.id }]);
    await db.execute(sql`update contests set view_count = 2 where id = ${contest.id}`);
    await db.insert(contestAuditLog).values({ contestId: contest.id, actionType: "created", contestData: { title: contest.title } });
    const state = async () => ({
      contest: await rowsOf("contests", sql`id = ${contest.id}`, ["updated_at"]),
      participations: await rowsOf("contest_participations", sql`contest_id = ${contest.id}`),
      views: await rowsOf("contest_views", sql`contest_id = ${contest.id}`),
    });
    const before = await state();
    expect(before.contest[0]).toMatchObject({ participant_count: 2, view_count: 2 });

    expect(await deleteContest(admin, contest.id)).toMatchObject({ participations: 2 });
    expect((await listContests(null)).contests.map((c) => c.id)).not.toContain(contest.id);
    expect((await listContestsForAdmin(admin)).map((c) => c.id)).not.toContain(contest.id);
    expect(await db.select().from(contestAuditLog).where(eq(contestAuditLog.contestId, contest.id))).toEqual([]);
    const entry = await onlyEntry("contest", contest.id);

    await restoreTrashItem(admin, entry.id);
    expect(await state()).toEqual(before);
    expect((await listContests(null)).contests.map((c) => c.id)).toContain(contest.id);
    // The audit trail is whole again: created, the deletion ('cancelled' with status deleted), the restore.
    const trail = await db.select().from(contestAuditLog).where(eq(contestAuditLog.contestId, contest.id));
    expect(trail.map((r) => r.actionType).sort()).toEqual(["cancelled", "created", "updated"]);
  });

  it("popup: interactions come back, the deletion-log row goes with the restore", async () => {
    const admin = await createTestUser({ admin: true });
    const popup = await createTestPopup({ title: `Sommerfest ${Date.now()}` });
    await db.insert(globalPopupInteractions).values([
      { popupId: popup.id, interactionType: "view", visitorKey: "v:s1" },
      { popupId: popup.id, interactionType: "like", visitorKey: "v:s1" },
    ]);
    const state = async () => ({
      popup: await rowsOf("global_popups", sql`id = ${popup.id}`),
      interactions: await rowsOf("global_popup_interactions", sql`popup_id = ${popup.id}`),
    });
    const before = await state();
    expect((await activePopup())?.id).toBe(popup.id);

    await deletePopup(admin, popup.id);
    expect(await activePopup()).toBeNull();
    expect((await listPopups(admin)).map((p) => p.id)).not.toContain(popup.id);
    expect((await listDeletionLogs(admin)).map((l) => l.popupId)).toContain(popup.id);
    const entry = await onlyEntry("popup", popup.id);

    await restoreTrashItem(admin, entry.id);
    expect(await state()).toEqual(before);
    expect((await activePopup())?.id).toBe(popup.id);
    expect(await db.select().from(popupDeletionLogs).where(eq(popupDeletionLogs.popupId, popup.id))).toEqual([]);
  });
});

describe("Papierkorb: purge, conflicts, accounts and permissions", () => {
  it("the purge job deletes entries after 30 days with the files only they used; not before", async () => {
    const admin = await createTestUser({ admin: true });
    const owner = await createTestUser();
    const image = await createTestUpload({ ownerId: owner.id, bucket: "provider-images" });
    const provider = await createTestProvider({ userId: owner.id, imageUrl: image.url, imageUrls: [image.url] });
    await moderateProviders(admin, { intent: "delete", ids: [provider.id] });
    const entry = await onlyEntry("provider", provider.id);

    expect(await purgeExpiredTrash({ now: new Date(entry.deletedAt.getTime() + 29 * DAY) })).toMatchObject({ purged: 0 });
    expect(await db.select().from(trash).where(eq(trash.id, entry.id))).toHaveLength(1);
    expect(onDisk(image.fullKey)).toBe(true);

    expect(await purgeExpiredTrash({ now: new Date(entry.deletedAt.getTime() + 30 * DAY + 1000) })).toMatchObject({ purged: 1, files: 1 });
    expect(await db.select().from(trash).where(eq(trash.id, entry.id))).toEqual([]);
    expect(await db.execute(sql`select 1 from trash_rows where trash_id = ${entry.id}`).then((r) => r.rows)).toEqual([]);
    expect(onDisk(image.fullKey)).toBe(false);
    await expect(restoreTrashItem(admin, entry.id)).rejects.toMatchObject({ status: 404, message: "Dieser Eintrag ist nicht (mehr) im Papierkorb." });
  });

  it("'Endgültig löschen' purges one entry at once, audited; a shared file stays while live content uses it", async () => {
    const admin = await createTestUser({ admin: true });
    const { banner } = await createTestAdBanner();
    await deleteBanner(admin, banner.id);
    const entry = await onlyEntry("banner", banner.id);
    expect(await purgeTrashItem(admin, entry.id)).toMatchObject({ message: `„${banner.name}“ wurde endgültig gelöscht.` });
    expect(await db.select().from(trash).where(eq(trash.id, entry.id))).toEqual([]);
    const [audit] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "trash.purge"));
    expect(audit).toMatchObject({ targetType: "ads_banner", targetId: banner.id, targetLabel: banner.name });
    await expect(purgeTrashItem(admin, entry.id)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a restore with a German 409 when the address is taken meanwhile, or the parent is in the trash", async () => {
    const admin = await createTestUser({ admin: true });
    const author = await createTestUser();
    const provider = await createTestProvider({ name: "Doppelgänger", slug: `doppelgaenger-${Date.now()}` });
    const review = await createTestReview({ providerId: provider.id, userId: author.id, title: "Erst gut" });
    await deleteReviewAsAdmin(admin, review.id);
    const reviewEntry = await onlyEntry("review", review.id);
    await moderateProviders(admin, { intent: "delete", ids: [provider.id] });
    const providerEntry = await onlyEntry("provider", provider.id);

    // The review's provider is in the trash: restore that first.
    await expect(restoreTrashItem(admin, reviewEntry.id)).rejects.toMatchObject({
      status: 409,
      message: `„Erst gut (Doppelgänger)“ kann nicht wiederhergestellt werden: Anbieter „Doppelgänger“, zu dem es gehört, liegt im Papierkorb. Stelle zuerst diesen Eintrag wieder her.`,
    });
    // Meanwhile another provider took the address.
    const squatter = await createTestProvider({ slug: provider.slug });
    await expect(restoreTrashItem(admin, providerEntry.id)).rejects.toMatchObject({
      status: 409,
      message: "„Doppelgänger“ kann nicht wiederhergestellt werden: Seine Adresse (Slug) wird inzwischen von einem anderen Anbieter verwendet.",
    });
    // Nothing half-restored: the entries are still there, the rows not.
    expect(await db.select().from(trash).where(eq(trash.objectId, provider.id))).toHaveLength(1);
    await db.execute(sql`delete from providers where id = ${squatter.id}`);
    await restoreTrashItem(admin, providerEntry.id);
    await restoreTrashItem(admin, reviewEntry.id);
    expect((await listProviderReviews(null, provider.id)).map((r) => r.id)).toEqual([review.id]);
  });

  it("rows of an account deleted meanwhile stay out; the account's own deletion removes them from the trash too", async () => {
    const admin = await createTestUser({ admin: true });
    const f = await providerWithEverything();
    await moderateProviders(admin, { intent: "delete", ids: [f.provider.id] });
    const entry = await onlyEntry("provider", f.provider.id);
    const rowsOfUser = (id: string) =>
      db
        .execute(sql`select table_name from trash_rows where trash_id = ${entry.id} and data::text like ${`%${id}%`} order by 1`)
        .then((r) => r.rows.map((x) => x.table_name));

    // The reporter deletes the account (DSGVO): its favourite, vote and reports leave the trash with it.
    expect(await rowsOfUser(f.reporter.id)).toEqual(["content_reports", "favorites", "provider_info_reports", "review_helpful_votes"]);
    await deleteAccount(f.reporter, "LÖSCHEN");
    expect(await rowsOfUser(f.reporter.id)).toEqual([]);
    // The critic's account is removed without the trash knowing (e.g. directly): the restore leaves its rows out.
    await db.delete(user).where(eq(user.id, f.critic.id));

    await restoreTrashItem(admin, entry.id);
    const after = await providerState(f.provider.id, [f.fan.id]);
    expect(after.favorites.map((r) => r.user_id)).toEqual([f.fan.id]);
    expect(after.claims).toEqual([]);
    expect(after.votes.map((v) => v.user_id)).toEqual([f.fan.id]);
    // The critic's review stays as a review of a deleted account; counts follow the votes that came back.
    const reviews = Object.fromEntries(after.reviews.map((r) => [r.id as string, r]));
    expect(reviews[f.r1.id]).toMatchObject({ helpful_count: 0 });
    expect(reviews[f.r2.id]).toMatchObject({ user_id: null, helpful_count: 1 });
    expect(after.provider[0]).toMatchObject({ review_count: 2, average_rating: 3.5 });
    expect(after.activities[0]).toMatchObject({ reviews_written: 1, helpful_votes_received: 0 });
  });

  it("an account deleted while its content is in the trash takes its files off the stored rows too", async () => {
    const admin = await createTestUser({ admin: true });
    const owner = await createTestUser();
    const own = await createTestUpload({ ownerId: owner.id, bucket: "provider-images" });
    const other = await createTestUpload({ ownerId: admin.id, bucket: "provider-images" });
    const provider = await createTestProvider({ userId: owner.id, imageUrl: own.url, imageUrls: [own.url, other.url] });
    await moderateProviders(admin, { intent: "delete", ids: [provider.id] });
    const entry = await onlyEntry("provider", provider.id);

    await deleteAccount(owner, "LÖSCHEN");
    expect(onDisk(own.fullKey)).toBe(false);
    expect((await onlyEntry("provider", provider.id)).files).toEqual([other.url]);
    await restoreTrashItem(admin, entry.id);
    expect((await rowsOf("providers", sql`id = ${provider.id}`))[0]).toMatchObject({ user_id: null, image_url: other.url, image_urls: [other.url] });
  });

  it("only admins list, restore and purge", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    const popup = await createTestPopup();
    await deletePopup(admin, popup.id);
    const entry = await onlyEntry("popup", popup.id);
    for (const viewer of [member, null]) {
      const status = viewer ? 403 : 401;
      await expect(listTrash(viewer)).rejects.toMatchObject({ status });
      await expect(restoreTrashItem(viewer, entry.id)).rejects.toMatchObject({ status });
      await expect(purgeTrashItem(viewer, entry.id)).rejects.toMatchObject({ status });
    }
    await expect(restoreTrashItem(admin, "kein-uuid")).rejects.toMatchObject({ status: 404 });
    expect(await db.select().from(trash).where(eq(trash.id, entry.id))).toHaveLength(1);
  });
});
