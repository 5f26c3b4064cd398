import { eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  authorFollows,
  blogArticles,
  contestAuditLog,
  contests,
  customLinkAnalytics,
  favorites,
  maliciousFileAttempts,
  profiles,
  providers,
  rateLimits,
  reviews,
  securityAuditLog,
  uploads,
  user,
  userMessages,
  verification,
} from "~db/schema";
import { db } from "~/lib/db.server";
import { emailRateKey } from "~/lib/rate-limit.server";
import { createTestProvider, createTestUpload, createTestUser } from "../../../tests/support/factories";
import { getPublicArticle, resolveArticleKey } from "~/features/blog/article.server";
import { saveArticle } from "~/features/blog/authoring.server";
import { writeContestAudit } from "~/features/contests/audit.server";
import { notifyHelpfulVote, notifyProviderReviewed } from "~/features/notifications/auto.server";
import { listInbox } from "~/features/notifications/inbox.server";
import { deleteAccount, exportUserData } from "./account.server";

describe("account data (DSGVO)", () => {
  it("exports everything stored about the user without secrets", async () => {
    const u = await createTestUser({ username: "exporteur" });
    const other = await createTestUser();
    const p = await createTestProvider();
    await db.insert(favorites).values({ userId: u.id, providerId: p.id });
    await db.insert(authorFollows).values({ followerId: u.id, authorId: other.id });
    await db.insert(reviews).values({ providerId: p.id, userId: u.id, rating: 5, title: "Export", content: "Inhalt der Bewertung" });
    await saveArticle(u, { title: "Mein Artikel", status: "draft" });
    const data = (await exportUserData(u)) as Record<string, unknown[]> & { account: { email: string }; profile: { username: string } };
    expect(data.account.email).toBe(u.email);
    expect(data.profile.username).toBe("exporteur");
    expect(data.favorites).toHaveLength(1);
    expect(data.following).toHaveLength(1);
    expect(data.reviews).toHaveLength(1);
    expect(data.articles).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/"password"|"token"/);
    await expect(exportUserData(null)).rejects.toMatchObject({ status: 401 });
  });

  it("deletes the account, keeps published reviews and articles as anonymous, removes the rest", async () => {
    const u = await createTestUser({ username: "loescher" });
    const p = await createTestProvider();
    const [published] = await db
      .insert(reviews)
      .values({ providerId: p.id, userId: u.id, rating: 4, title: "Bleibt", content: "Diese Bewertung bleibt." })
      .returning();
    const p2 = await createTestProvider(); // one review per member and provider
    const [hidden] = await db
      .insert(reviews)
      .values({ providerId: p2.id, userId: u.id, rating: 2, title: "Weg", content: "Diese Bewertung geht.", status: "hidden" })
      .returning();
    const live = await saveArticle(u, { title: "Öffentlich", status: "published", content: "<p>a</p>" });
    const draft = await saveArticle(u, { title: "Entwurf", status: "draft" });
    await db.insert(favorites).values({ userId: u.id, providerId: p.id });

    await expect(deleteAccount(null, "LÖSCHEN")).rejects.toMatchObject({ status: 401 });
    await expect(deleteAccount(u, "falsch")).rejects.toMatchObject({ status: 400 });
    expect(await db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);

    await deleteAccount(u, "LOESCHER");
    expect(await db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.id, u.id))).toHaveLength(0);
    expect(await db.select().from(favorites).where(eq(favorites.userId, u.id))).toHaveLength(0);
    const [kept] = await db.select().from(reviews).where(eq(reviews.id, published!.id));
    expect(kept).toMatchObject({ userId: null, isAnonymous: true, title: "Bleibt" });
    expect(await db.select().from(reviews).where(eq(reviews.id, hidden!.id))).toHaveLength(0);
    const [article] = await db.select().from(blogArticles).where(eq(blogArticles.id, live.id));
    expect(article).toMatchObject({ authorId: null, title: "Öffentlich" });
    expect(await db.select().from(blogArticles).where(eq(blogArticles.id, draft.id))).toHaveLength(0);
    // the kept article is shown as 'Anonym' at /blog/{id}
    expect(await resolveArticleKey(live.id)).toEqual({ href: `/blog/${live.id}`, anonymousId: live.id });
    const page = await getPublicArticle(null, { id: live.id });
    expect(page?.article).toMatchObject({ title: "Öffentlich", authorUsername: null });
  });

  it("exports every row about the member: uploads, security log, refused uploads, rate limits, verification requests", async () => {
    const u = await createTestUser({ username: "protokolliert" });
    const upload = await createTestUpload({ ownerId: u.id, bucket: "avatars" });
    await db.insert(securityAuditLog).values({ userId: u.id, eventType: "login_failed", ipAddress: "203.0.113.9" });
    await db.insert(maliciousFileAttempts).values({ userId: u.id, fileName: "virus.exe", reason: "type_mismatch" });
    await db.insert(rateLimits).values([
      { actionType: "upload", key: `user:${u.id}`, userId: u.id, attemptCount: 3 },
      { actionType: "login_attempt", key: `ip:203.0.113.9|${emailRateKey(u.email)}`, attemptCount: 2 },
      { actionType: "login_attempt", key: `ip:203.0.113.9|${emailRateKey(`x${u.email}`)}`, attemptCount: 1 },
    ]);
    await db.insert(verification).values([
      { identifier: "reset-password:GEHEIMTOKEN", value: u.id, expiresAt: new Date(Date.now() + 3600_000) },
      { identifier: "magic-token-hash", value: JSON.stringify({ type: "magic-link", email: u.email }), expiresAt: new Date(Date.now() + 300_000) },
      { identifier: "reset-password:FREMD", value: "00000000-0000-4000-8000-000000000000", expiresAt: new Date(Date.now() + 3600_000) },
    ]);
    const data = (await exportUserData(u)) as Record<string, Record<string, unknown>[]>;
    expect(data.uploads).toEqual([expect.objectContaining({ key: upload.fullKey, bucket: "avatars" })]);
    expect(data.securityLog).toEqual([expect.objectContaining({ event_type: "login_failed", ip_address: "203.0.113.9" })]);
    expect(data.failedUploads).toEqual([expect.objectContaining({ file_name: "virus.exe", reason: "type_mismatch" })]);
    expect(data.rateLimits!.map((r) => r.action_type).sort()).toEqual(["login_attempt", "upload"]);
    expect(data.verifications!.map((r) => r.kind).sort()).toEqual(["magic-link", "password_reset"]);
    expect(JSON.stringify(data)).not.toContain("GEHEIMTOKEN");
    expect(JSON.stringify(data)).not.toContain("magic-token-hash");
    for (const key of ["providerEvents", "contestViews", "contestsCreated", "contestAuditEntries"]) expect(data[key]).toEqual([]);
  });

  it("deletes the member's files and takes them off the content that stays; anonymises logs", async () => {
    const u = await createTestUser({ username: "bilderweg" });
    const visitor = await createTestUser();
    const onDisk = (key: string) => fs.existsSync(path.join(process.env.DATA_DIR!, "uploads", key));
    const avatar = await createTestUpload({ ownerId: u.id, bucket: "avatars" });
    const reviewImg = await createTestUpload({ ownerId: u.id, bucket: "review-images" });
    const providerImg = await createTestUpload({ ownerId: u.id, bucket: "provider-images" });
    const articleImg = await createTestUpload({ ownerId: u.id, bucket: "blog-images" });
    const unused = await createTestUpload({ ownerId: u.id, bucket: "review-images" });
    const othersImg = await createTestUpload({ ownerId: visitor.id, bucket: "provider-images" });
    await db.update(profiles).set({ avatarUrl: avatar.url }).where(eq(profiles.id, u.id));
    const p = await createTestProvider({ userId: u.id, imageUrl: providerImg.url, imageUrls: [providerImg.url, othersImg.url] });
    const [kept] = await db
      .insert(reviews)
      .values({ providerId: p.id, userId: u.id, rating: 5, title: "Bleibt", content: "Mit Bild.", imageUrl: reviewImg.url })
      .returning();
    const live = await saveArticle(u, { title: "Sichtbar", status: "published", content: `<p>Text</p><img src="${articleImg.url}" alt="Bild">` });
    await db.update(blogArticles).set({ featuredImageUrl: articleImg.url }).where(eq(blogArticles.id, live.id));
    await db.insert(securityAuditLog).values({ userId: u.id, eventType: "secure_file_upload", ipAddress: "203.0.113.9", userAgent: "UA" });
    await db.insert(maliciousFileAttempts).values({ userId: u.id, fileName: "x.php", reason: "type_mismatch", ipAddress: "203.0.113.9" });
    await db.insert(customLinkAnalytics).values({ profileId: visitor.id, linkIndex: 0, userId: u.id, visitorKey: `u:${u.id}` });
    await db.insert(rateLimits).values({ actionType: "login_attempt", key: `ip:203.0.113.9|${emailRateKey(u.email)}`, attemptCount: 2 });
    await db.insert(verification).values({ identifier: "reset-password:T", value: u.id, expiresAt: new Date(Date.now() + 3600_000) });

    await deleteAccount(u, "LÖSCHEN");

    for (const f of [avatar, reviewImg, providerImg, articleImg, unused]) {
      expect(onDisk(f.fullKey), f.fullKey).toBe(false);
      expect(await db.select().from(uploads).where(eq(uploads.key, f.fullKey))).toEqual([]);
    }
    expect(onDisk(othersImg.fullKey)).toBe(true);
    expect((await db.select().from(reviews).where(eq(reviews.id, kept!.id)))[0]).toMatchObject({ imageUrl: null, userId: null, isAnonymous: true });
    expect((await db.select().from(providers).where(eq(providers.id, p.id)))[0]).toMatchObject({
      imageUrl: othersImg.url,
      imageUrls: [othersImg.url],
      userId: null,
    });
    const [article] = await db.select().from(blogArticles).where(eq(blogArticles.id, live.id));
    expect(article).toMatchObject({ featuredImageUrl: null, content: "<p>Text</p>" });
    const [log] = await db.select().from(securityAuditLog).where(eq(securityAuditLog.eventType, "secure_file_upload"));
    expect(log).toMatchObject({ userId: null, ipAddress: null, userAgent: null });
    const [attempt] = await db.select().from(maliciousFileAttempts).where(eq(maliciousFileAttempts.fileName, "x.php"));
    expect(attempt).toMatchObject({ userId: null, ipAddress: null });
    const [click] = await db.select().from(customLinkAnalytics).where(eq(customLinkAnalytics.profileId, visitor.id));
    expect(click).toMatchObject({ userId: null });
    expect(click!.visitorKey).not.toContain(u.id);
    expect(
      await db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `ip:203.0.113.9|${emailRateKey(u.email)}`)),
    ).toEqual([]);
    expect(await db.select().from(verification).where(eq(verification.value, u.id))).toEqual([]);
  });

  it("names the deleted member 'Gelöschtes Mitglied' in other members' notifications and in the contest audit log (issue #28)", async () => {
    const leaving = await createTestUser({ username: "gehtjetzt" });
    const staying = await createTestUser({ username: "bleibtda" });
    const admin = await createTestUser({ admin: true, username: "pruefer" });
    const p = await createTestProvider({ userId: staying.id, name: "Grüner Laden" });
    const [review] = await db.insert(reviews).values({ providerId: p.id, userId: staying.id, rating: 4, title: "Gut", content: "Gut." }).returning();
    await db.transaction(async (tx) => {
      await notifyProviderReviewed(tx, {
        provider: { id: p.id, name: p.name, slug: p.slug, userId: staying.id },
        reviewerId: leaving.id,
        reviewId: review!.id,
        rating: 5,
      });
      await notifyHelpfulVote(tx, { reviewId: review!.id, authorId: staying.id, voterId: leaving.id, provider: { id: p.id, name: p.name, slug: p.slug } });
    });
    const [contest] = await db
      .insert(contests)
      .values({
        title: "Verlosung",
        slug: `verlosung-${Date.now()}`,
        description: "d",
        startDate: new Date(),
        endDate: new Date(Date.now() + 86_400_000),
        createdBy: leaving.id,
        status: "active",
      })
      .returning();
    await writeContestAudit(db, leaving, contest!, "created");
    await writeContestAudit(db, staying, contest!, "participant_added", { userId: staying.id });
    await writeContestAudit(db, leaving, contest!, "participant_added", { userId: leaving.id, referralCode: "share-x" });
    await writeContestAudit(db, admin, contest!, "approved");
    // A row written before the actor's id was kept: only the name links it to the member.
    await db.insert(contestAuditLog).values({ contestId: contest!.id, actionType: "updated", actorUsername: "GehtJetzt" });

    await deleteAccount(leaving, "LÖSCHEN");

    const messages = await db.select().from(userMessages).where(eq(userMessages.userId, staying.id));
    expect(messages).toHaveLength(2);
    const dump = JSON.stringify(messages);
    expect(dump).not.toContain(leaving.id);
    expect(dump).not.toContain("gehtjetzt");
    expect(messages.map((m) => m.metadata.reviewer_username ?? m.metadata.voter_username)).toEqual(["Gelöschtes Mitglied", "Gelöschtes Mitglied"]);
    const inbox = await listInbox(staying);
    expect(inbox.messages.map((m) => m.actor?.label)).toEqual(["Gelöschtes Mitglied", "Gelöschtes Mitglied"]);

    const audit = await db.select().from(contestAuditLog).where(eq(contestAuditLog.contestId, contest!.id));
    const auditDump = JSON.stringify(audit).toLowerCase();
    expect(auditDump).not.toContain(leaving.id);
    expect(auditDump).not.toContain("gehtjetzt");
    expect(auditDump).not.toContain(leaving.email.toLowerCase());
    expect(
      audit
        .filter((r) => r.actorUsername === "Gelöschtes Mitglied")
        .map((r) => r.actionType)
        .sort(),
    ).toEqual(["created", "participant_added", "updated"]);
    // The others keep their names and ids.
    expect(audit.find((r) => r.actionType === "approved")).toMatchObject({ actorUsername: "pruefer", actorUserId: admin.id });
    expect(audit.find((r) => r.participantData?.user_id === staying.id)).toMatchObject({ actorUsername: "bleibtda", actorUserId: staying.id });
  });
});
