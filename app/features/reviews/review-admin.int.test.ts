import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, providers, reviews, userActivities } from "~db/schema";
import { createTestProvider, createTestReview, createTestUser } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { deleteReviewAsAdmin, listReviewsForAdmin, setReviewStatus } from "./review-admin.server";
import { createReview, updateReview } from "./reviews.server";

const review = (rating: number, title = "Toller Laden") => ({
  rating,
  title,
  content: "Sehr freundliche Beratung vor Ort.",
  imageUrl: null,
  isAnonymous: false,
});

async function figures(providerId: string) {
  const [p] = await db.select({ avg: providers.averageRating, n: providers.reviewCount }).from(providers).where(eq(providers.id, providerId));
  return { avg: Number(p!.avg), n: p!.n };
}

async function score(userId: string) {
  const [a] = await db.select().from(userActivities).where(eq(userActivities.userId, userId));
  return a?.totalActivityScore ?? 0;
}

describe("review moderation", () => {
  it("lists reviews with provider and user, searchable, filtered by status and paginated; admins only", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser({ username: "moderiert_mia" });
    const p = await createTestProvider({ name: "Grüner Daumen Köln" });
    await createTestReview({ providerId: p.id, userId: member.id, title: "Ganz okay", rating: 3 });
    await createTestReview({ providerId: p.id, userId: admin.id, title: "Versteckt", status: "hidden", rating: 1 });
    const all = await listReviewsForAdmin(admin, { q: "Daumen" });
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.title).sort()).toEqual(["Ganz okay", "Versteckt"]);
    expect(all.rows.find((r) => r.title === "Ganz okay")).toMatchObject({
      rating: 3,
      status: "published",
      provider: { id: p.id, name: "Grüner Daumen Köln", slug: p.slug },
      user: { id: member.id, username: "moderiert_mia" },
    });
    expect((await listReviewsForAdmin(admin, { q: "moderiert_mia" })).total).toBe(1);
    expect((await listReviewsForAdmin(admin, { q: "Daumen", status: "hidden" })).rows.map((r) => r.title)).toEqual(["Versteckt"]);
    expect((await listReviewsForAdmin(admin, { q: "%" })).total).toBe(0);
    expect((await listReviewsForAdmin(admin, { q: "Daumen", page: 2 })).rows).toEqual([]);
    expect(await statusOf(listReviewsForAdmin(member, {}))).toBe(403);
    expect(await statusOf(listReviewsForAdmin(null, {}))).toBe(401);
  });

  it("hide and publish move the provider's average, count and the author's score in the same transaction, with audit rows", async () => {
    const admin = await createTestUser({ admin: true });
    const a = await createTestUser();
    const b = await createTestUser();
    const p = await createTestProvider();
    await createReview(a, p.id, review(5));
    const rb = await createReview(b, p.id, review(1));
    expect(await figures(p.id)).toEqual({ avg: 3, n: 2 });
    const before = await score(b.id);
    await setReviewStatus(admin, rb.id, "hidden");
    expect(await figures(p.id)).toEqual({ avg: 5, n: 1 });
    expect(await score(b.id)).toBe(before - 2);
    await setReviewStatus(admin, rb.id, "published");
    expect(await figures(p.id)).toEqual({ avg: 3, n: 2 });
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, rb.id));
    expect(audit.map((r) => r.action).sort()).toEqual(["review.hide", "review.publish"]);
    expect(audit.find((r) => r.action === "review.hide")).toMatchObject({ actorId: admin.id, before: { status: "published" }, after: { status: "hidden" } });
  });

  it("a review hidden by an admin stays hidden when its author edits it", async () => {
    const admin = await createTestUser({ admin: true });
    const author = await createTestUser();
    const p = await createTestProvider();
    const r = await createReview(author, p.id, review(2));
    await setReviewStatus(admin, r.id, "hidden");
    await updateReview(author, r.id, review(5, "Jetzt besser"));
    const [row] = await db.select().from(reviews).where(eq(reviews.id, r.id));
    expect(row).toMatchObject({ status: "hidden", rating: 5, title: "Jetzt besser" });
    expect(await figures(p.id)).toEqual({ avg: 0, n: 0 });
    // A pending review is published by an edit, as before.
    await setReviewStatus(admin, r.id, "pending");
    await updateReview(author, r.id, review(4));
    expect((await db.select().from(reviews).where(eq(reviews.id, r.id)))[0]!.status).toBe("published");
  });

  it("deletes after recalculating, with an audit row holding the old review", async () => {
    const admin = await createTestUser({ admin: true });
    const author = await createTestUser();
    const p = await createTestProvider();
    const r = await createReview(author, p.id, review(4));
    await deleteReviewAsAdmin(admin, r.id);
    expect(await db.select().from(reviews).where(eq(reviews.id, r.id))).toEqual([]);
    expect(await figures(p.id)).toEqual({ avg: 0, n: 0 });
    const [audit] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, r.id));
    expect(audit).toMatchObject({ action: "review.delete", before: { rating: 4, title: "Toller Laden" }, after: null });
    expect(await statusOf(deleteReviewAsAdmin(admin, r.id))).toBe(404);
    expect(await statusOf(setReviewStatus(admin, "kein-uuid", "hidden"))).toBe(404);
  });

  it("refuses members and anonymous visitors and changes nothing", async () => {
    const member = await createTestUser();
    const author = await createTestUser();
    const p = await createTestProvider();
    const r = await createReview(author, p.id, review(4));
    expect(await statusOf(setReviewStatus(member, r.id, "hidden"))).toBe(403);
    expect(await statusOf(setReviewStatus(null, r.id, "hidden"))).toBe(401);
    expect(await statusOf(deleteReviewAsAdmin(member, r.id))).toBe(403);
    expect(await statusOf(deleteReviewAsAdmin(author, r.id))).toBe(403);
    const [row] = await db.select().from(reviews).where(eq(reviews.id, r.id));
    expect(row!.status).toBe("published");
    expect(await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, r.id))).toEqual([]);
  });
});
