import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, adminMessageHistory, authorFollows, blogArticles, messageInteractions, userMessages } from "~db/schema";
import { createTestProvider, createTestReview, createTestUser } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { saveArticle } from "~/features/blog/authoring.server";
import { createReview, toggleHelpfulVote } from "~/features/reviews/reviews.server";
import { recalculateUserActivity } from "~/features/activity/activity.server";
import { countAllRecipients, searchRecipients, sendAdminMessage, sendSelfTest } from "./admin-send.server";
import { messageDetails, messageDiagnostics, messageHistory, messageStatistics } from "./admin-stats.server";
import { ANNOUNCE_BATCH, announceDueArticles } from "./articles.server";
import { notifyAdminsContestCreated } from "./auto.server";
import { listInbox, markAllMessagesRead, markMessageRead, trackMessageInteraction } from "./inbox.server";
import { articleHref } from "~/lib/paths";

const typed = (userId: string, type: string) =>
  db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.messageType, type as "admin")));

describe("automatic notifications", () => {
  it("tells a provider's creator about a new review by someone else (not an edit, not their own)", async () => {
    const owner = await createTestUser();
    const reviewer = await createTestUser();
    const provider = await createTestProvider({ userId: owner.id, name: "Grüner Club", slug: `gruener-club-${owner.id.slice(0, 6)}` });
    await createReview(reviewer, provider.id, { rating: 4, title: "Sehr gut", content: "Freundliches Team und gute Beratung vor Ort." });
    const [msg] = await typed(owner.id, "review_notification");
    expect(msg!.title).toBe("Neue Bewertung für „Grüner Club“");
    expect(msg!.metadata).toMatchObject({
      provider_id: provider.id,
      provider_name: "Grüner Club",
      reviewer_user_id: reviewer.id,
      reviewer_username: reviewer.username,
    });
    // An edit of the same review does not notify again.
    await createReview(reviewer, provider.id, { rating: 5, title: "Noch besser", content: "Freundliches Team und gute Beratung vor Ort!" });
    expect(await typed(owner.id, "review_notification")).toHaveLength(1);
    // Reviewing the own provider: no notification to oneself.
    await createReview(owner, provider.id, { rating: 5, title: "Mein Club", content: "Ich finde meinen eigenen Club natürlich toll." });
    expect(await typed(owner.id, "review_notification")).toHaveLength(1);
  });

  it("tells a review's author about a helpful vote once per voter", async () => {
    const author = await createTestUser();
    const voter = await createTestUser();
    const provider = await createTestProvider({ name: "Hanf Bar" });
    const review = await createTestReview({ providerId: provider.id, userId: author.id });
    await toggleHelpfulVote(voter, review.id);
    await toggleHelpfulVote(voter, review.id); // taken back
    await toggleHelpfulVote(voter, review.id); // given again
    const msgs = await typed(author.id, "helpful_vote_notification");
    expect(msgs).toHaveLength(1);
    expect(msgs[0]!.metadata).toMatchObject({ voter_user_id: voter.id, voter_username: voter.username, provider_name: "Hanf Bar" });
    expect(String(msgs[0]!.metadata.review_link)).toContain(`#review-${review.id}`);
    expect(await statusOf(toggleHelpfulVote(author, review.id))).toBe(403);
    expect(await typed(voter.id, "helpful_vote_notification")).toHaveLength(0);
  });

  it("tells a member when their level rises, once per level", async () => {
    const member = await createTestUser();
    await createTestProvider({ userId: member.id, status: "approved" });
    await recalculateUserActivity(member.id);
    const msgs = await typed(member.id, "rank_achievement");
    expect(msgs.map((m) => m.metadata.level)).toEqual(["Kiffer-Veteran"]);
    await recalculateUserActivity(member.id);
    expect(await typed(member.id, "rank_achievement")).toHaveLength(1);
  });

  it("tells followers once when an article goes live, at once or when its scheduled date comes", async () => {
    const author = await createTestUser();
    const follower = await createTestUser();
    await db.insert(authorFollows).values({ followerId: follower.id, authorId: author.id });
    const live = await saveArticle(author, { title: "Sofort online", content: "<p>Hallo</p>", status: "published" });
    await saveArticle(author, { title: "Sofort online", content: "<p>Hallo nochmal</p>", status: "published" }, live.id);
    let msgs = await typed(follower.id, "author_new_article");
    expect(msgs).toHaveLength(1);
    expect(msgs[0]!.metadata.article_url).toBe(articleHref({ slug: live.slug, authorUsername: author.username }));
    expect(await typed(author.id, "author_new_article")).toHaveLength(0);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = await saveArticle(author, { title: "Geplant", content: "<p>Bald</p>", status: "scheduled", publishDate: future });
    await announceDueArticles();
    expect(await typed(follower.id, "author_new_article")).toHaveLength(1);
    // Its date comes: the job announces it, and a second run does not.
    await db
      .update(blogArticles)
      .set({ publishDate: new Date(Date.now() - 1000) })
      .where(eq(blogArticles.id, later.id));
    await Promise.all([announceDueArticles(), announceDueArticles()]);
    await announceDueArticles();
    msgs = await typed(follower.id, "author_new_article");
    expect(msgs).toHaveLength(2);
  });

  it("announces at most a batch of due articles per run, oldest first, the rest in the next runs", async () => {
    const author = await createTestUser();
    const follower = await createTestUser();
    await db.insert(authorFollows).values({ followerId: follower.id, authorId: author.id });
    // Live articles nobody has announced yet (as after an import), one more than a batch.
    const n = ANNOUNCE_BATCH + 1;
    await db.execute(sql`
      insert into blog_articles (title, content, slug, status, publish_date, author_id)
      select 'Import ' || i, '<p>Text</p>', 'import-' || i || '-' || ${author.id.slice(0, 8)}, 'published', now() - (i || ' minutes')::interval, ${author.id}::uuid
      from generate_series(1, ${n}::int) i`);
    await announceDueArticles();
    expect(await typed(follower.id, "author_new_article")).toHaveLength(ANNOUNCE_BATCH);
    // The newest one (1 minute old) waited for the next run.
    const [pending] = await db
      .execute<{ title: string }>(sql`select title from blog_articles where author_id = ${author.id}::uuid and followers_notified_at is null`)
      .then((r) => r.rows);
    expect(pending?.title).toBe("Import 1");
    await announceDueArticles();
    expect(await typed(follower.id, "author_new_article")).toHaveLength(n);
  });

  it("tells every admin except the creator about a new contest", async () => {
    const creator = await createTestUser({ admin: true });
    const other = await createTestUser({ admin: true });
    const member = await createTestUser();
    await db.transaction((tx) =>
      notifyAdminsContestCreated(tx, { contestId: crypto.randomUUID(), title: "Sommerverlosung", prizeValue: 150, currency: "EUR", createdBy: creator.id }),
    );
    const [msg] = await typed(other.id, "contest_created");
    expect(msg!.metadata).toMatchObject({ contest_title: "Sommerverlosung", prize_value: 150, currency: "EUR" });
    expect(await typed(creator.id, "contest_created")).toHaveLength(0);
    expect(await typed(member.id, "contest_created")).toHaveLength(0);
  });
});

