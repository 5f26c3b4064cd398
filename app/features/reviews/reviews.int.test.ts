import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { providers, userActivities } from "~db/schema";
import { createTestProvider, createTestUser } from "../../../tests/support/factories";
import { db } from "~/lib/db.server";
import { HttpError } from "~/lib/http.server";
import { RateLimitError } from "~/lib/rate-limit.server";
import { createReview, deleteReview, listProviderReviews, setReviewStatus, toggleHelpfulVote, updateReview } from "./reviews.server";

async function status(p: Promise<unknown>) {
  try {
    await p;
    return 200;
  } catch (error) {
    if (error instanceof HttpError || error instanceof RateLimitError) return error.status;
    throw error;
  }
}

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
    expect(await status(createReview(null, p.id, review(5)))).toBe(401);
    try {
      await createReview(user, p.id, { rating: 0, title: " a ", content: "kurz" });
      expect.unreachable();
    } catch (error) {
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).fieldErrors).toMatchObject({ title: "Mindestens 3 Zeichen erforderlich", content: "Mindestens 10 Zeichen erforderlich" });
    }
    expect(await status(createReview(user, p.id, review(5, { content: "x".repeat(2001) })))).toBe(400);
  });

  it("cannot review unapproved providers (404)", async () => {
    const p = await createTestProvider({ status: "pending" });
    expect(await status(createReview(await createTestUser(), p.id, review(4)))).toBe(404);
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
    expect(await status(updateReview(other, r.id, review(1)))).toBe(403);
    expect(await status(deleteReview(other, r.id))).toBe(403);
    expect(await status(updateReview(null, r.id, review(1)))).toBe(401);
    expect(await status(setReviewStatus(other, r.id, "hidden"))).toBe(403);
    expect(await status(deleteReview(other, "00000000-0000-4000-8000-000000000000"))).toBe(404);
    const [row] = await listProviderReviews(author, p.id);
    expect(row).toMatchObject({ rating: 5, title: "Toller Laden", isOwn: true });
  });

  it("toggles helpful votes with the live count; login required", async () => {
    const p = await createTestProvider();
    const author = await createTestUser();
    const voter = await createTestUser();
    const r = await createReview(author, p.id, review(5));
    expect(await status(toggleHelpfulVote(null, r.id))).toBe(401);
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

  it("refuses foreign review images", async () => {
    const p = await createTestProvider();
    const user = await createTestUser();
    expect(await status(createReview(user, p.id, review(4, { imageUrl: "/media/review-images/other/1-a.webp" })))).toBe(400);
    expect(await status(createReview(user, p.id, review(4, { imageUrl: `/media/review-images/${user.id}/1-a.webp` })))).toBe(200);
  });

  it("applies the review_creation rate limit (5 per 30 minutes)", async () => {
    const user = await createTestUser();
    const p = await createTestProvider();
    for (let i = 0; i < 5; i++) await createReview(user, p.id, review(4));
    expect(await status(createReview(user, p.id, review(4)))).toBe(429);
  });
});
