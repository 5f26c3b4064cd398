import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, blogArticles, contentReports, providers, reviews, userActivities } from "~db/schema";
import { db } from "~/lib/db.server";
import { createTestArticle, createTestProvider, createTestReview, createTestUser, reloadViewer } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { listBlog } from "~/features/blog/blog.server";
import { blogFilterSchema } from "~/features/blog/schema";
import { listProviderReviews, updateReview } from "~/features/reviews/reviews.server";
import { getPublicArticle } from "~/features/blog/article.server";
import { getProfilePage } from "~/features/profiles/profile.server";
import { canReport, listHiddenArticles, listOpenReports, reportContent, resolveReport, unhideArticle } from "./moderation.server";

async function setScore(userId: string, score: number) {
  await db
    .insert(userActivities)
    .values({ userId, totalActivityScore: score })
    .onConflictDoUpdate({ target: userActivities.userId, set: { totalActivityScore: score } });
}

/** A member with the given stored activity score (the 'moderator tools' gate reads it). */
async function memberWithScore(score: number) {
  const member = await createTestUser();
  await setScore(member.id, score);
  return member;
}

async function content() {
  const author = await createTestUser();
  const provider = await createTestProvider({ name: `Gemeldeter Laden ${Math.random()}` });
  const review = await createTestReview({ providerId: provider.id, userId: author.id });
  const article = await createTestArticle({ authorId: author.id });
  return { author, provider, review, article };
}

