import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, providerClaims, reviewReplies, securityAuditLog, userMessages } from "~db/schema";
import { db } from "~/lib/db.server";
import { outboxDir } from "~/lib/mail.server";
import { createTestProvider, createTestReview, createTestUser } from "../../../tests/support/factories";
import { mailsTo } from "../../../tests/support/mail";
import { statusOf } from "../../../tests/support/status";
import { createClaim, decideClaim, listApprovedClaims, listOpenClaims, revokeClaim } from "./claims.server";
import { isProviderOwner, ownerStatus } from "~/features/providers/owners.server";
import { loadProviderDetail } from "~/features/providers/detail.server";
import { createReply, deleteReply, repliesForProvider, updateReply } from "./replies.server";

const claimInput = { note: "Ich bin der Inhaber dieses Geschäfts.", contact: "inhaber@example.com" };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

async function listing() {
  const creator = await createTestUser();
  const provider = await createTestProvider({ userId: creator.id, name: `Laden ${Math.random()}` });
  const reviewer = await createTestUser();
  const review = await createTestReview({ providerId: provider.id, userId: reviewer.id });
  return { creator, provider, reviewer, review };
}

const replyMessages = (userId: string) =>
  db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.messageType, "review_reply")));

describe("claims ('Eintrag beanspruchen')", () => {
  it("stores a cleaned claim, shows it as pending and refuses a second open claim (409)", async () => {
    const { provider } = await listing();
    const member = await createTestUser();
    const created = await createClaim(member, provider.id, { note: "  Ich bin <b>Inhaber</b> des Ladens.  ", contact: " 0301234567 " });
    const [row] = await db.select().from(providerClaims).where(eq(providerClaims.id, created.id));
    expect(row).toMatchObject({
      userId: member.id,
      providerId: provider.id,
      note: "Ich bin Inhaber des Ladens.",
      contact: "0301234567",
      status: "pending",
      decidedAt: null,
    });
    expect(await ownerStatus(member, provider.id)).toEqual({ isOwner: false, claimPending: true });
    expect((await loadProviderDetail(member, provider.id)).owner).toEqual({ isOwner: false, claimPending: true });
    await expect(createClaim(member, provider.id, claimInput)).rejects.toMatchObject({ status: 409 });
  });

  it("logs script-like input as suspicious and stores the cleaned text", async () => {
    const { provider } = await listing();
    const member = await createTestUser();
    const { id } = await createClaim(member, provider.id, { note: "Inhaber hier <script>alert(1)</script> wirklich", contact: "javascript:tel 0301234" });
    const [row] = await db.select().from(providerClaims).where(eq(providerClaims.id, id));
    expect(row!.note).not.toContain("script");
    expect(row!.contact).not.toContain("javascript:");
    const events = await db.select().from(securityAuditLog).where(eq(securityAuditLog.userId, member.id));
    expect(events.map((e) => e.eventType)).toContain("suspicious_content");
  });

  it("refuses anonymous (401), bad input (400), unknown or pending providers (404) and owners (400)", async () => {
    const { creator, provider } = await listing();
    const member = await createTestUser();
    expect(await statusOf(createClaim(null, provider.id, claimInput))).toBe(401);
    expect(await statusOf(createClaim(member, provider.id, { note: "kurz", contact: "x" }))).toBe(400);
    expect(await statusOf(createClaim(member, provider.id, { note: "x".repeat(1001), contact: "inhaber@example.com" }))).toBe(400);
    expect(await statusOf(createClaim(member, UNKNOWN, claimInput))).toBe(404);
    expect(await statusOf(createClaim(member, "nope", claimInput))).toBe(404);
    const pending = await createTestProvider({ status: "pending" });
    expect(await statusOf(createClaim(member, pending.id, claimInput))).toBe(404);
    expect(await statusOf(createClaim(creator, provider.id, claimInput))).toBe(400);
    expect(await db.select().from(providerClaims).where(eq(providerClaims.userId, member.id))).toHaveLength(0);
    expect(await db.select().from(providerClaims).where(eq(providerClaims.userId, creator.id))).toHaveLength(0);
  });

  it("limits claims to 5 a day per member (429)", async () => {
    const member = await createTestUser();
    for (let i = 0; i < 5; i++) {
      const p = await createTestProvider();
      await createClaim(member, p.id, claimInput);
    }
    const sixth = await createTestProvider();
    expect(await statusOf(createClaim(member, sixth.id, claimInput))).toBe(429);
  });

  it("admins approve: the claimant owns the listing, gets a claim_decision message and a mail; audited", async () => {
    const { provider } = await listing();
    const member = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const { id } = await createClaim(member, provider.id, claimInput);
    const queue = await listOpenClaims(admin);
    expect(queue.items.find((c) => c.id === id)).toMatchObject({
      providerName: provider.name,
      claimantEmail: member.email,
      note: claimInput.note,
      contact: claimInput.contact,
    });
    const result = await decideClaim(admin, id, { decision: "approve" });
    expect(result).toMatchObject({ status: "approved", message: "Anspruch freigegeben" });
    expect(await isProviderOwner(member, provider.id)).toBe(true);
    expect(await ownerStatus(member, provider.id)).toEqual({ isOwner: true, claimPending: false });
    expect((await loadProviderDetail(member, provider.id)).owner).toEqual({ isOwner: true, claimPending: false });
    const [row] = await db.select().from(providerClaims).where(eq(providerClaims.id, id));
    expect(row).toMatchObject({ status: "approved", decidedBy: admin.id });
    const messages = await db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.userId, member.id), eq(userMessages.messageType, "claim_decision")));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.title).toContain(provider.name);
    expect(mailsTo(outboxDir(), member.email).at(-1)!.text).toContain("wurde freigegeben");
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "claim.approve"));
    expect(audit).toHaveLength(1);
    expect((await listOpenClaims(admin)).items.some((c) => c.id === id)).toBe(false);
    // Decided once: a second decision is 409; as owner the member cannot claim again.
    expect(await statusOf(decideClaim(admin, id, { decision: "reject" }))).toBe(409);
    expect(await statusOf(createClaim(member, provider.id, claimInput))).toBe(400);
  });

  it("admins reject with a reason: no ownership, message and mail with the reason; the member may claim again", async () => {
    const { provider } = await listing();
    const member = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const { id } = await createClaim(member, provider.id, claimInput);
    await decideClaim(admin, id, { decision: "reject", adminNote: "Kein Nachweis." });
    expect(await ownerStatus(member, provider.id)).toEqual({ isOwner: false, claimPending: false });
    expect((await loadProviderDetail(member, provider.id)).owner).toEqual({ isOwner: false, claimPending: false });
    const [message] = await db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.userId, member.id), eq(userMessages.messageType, "claim_decision")));
    expect(message!.content).toContain("Kein Nachweis.");
    expect(mailsTo(outboxDir(), member.email).at(-1)!.text).toContain("Kein Nachweis.");
    await createClaim(member, provider.id, claimInput);
  });

  it("refuses the queue and decisions to anonymous (401) and members (403); bad input 400, unknown 404", async () => {
    const { provider } = await listing();
    const member = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const { id } = await createClaim(member, provider.id, claimInput);
    expect(await statusOf(listOpenClaims(null))).toBe(401);
    expect(await statusOf(listOpenClaims(member))).toBe(403);
    expect(await statusOf(decideClaim(null, id, { decision: "approve" }))).toBe(401);
    expect(await statusOf(decideClaim(member, id, { decision: "approve" }))).toBe(403);
    expect(await statusOf(decideClaim(admin, id, { decision: "maybe" }))).toBe(400);
    expect(await statusOf(decideClaim(admin, id, { decision: "reject", adminNote: "x".repeat(501) }))).toBe(400);
    expect(await statusOf(decideClaim(admin, UNKNOWN, { decision: "approve" }))).toBe(404);
    const [row] = await db.select().from(providerClaims).where(eq(providerClaims.id, id));
    expect(row!.status).toBe("pending");
  });

  it("admins revoke an approved claim: the member no longer manages the listing, is told, replies stay; audited", async () => {
    const { provider, review } = await listing();
    const member = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const { id } = await createClaim(member, provider.id, claimInput);
    // Only approved claims can be revoked; only admins may.
    expect(await statusOf(revokeClaim(admin, id, {}))).toBe(409);
    await decideClaim(admin, id, { decision: "approve" });
    await createReply(member, review.id, { content: "Danke für deine Bewertung, wir arbeiten daran." });
    expect((await listApprovedClaims(admin)).items.map((c) => c.id)).toContain(id);
    expect(await statusOf(listApprovedClaims(member))).toBe(403);
    expect(await statusOf(revokeClaim(null, id, {}))).toBe(401);
    expect(await statusOf(revokeClaim(member, id, {}))).toBe(403);
    expect(await statusOf(revokeClaim(admin, id, { adminNote: "x".repeat(501) }))).toBe(400);
    expect(await statusOf(revokeClaim(admin, UNKNOWN, {}))).toBe(404);
    expect(await isProviderOwner(member, provider.id)).toBe(true);

    const revoked = await revokeClaim(admin, id, { adminNote: "Inhaberwechsel" });
    expect(revoked).toMatchObject({ status: "revoked", message: "Anspruch widerrufen" });
    expect(await isProviderOwner(member, provider.id)).toBe(false);
    expect(await ownerStatus(member, provider.id)).toEqual({ isOwner: false, claimPending: false });
    expect((await loadProviderDetail(member, provider.id)).owner).toEqual({ isOwner: false, claimPending: false });
    expect((await listApprovedClaims(admin)).items.map((c) => c.id)).not.toContain(id);
    expect(await statusOf(updateReply(member, review.id, { content: "Nachträglich geändert, aber nicht mehr erlaubt." }))).toBe(403);
    expect(Object.keys(await repliesForProvider(provider.id))).toContain(review.id);
    const told = await db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.userId, member.id), eq(userMessages.messageType, "claim_decision")));
    expect(told.map((m) => m.title)).toContain(`Du verwaltest „${provider.name}“ nicht mehr`);
    expect(told.find((m) => m.title.includes("nicht mehr"))!.content).toContain("Begründung: Inhaberwechsel");
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, provider.id), eq(adminAuditLog.action, "claim.revoke")));
    expect(audit).toHaveLength(1);
    expect(await statusOf(revokeClaim(admin, id, {}))).toBe(409);
    // The member may claim the listing again.
    expect((await createClaim(member, provider.id, claimInput)).id).not.toBe(id);
  });
});