describe("inbox", () => {
  it("lists own messages, marks one and all read, tracks interactions only on own messages", async () => {
    const me = await createTestUser();
    const other = await createTestUser();
    const [a, b, theirs] = await db
      .insert(userMessages)
      .values([
        { userId: me.id, title: "Eins", content: "Siehe hanfnetz.de", messageType: "admin" },
        { userId: me.id, title: "Zwei", content: "Text", messageType: "system" },
        { userId: other.id, title: "Fremd", content: "Text" },
      ])
      .returning();
    const inbox = await listInbox(me);
    expect(inbox.unread).toBe(2);
    expect(inbox.messages.map((m) => m.title).sort()).toEqual(["Eins", "Zwei"]);

    expect(await statusOf(markMessageRead(me, theirs!.id))).toBe(404);
    expect(await statusOf(listInbox(null))).toBe(401);
    await markMessageRead(me, a!.id);
    expect((await listInbox(me)).unread).toBe(1);

    expect((await trackMessageInteraction(me, [a!.id, b!.id, theirs!.id], "bell_click")).count).toBe(2);
    const tracked = await db.select().from(messageInteractions).where(eq(messageInteractions.userId, me.id));
    expect(tracked.map((t) => t.messageId).sort()).toEqual([a!.id, b!.id].sort());

    expect((await markAllMessagesRead(me)).count).toBe(1);
    const after = await listInbox(me);
    expect(after.unread).toBe(0);
    expect(after.messages.every((m) => m.isRead && m.readAt)).toBe(true);
    const [still] = await db.select().from(userMessages).where(eq(userMessages.id, theirs!.id));
    expect(still!.isRead).toBe(false);
  });

  it("shows reviewers who are admins or carry admin or the brand in their name as 'Admin'", async () => {
    const owner = await createTestUser();
    const admin = await createTestUser({ admin: true, username: `lena_${Date.now()}` });
    const brandy = await createTestUser({ username: `HanfNetz_fan_${Date.now()}` });
    const plain = await createTestUser();
    for (const reviewer of [admin, brandy, plain]) {
      await db
        .insert(userMessages)
        .values({ userId: owner.id, title: "R", content: "x", messageType: "review_notification", metadata: { reviewer_user_id: reviewer.id } });
    }
    const labels = (await listInbox(owner)).messages.map((m) => m.actor?.label).sort();
    expect(labels).toEqual(["Admin", "Admin", plain.username].sort());
  });
});