describe("reporting content (issue #8 item 12)", () => {
  it("refuses anonymous (401), members under 100 points (403), own content (400), unknown items (404)", async () => {
    const { author, review, article } = await content();
    expect(await statusOf(reportContent(null, { targetType: "review", targetId: review.id }))).toBe(401);
    const newcomer = await memberWithScore(99);
    expect(await canReport(newcomer)).toBe(false);
    expect(await statusOf(reportContent(newcomer, { targetType: "review", targetId: review.id }))).toBe(403);
    await setScore(author.id, 500);
    expect(await statusOf(reportContent(author, { targetType: "article", targetId: article.id }))).toBe(400);
    const moderator = await memberWithScore(100);
    expect(await canReport(moderator)).toBe(true);
    expect(await statusOf(reportContent(moderator, { targetType: "article", targetId: "00000000-0000-4000-8000-000000000000" }))).toBe(404);
    expect(await statusOf(reportContent(moderator, { targetType: "user", targetId: review.id }))).toBe(400);
    expect(await db.select().from(contentReports)).toHaveLength(0);
  });

  it("reads the gate from the score loaded with the viewer (no query of its own on a page); a new request sees a new score", async () => {
    const member = await reloadViewer(await memberWithScore(100));
    expect(member.activityScore).toBe(100);
    expect(await canReport(member)).toBe(true);
    await setScore(member.id, 40);
    expect(await canReport(await reloadViewer(member))).toBe(false);
  });

  it("stores one open report per member and item (a second is 409) and limits reports to 10 an hour", async () => {
    const { review, article } = await content();
    const moderator = await memberWithScore(150);
    const first = await reportContent(moderator, { targetType: "review", targetId: review.id, reason: "  Werbung  " });
    expect(first.message).toBe("Danke! Der Inhalt wurde zur Prüfung gemeldet.");
    const [stored] = await db.select().from(contentReports).where(eq(contentReports.id, first.id));
    expect(stored).toMatchObject({ reporterId: moderator.id, targetType: "review", targetId: review.id, reason: "Werbung", status: "open", resolvedAt: null });
    await expect(reportContent(moderator, { targetType: "review", targetId: review.id })).rejects.toMatchObject({ status: 409 });
    const other = await memberWithScore(100);
    await reportContent(other, { targetType: "review", targetId: review.id });
    await reportContent(other, { targetType: "article", targetId: article.id });

    const spammer = await memberWithScore(200);
    const targets = await Promise.all(Array.from({ length: 11 }, async () => (await content()).article.id));
    const statuses: number[] = [];
    for (const id of targets) statuses.push(await statusOf(reportContent(spammer, { targetType: "article", targetId: id })));
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("lists and resolves reports for admins only; 'hide' takes the item off the public site in one go", async () => {
    await db.delete(contentReports); // the queue of this test only
    const { author, provider, review, article } = await content();
    const admin = await createTestUser({ admin: true });
    const moderator = await memberWithScore(100);
    const second = await memberWithScore(100);
    const reviewReport = await reportContent(moderator, { targetType: "review", targetId: review.id });
    await reportContent(second, { targetType: "review", targetId: review.id });
    const articleReport = await reportContent(moderator, { targetType: "article", targetId: article.id, reason: "Beleidigend" });

    expect(await statusOf(listOpenReports(null))).toBe(401);
    expect(await statusOf(listOpenReports(moderator))).toBe(403);
    expect(await statusOf(resolveReport(null, reviewReport.id, "hide"))).toBe(401);
    expect(await statusOf(resolveReport(moderator, reviewReport.id, "hide"))).toBe(403);

    const queue = await listOpenReports(admin);
    expect(queue.total).toBe(3);
    const listed = queue.items.find((i) => i.id === articleReport.id)!;
    expect(listed).toMatchObject({ targetType: "article", reason: "Beleidigend", reporterUsername: moderator.username, targetTitle: article.title });
    expect(listed.targetHref).toMatch(/^\/blog\/.+\//);
    expect(queue.items.find((i) => i.id === reviewReport.id)!.targetHref).toBe(`/empfehlung/${provider.slug}`);

    const hidden = await resolveReport(admin, reviewReport.id, "hide");
    expect(hidden).toMatchObject({ status: "hidden", resolvedCount: 2 });
    expect((await db.select().from(reviews).where(eq(reviews.id, review.id)))[0]!.status).toBe("hidden");
    expect((await listProviderReviews(null, provider.id)).map((r) => r.id)).not.toContain(review.id);
    expect((await db.select().from(providers).where(eq(providers.id, provider.id)))[0]!.reviewCount).toBe(0);
    // The author's edit does not publish a hidden review again.
    await updateReview(author, review.id, { rating: 4, title: "Neu geschrieben", content: "Ein neuer, ausführlicher Text zur Bewertung." });
    expect((await db.select().from(reviews).where(eq(reviews.id, review.id)))[0]!.status).toBe("hidden");
    expect(await statusOf(resolveReport(admin, reviewReport.id, "keep"))).toBe(409);

    await resolveReport(admin, articleReport.id, "hide");
    expect((await db.select().from(blogArticles).where(eq(blogArticles.id, article.id)))[0]!.hiddenAt).not.toBeNull();
    expect((await listBlog(null, { sort: "newest", page: 1 } as never)).articles.map((a) => a.id)).not.toContain(article.id);
    expect((await listOpenReports(admin)).total).toBe(0);
    const [resolved] = await db.select().from(contentReports).where(eq(contentReports.id, articleReport.id));
    expect(resolved).toMatchObject({ status: "hidden", resolvedBy: admin.id });
    expect(resolved!.resolvedAt).toBeInstanceOf(Date);
    // Each decision is in the admin audit log.
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, review.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: "report.hide", targetType: "review", actorId: admin.id, after: { status: "hidden", resolvedReports: 2 } }),
    ]);
  });

  it("keeps an item when the admin decides so", async () => {
    const { article } = await content();
    const admin = await createTestUser({ admin: true });
    const report = await reportContent(await memberWithScore(300), { targetType: "article", targetId: article.id });
    expect(await resolveReport(admin, report.id, "keep")).toMatchObject({ status: "kept", resolvedCount: 1 });
    expect((await db.select().from(blogArticles).where(eq(blogArticles.id, article.id)))[0]!.hiddenAt).toBeNull();
  });

  it("an admin shows a hidden article again: listed until then, public afterwards, audited; others refused", async () => {
    const { article } = await content();
    const admin = await createTestUser({ admin: true });
    const report = await reportContent(await memberWithScore(300), { targetType: "article", targetId: article.id });
    await resolveReport(admin, report.id, "hide");
    expect((await listHiddenArticles(admin)).items.map((a) => a.id)).toContain(article.id);
    expect(await statusOf(listHiddenArticles(null))).toBe(401);
    expect(await statusOf(unhideArticle(null, article.id))).toBe(401);
    expect(await statusOf(unhideArticle(await memberWithScore(900), article.id))).toBe(403);
    await unhideArticle(admin, article.id);
    expect((await db.select().from(blogArticles).where(eq(blogArticles.id, article.id)))[0]!.hiddenAt).toBeNull();
    expect((await listBlog(null, { sort: "newest", page: 1 } as never)).articles.map((a) => a.id)).toContain(article.id);
    expect((await listHiddenArticles(admin)).items.map((a) => a.id)).not.toContain(article.id);
    expect(await statusOf(unhideArticle(admin, article.id))).toBe(404);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, article.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["report.hide", "article.unhide"]));
  });
});

describe("verified badge (issue #8 item 12)", () => {
  it("marks the member's reviews, articles and profile from 500 points on", async () => {
    const { author, provider, review, article } = await content();
    const verifiedOf = async () => ({
      review: (await listProviderReviews(null, provider.id)).find((r) => r.id === review.id)!.author!.verified,
      article: (await getPublicArticle(null, { id: article.id }))!.authorVerified,
      card: (await listBlog(null, blogFilterSchema.parse({}))).articles.find((a) => a.id === article.id)!.authorVerified,
    });
    expect(await verifiedOf()).toEqual({ review: false, article: false, card: false });
    await setScore(author.id, 500);
    expect(await verifiedOf()).toEqual({ review: true, article: true, card: true });
    // The profile shows others the score of public contributions, so its gate follows those (here 2 + 3 points).
    expect((await getProfilePage(author, author.id))!.gates.verifiedBadge).toBe(false);
  });
});