describe("owner replies ('Antwort des Anbieters')", () => {
  it("the creator replies once; the reviewer is notified once; edit and delete work", async () => {
    const { creator, provider, reviewer, review } = await listing();
    const created = await createReply(creator, review.id, { content: "  Danke für dein Feedback!  " });
    expect(created.message).toBe("Antwort veröffentlicht");
    expect((await repliesForProvider(provider.id))[review.id]).toMatchObject({ id: created.id, content: "Danke für dein Feedback!" });
    const messages = await replyMessages(reviewer.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.metadata).toMatchObject({ review_link: `/empfehlung/${provider.slug}#review-${review.id}` });
    // One reply per review.
    expect(await statusOf(createReply(creator, review.id, { content: "Noch eine Antwort" }))).toBe(409);
    await updateReply(creator, review.id, { content: "Danke, bis bald!" });
    expect((await repliesForProvider(provider.id))[review.id]!.content).toBe("Danke, bis bald!");
    expect(await replyMessages(reviewer.id)).toHaveLength(1);
    await deleteReply(creator, review.id);
    expect(await repliesForProvider(provider.id)).toEqual({});
    expect(await statusOf(deleteReply(creator, review.id))).toBe(404);
    expect(await statusOf(updateReply(creator, review.id, { content: "Gibt es nicht mehr" }))).toBe(404);
  });

  it("an approved claimant may reply; a pending claimant, other members and admins may not (403), anonymous 401", async () => {
    const { provider, review } = await listing();
    const claimant = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const stranger = await createTestUser();
    const { id } = await createClaim(claimant, provider.id, claimInput);
    expect(await statusOf(createReply(claimant, review.id, { content: "Antwort vor der Freigabe" }))).toBe(403);
    expect(await statusOf(createReply(stranger, review.id, { content: "Ich bin nicht der Anbieter" }))).toBe(403);
    expect(await statusOf(createReply(admin, review.id, { content: "Admins antworten nicht" }))).toBe(403);
    expect(await statusOf(createReply(null, review.id, { content: "Anonym" }))).toBe(401);
    await decideClaim(admin, id, { decision: "approve" });
    await createReply(claimant, review.id, { content: "Danke für deinen Besuch!" });
    expect(await statusOf(updateReply(stranger, review.id, { content: "Übernommen" }))).toBe(403);
    expect(await statusOf(deleteReply(stranger, review.id))).toBe(403);
    expect(await statusOf(deleteReply(null, review.id))).toBe(401);
    expect((await repliesForProvider(provider.id))[review.id]!.content).toBe("Danke für deinen Besuch!");
    // Admins moderate: they may delete a reply.
    await deleteReply(admin, review.id);
    expect(await db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, review.id))).toHaveLength(0);
  });

  it("refuses bad text (400), own reviews (400), unknown or hidden reviews (404); cleans and logs script-like text", async () => {
    const { creator, provider, review } = await listing();
    expect(await statusOf(createReply(creator, review.id, { content: " " }))).toBe(400);
    expect(await statusOf(createReply(creator, review.id, { content: "x".repeat(2001) }))).toBe(400);
    expect(await statusOf(createReply(creator, review.id, { content: "<b></b>" }))).toBe(400);
    expect(await statusOf(createReply(creator, review.id, {}))).toBe(400);
    expect(await statusOf(createReply(creator, UNKNOWN, { content: "Hallo zusammen" }))).toBe(404);
    expect(await statusOf(createReply(creator, "kaputt", { content: "Hallo zusammen" }))).toBe(404);
    const own = await createTestReview({ providerId: provider.id, userId: creator.id });
    expect(await statusOf(createReply(creator, own.id, { content: "Selbstlob" }))).toBe(400);
    const hidden = await createTestReview({ providerId: provider.id, userId: (await createTestUser()).id, status: "hidden" });
    expect(await statusOf(createReply(creator, hidden.id, { content: "Hallo zusammen" }))).toBe(404);
    await createReply(creator, review.id, { content: 'Danke <script>alert("x")</script>für das Lob' });
    expect((await repliesForProvider(provider.id))[review.id]!.content).toBe("Danke für das Lob");
    const events = await db.select().from(securityAuditLog).where(eq(securityAuditLog.userId, creator.id));
    expect(events.map((e) => e.eventType)).toContain("suspicious_content");
  });

  it("limits replies to 5 in 30 minutes (429)", async () => {
    const creator = await createTestUser();
    const provider = await createTestProvider({ userId: creator.id });
    for (let i = 0; i < 5; i++) {
      const r = await createTestReview({ providerId: provider.id, userId: (await createTestUser()).id });
      await createReply(creator, r.id, { content: `Danke Nummer ${i}` });
    }
    const sixth = await createTestReview({ providerId: provider.id, userId: (await createTestUser()).id });
    expect(await statusOf(createReply(creator, sixth.id, { content: "Eine zu viel" }))).toBe(429);
  });
});