describe("admin messaging", () => {
  it("'An N Nutzer senden?' counts exactly the members the send to all reaches (admins only)", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    await createTestUser({ username: null });
    const n = await countAllRecipients(admin);
    const sent = await sendAdminMessage(admin, { title: "Zählung", content: "Alle?", recipients: "all_users" });
    expect(sent.count).toBe(n);
    await createTestUser();
    expect(await countAllRecipients(admin)).toBe(n + 1);
    expect(await statusOf(countAllRecipients(member))).toBe(403);
    expect(await statusOf(countAllRecipients(null))).toBe(401);
  });

  it("sends to selected users and to all users set-based with history, audit and statistics", async () => {
    const admin = await createTestUser({ admin: true });
    const anna = await createTestUser();
    const ben = await createTestUser();
    const before = await messageStatistics(admin);

    expect(await statusOf(sendAdminMessage(admin, { title: " ", content: "x", recipients: "all_users" }))).toBe(400);
    expect(await statusOf(sendAdminMessage(admin, { title: "Hallo", content: "Text", recipients: "selected", userIds: [] }))).toBe(400);

    const selected = await sendAdminMessage(admin, {
      title: "Hallo Auswahl",
      content: "Nur für euch",
      recipients: "selected",
      userIds: [anna.id, ben.id, anna.id],
    });
    expect(selected.count).toBe(2);
    const [users] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from "user"`)).rows;
    const all = await sendAdminMessage(admin, { title: "Wartung", content: "Heute Nacht", recipients: "all_users" });
    expect(all.count).toBe(Number(users!.n));

    const [history] = await db.select().from(adminMessageHistory).where(eq(adminMessageHistory.id, all.historyId));
    expect(history).toMatchObject({ recipientType: "all_users", recipientCount: all.count, senderAdminId: admin.id });
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, all.historyId));
    expect(audit.map((a) => a.action)).toEqual(["message.send"]);

    // Anna reads both; the statistics and details follow.
    await markAllMessagesRead(anna);
    const stats = await messageStatistics(admin);
    expect(stats.stats.totalMessages).toBe(before.stats.totalMessages + 2);
    expect(stats.stats.totalRecipients).toBe(before.stats.totalRecipients + 2 + all.count);
    expect(stats.stats.totalRead).toBe(before.stats.totalRead + 2);
    expect(stats.stats.totalUnread).toBe(stats.stats.totalRecipients - stats.stats.totalRead);
    const details = await messageDetails(admin, selected.historyId);
    expect(details.total).toBe(2);
    expect(details.read).toBe(1);
    expect(details.recipients.find((r) => r.userId === anna.id)).toMatchObject({ isRead: true });
    expect(details.recipients.find((r) => r.userId === ben.id)).toMatchObject({ isRead: false, readAt: null });
    const list = await messageHistory(admin);
    expect(list.find((h) => h.id === selected.historyId)).toMatchObject({ recipientLabel: "Ausgewählte Nutzer", recipientCount: 2, readCount: 1 });
    expect(list.find((h) => h.id === all.historyId)).toMatchObject({ recipientLabel: "Alle Nutzer" });
    expect((await messageDiagnostics(admin)).countMismatches).toBe(0);
  });

  it("refuses every admin messaging call to members and visitors", async () => {
    const member = await createTestUser();
    const target = await createTestUser();
    const send = { title: "Hack", content: "Hack", recipients: "selected", userIds: [target.id] };
    expect(await statusOf(sendAdminMessage(member, send))).toBe(403);
    expect(await statusOf(sendAdminMessage(null, send))).toBe(401);
    expect(await statusOf(sendSelfTest(member))).toBe(403);
    expect(await statusOf(searchRecipients(member, "user"))).toBe(403);
    expect(await statusOf(messageStatistics(member))).toBe(403);
    expect(await statusOf(messageHistory(member))).toBe(403);
    expect(await statusOf(messageDiagnostics(member))).toBe(403);
    expect(await typed(target.id, "admin")).toHaveLength(0);
  });

  it("searches recipients from 2 characters, 10 at most, without those chosen; the self-test reaches the own inbox", async () => {
    const admin = await createTestUser({ admin: true });
    const tag = `suche${Date.now().toString(36)}`;
    const people = [];
    for (let i = 0; i < 12; i++) people.push(await createTestUser({ username: `${tag}_${i}` }));
    expect(await searchRecipients(admin, "s")).toEqual([]);
    expect(await searchRecipients(admin, tag)).toHaveLength(10);
    const rest = await searchRecipients(
      admin,
      tag,
      people.slice(0, 10).map((p) => p.id),
    );
    expect(rest.map((r) => r.username).sort()).toEqual([`${tag}_10`, `${tag}_11`]);
    expect(await searchRecipients(admin, "%")).toEqual([]);

    const test = await sendSelfTest(admin);
    expect((await listInbox(admin)).messages.map((m) => m.id)).toContain(test.id);
  });
});
