import { eq, sql } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { profiles, providers, reviewHelpfulVotes, reviews, uploads, userActivities } from "~db/schema";
import { createTestProvider, createTestUpload, createTestUser } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { HttpError } from "~/lib/errors";
import { setReviewStatus } from "./review-admin.server";
import { createReview, deleteReview, listProviderReviews, toggleHelpfulVote, updateReview } from "./reviews.server";

const review = (rating: number, over: Record<string, unknown> = {}) => ({
  rating,
  title: "  Toller Laden  ",
  content: "Sehr freundliche Beratung und faire Preise.",
  ...over,
});

async function stats(providerId: string) {
  const [p] = await db.select({ avg: providers.averageRating, n: providers.reviewCount }).from(providers).where(eq(providers.id, providerId));
  return { avg: Number(p!.avg), n: p!.n };
}

describe("reviews", () => {
  it("validates input with the spec's messages and refuses signed-out users", async () => {
    const p = await createTestProvider();
    const user = await createTestUser();
    expect(await statusOf(createReview(null, p.id, review(5)))).toBe(401);
    try {
      await createReview(user, p.id, { rating: 0, title: " a ", content: "kurz" });
      expect.unreachable();
    } catch (error) {
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).fieldErrors).toMatchObject({ title: "Mindestens 3 Zeichen erforderlich", content: "Mindestens 10 Zeichen erforderlich" });
    }
    expect(await statusOf(createReview(user, p.id, review(5, { content: "x".repeat(2001) })))).toBe(400);
  });

  it("cannot review unapproved providers (404)", async () => {
    const p = await createTestProvider({ status: "pending" });
    expect(await statusOf(createReview(await createTestUser(), p.id, review(4)))).toBe(404);
  });

  it("keeps average and count correct through create, edit, hide and delete", async () => {
    const p = await createTestProvider();
    const a = await createTestUser();
    const b = await createTestUser();
    const ra = await createReview(a, p.id, review(5));
    const rb = await createReview(b, p.id, review(2));
    expect(await stats(p.id)).toEqual({ avg: 3.5, n: 2 });
    await updateReview(a, ra.id, review(4));
    expect(await stats(p.id)).toEqual({ avg: 3, n: 2 });
    await setReviewStatus(await createTestUser({ admin: true }), rb.id, "hidden");
    expect(await stats(p.id)).toEqual({ avg: 4, n: 1 });
    expect((await listProviderReviews(null, p.id)).map((r) => r.id)).toEqual([ra.id]);
    await deleteReview(a, ra.id);
    expect(await stats(p.id)).toEqual({ avg: 0, n: 0 });
    const [act] = await db.select().from(userActivities).where(eq(userActivities.userId, a.id));
    expect(act!.reviewsWritten).toBe(0);
  });

  it("only the author edits or deletes (403), unknown reviews 404", async () => {
    const p = await createTestProvider();
    const author = await createTestUser();
    const other = await createTestUser();
    const r = await createReview(author, p.id, review(5));
    expect(await statusOf(updateReview(other, r.id, review(1)))).toBe(403);
    expect(await statusOf(deleteReview(other, r.id))).toBe(403);
    expect(await statusOf(updateReview(null, r.id, review(1)))).toBe(401);
    expect(await statusOf(setReviewStatus(other, r.id, "hidden"))).toBe(403);
    expect(await statusOf(deleteReview(other, "00000000-0000-4000-8000-000000000000"))).toBe(404);
    const [row] = await listProviderReviews(author, p.id);
    expect(row).toMatchObject({ rating: 5, title: "Toller Laden", isOwn: true });
  });

  it("toggles helpful votes with the live count; login required", async () => {
    const p = await createTestProvider();
    const author = await createTestUser();
    const voter = await createTestUser();
    const r = await createReview(author, p.id, review(5));
    expect(await statusOf(toggleHelpfulVote(null, r.id))).toBe(401);
    expect(await toggleHelpfulVote(voter, r.id)).toEqual({ action: "added", helpfulCount: 1 });
    expect((await listProviderReviews(voter, p.id))[0]!.votedHelpful).toBe(true);
    const [act] = await db.select().from(userActivities).where(eq(userActivities.userId, author.id));
    expect(act!.helpfulVotesReceived).toBe(1);
    expect(await toggleHelpfulVote(voter, r.id)).toEqual({ action: "removed", helpfulCount: 0 });
  });

  it("hides the author of anonymous reviews from others", async () => {
    const p = await createTestProvider();
    const author = await createTestUser();
    await createReview(author, p.id, review(3, { isAnonymous: true }));
    expect((await listProviderReviews(null, p.id))[0]!.author).toBeNull();
    expect((await listProviderReviews(author, p.id))[0]!.author?.id).toBe(author.id);
  });

  it("refuses foreign review images and deletes a replaced image after the save", async () => {
    const p = await createTestProvider();
    const user = await createTestUser();
    const other = await createTestUpload({ ownerId: (await createTestUser()).id });
    expect(await statusOf(createReview(user, p.id, review(4, { imageUrl: other.url })))).toBe(400);
    expect(await statusOf(createReview(user, p.id, review(4, { imageUrl: "/media/review-images/fremd.webp" })))).toBe(400);
    const first = await createTestUpload({ ownerId: user.id });
    const created = await createReview(user, p.id, review(4, { imageUrl: first.url }));
    const second = await createTestUpload({ ownerId: user.id });
    await updateReview(user, created.id, review(5, { imageUrl: second.url }));
    expect(await db.select().from(uploads).where(eq(uploads.key, first.fullKey))).toEqual([]);
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "uploads", first.fullKey))).toBe(false);
    expect((await db.select().from(uploads).where(eq(uploads.key, second.fullKey)))[0]!.referencedAt).not.toBeNull();
    await deleteReview(user, created.id);
    expect(await db.select().from(uploads).where(eq(uploads.key, second.fullKey))).toEqual([]);
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "uploads", second.fullKey))).toBe(false);
  });

  it("applies the review_creation rate limit (5 per 30 minutes)", async () => {
    const user = await createTestUser();
    for (let i = 0; i < 5; i++) await createReview(user, (await createTestProvider()).id, review(4));
    expect(await statusOf(createReview(user, (await createTestProvider()).id, review(4)))).toBe(429);
  });

  it("keeps one review per member and provider: writing again edits it (issue #7, #8)", async () => {
    const p = await createTestProvider();
    const user = await createTestUser();
    const first = await createReview(user, p.id, review(5));
    expect(first.updated).toBe(false);
    const second = await createReview(user, p.id, review(2, { title: "Doch nicht so gut" }));
    expect(second).toEqual({ id: first.id, updated: true });
    const rows = await db.select().from(reviews).where(eq(reviews.providerId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 2, title: "Doch nicht so gut", status: "published" });
    expect(await stats(p.id)).toEqual({ avg: 2, n: 1 });
    // The database refuses a second row for the pair, whatever the code path.
    await expect(db.insert(reviews).values({ providerId: p.id, userId: user.id, rating: 1, title: "Noch", content: "Noch eine Bewertung." })).rejects.toThrow();
    // A hidden review is edited instead of duplicated, and stays hidden (an admin hid it).
    await setReviewStatus(await createTestUser({ admin: true }), first.id, "hidden");
    expect(await createReview(user, p.id, review(3))).toEqual({ id: first.id, updated: true });
    expect(await stats(p.id)).toEqual({ avg: 0, n: 0 });
    expect((await db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, first.id)))[0]!.status).toBe("hidden");
  });

  it("a second review of the same provider edits the first, image included (replaced one deleted after the save)", async () => {
    const p = await createTestProvider();
    const user = await createTestUser();
    const first = await createTestUpload({ ownerId: user.id });
    const created = await createReview(user, p.id, review(4, { imageUrl: first.url }));
    const second = await createTestUpload({ ownerId: user.id });
    expect(await createReview(user, p.id, review(5, { imageUrl: second.url }))).toEqual({ id: created.id, updated: true });
    expect(await db.select().from(uploads).where(eq(uploads.key, first.fullKey))).toEqual([]);
    expect((await db.select().from(uploads).where(eq(uploads.key, second.fullKey)))[0]!.referencedAt).not.toBeNull();
    // Keeping the image keeps the file.
    await createReview(user, p.id, review(3, { imageUrl: second.url }));
    expect(await db.select().from(uploads).where(eq(uploads.key, second.fullKey))).toHaveLength(1);
  });

  it("refuses a helpful vote on the own review (issue #8)", async () => {
    const p = await createTestProvider();
    const author = await createTestUser();
    const r = await createReview(author, p.id, review(5));
    await expect(toggleHelpfulVote(author, r.id)).rejects.toMatchObject({
      status: 403,
      message: "Du kannst deine eigene Bewertung nicht als hilfreich markieren.",
    });
    expect(await db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, r.id))).toHaveLength(0);
    const [act] = await db.select().from(userActivities).where(eq(userActivities.userId, author.id));
    expect(act!.helpfulVotesReceived).toBe(0);
  });

  it("the migration's hn_dedupe_reviews keeps the newest review per pair, drops self votes and recomputes figures", async () => {
    const p = await createTestProvider();
    const author = await createTestUser();
    const voter = await createTestUser();
    await db.execute(sql`drop index reviews_provider_user_uidx`);
    try {
      const day = (d: number) => new Date(Date.UTC(2026, 0, d));
      const [old, , newest] = await db
        .insert(reviews)
        .values([
          { providerId: p.id, userId: author.id, rating: 1, title: "Alt", content: "Die älteste Bewertung.", createdAt: day(1) },
          { providerId: p.id, userId: author.id, rating: 2, title: "Mittel", content: "Die mittlere Bewertung.", createdAt: day(2) },
          { providerId: p.id, userId: author.id, rating: 5, title: "Neu", content: "Die neueste Bewertung.", createdAt: day(3) },
          { providerId: p.id, userId: voter.id, rating: 3, title: "Andere", content: "Bewertung eines anderen.", createdAt: day(1) },
        ])
        .returning();
      await db.insert(reviewHelpfulVotes).values([
        { reviewId: newest!.id, userId: author.id }, // self vote
        { reviewId: newest!.id, userId: voter.id },
        { reviewId: old!.id, userId: voter.id },
      ]);
      await db.update(reviews).set({ helpfulCount: 7 }).where(eq(reviews.id, newest!.id));
      await db.update(providers).set({ averageRating: 0, reviewCount: 0 }).where(eq(providers.id, p.id));

      const removed = await db.execute<{ n: number }>(sql`select public.hn_dedupe_reviews() as n`);
      expect(Number(removed.rows[0]!.n)).toBe(2);
      const left = await db.select().from(reviews).where(eq(reviews.providerId, p.id));
      expect(left.map((r) => r.title).sort()).toEqual(["Andere", "Neu"]);
      expect(left.find((r) => r.title === "Neu")!.helpfulCount).toBe(1);
      expect(await db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.userId, author.id))).toHaveLength(0);
      expect(await stats(p.id)).toEqual({ avg: 4, n: 2 });
      const [profile] = await db.select({ helpful: profiles.helpfulVotes }).from(profiles).where(eq(profiles.id, author.id));
      expect(profile!.helpful).toBe(1);
    } finally {
      // The unique key can be created again: no duplicates are left.
      await db.execute(sql`create unique index reviews_provider_user_uidx on reviews (provider_id, user_id)`);
    }
  });
});
