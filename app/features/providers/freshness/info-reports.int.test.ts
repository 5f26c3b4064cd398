import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, providerClaims, providerInfoReports, providers, userMessages } from "~db/schema/index";
import { db } from "~/lib/db.server";
import { createTestProvider, createTestUser } from "../../../../tests/support/factories";
import { refusalOf, statusOf } from "../../../../tests/support/status";
import { decideInfoReport, listOpenInfoReports, reportOutdatedInfo } from "./info-reports.server";
import { providerOwnerIds } from "~/features/providers/owners.server";

const messagesOf = (userId: string) =>
  db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.messageType, "outdated_info_report")));

describe("'Veraltete Info melden' (decision 0027)", () => {
  it("refuses visitors (401), bad input (400), unknown and unpublished entries (404)", async () => {
    const owner = await createTestUser();
    const p = await createTestProvider({ userId: owner.id });
    const pending = await createTestProvider({ userId: owner.id, status: "pending" });
    const member = await createTestUser();
    expect(await statusOf(reportOutdatedInfo(null, { providerId: p.id, reason: "hours" }))).toBe(401);
    expect(await statusOf(reportOutdatedInfo(member, { providerId: p.id, reason: "weather" }))).toBe(400);
    expect(await statusOf(reportOutdatedInfo(member, { providerId: p.id }))).toBe(400);
    expect(await statusOf(reportOutdatedInfo(member, { providerId: p.id, reason: "other", note: "x".repeat(1001) }))).toBe(400);
    expect(await statusOf(reportOutdatedInfo(member, { providerId: "kein-anbieter", reason: "hours" }))).toBe(404);
    expect(await statusOf(reportOutdatedInfo(member, { providerId: "00000000-0000-4000-8000-000000000000", reason: "hours" }))).toBe(404);
    expect(await statusOf(reportOutdatedInfo(member, { providerId: pending.id, reason: "hours" }))).toBe(404);
    expect((await refusalOf(reportOutdatedInfo(member, { providerId: p.id, reason: "other", note: "x".repeat(1001) }))).fields.note).toBe(
      "Die Notiz darf maximal 1000 Zeichen haben",
    );
    expect((await refusalOf(reportOutdatedInfo(member, { providerId: p.id, reason: "weather" }))).fields.reason).toBe(
      "Bitte wähle aus, was nicht mehr stimmt.",
    );
    expect(await db.select().from(providerInfoReports)).toHaveLength(0);
  });

  it("stores the report with a cleaned note, tells the owner, allows one open report per member and entry, 5 an hour", async () => {
    const owner = await createTestUser();
    const p = await createTestProvider({ userId: owner.id, name: "Alter Laden" });
    const member = await createTestUser();
    expect(await providerOwnerIds(p.id)).toEqual([owner.id]);
    // An approved claimant is an owner too (decision 0026); an open or rejected claim is not.
    const claimant = await createTestUser();
    const hopeful = await createTestUser();
    await db.insert(providerClaims).values([
      { providerId: p.id, userId: claimant.id, note: "Ich führe den Laden.", contact: "laden@example.com", status: "approved", decidedAt: new Date() },
      { providerId: p.id, userId: hopeful.id, note: "Ich auch.", contact: "auch@example.com" },
    ]);
    expect((await providerOwnerIds(p.id)).sort()).toEqual([owner.id, claimant.id].sort());
    const first = await reportOutdatedInfo(member, { providerId: p.id, reason: "hours", note: "  Sonntags <b>zu</b>  " });
    expect(first.ownersTold).toBe(2);
    expect(await messagesOf(claimant.id)).toHaveLength(1);
    expect(await messagesOf(hopeful.id)).toHaveLength(0);
    const [stored] = await db.select().from(providerInfoReports).where(eq(providerInfoReports.id, first.id));
    expect(stored).toMatchObject({ providerId: p.id, reporterId: member.id, reason: "hours", status: "open", decidedAt: null });
    expect(stored!.note).not.toContain("<b>");
    expect(stored!.note).toContain("Sonntags");
    const [message] = await messagesOf(owner.id);
    expect(message!.title).toContain("Alter Laden");
    expect(message!.content).toContain("Öffnungszeiten");
    expect(message!.metadata).toMatchObject({ provider_id: p.id, reason: "hours" });
    expect(await statusOf(reportOutdatedInfo(member, { providerId: p.id, reason: "address" }))).toBe(409);
    // The owner reporting the own entry is not told about it; the other owner is.
    expect((await reportOutdatedInfo(owner, { providerId: p.id, reason: "closed" })).ownersTold).toBe(1);
    expect(await messagesOf(owner.id)).toHaveLength(1);

    const busy = await createTestUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const other = await createTestProvider();
      statuses.push(await statusOf(reportOutdatedInfo(busy, { providerId: other.id, reason: "contact" })));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("the queue and its decisions are for admins only; 'Erledigt' tells the owner, 'Verwerfen' does not; a decision is final", async () => {
    const owner = await createTestUser();
    const p = await createTestProvider({ userId: owner.id, name: "Queue Laden" });
    const member = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const a = await reportOutdatedInfo(member, { providerId: p.id, reason: "offer" });
    const b = await reportOutdatedInfo(await createTestUser(), { providerId: p.id, reason: "address" });
    expect(await statusOf(listOpenInfoReports(null))).toBe(401);
    expect(await statusOf(listOpenInfoReports(member))).toBe(403);
    expect(await statusOf(decideInfoReport(null, a.id, "done"))).toBe(401);
    expect(await statusOf(decideInfoReport(owner, a.id, "done"))).toBe(403);
    expect(await statusOf(decideInfoReport(admin, "nope", "done"))).toBe(404);
    const queue = await listOpenInfoReports(admin);
    expect(queue.items.map((i) => i.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(queue.items.find((i) => i.id === a.id)).toMatchObject({ providerName: "Queue Laden", providerHref: `/empfehlung/${p.slug}`, reason: "offer" });

    const dataBefore = (await db.select().from(providers).where(eq(providers.id, p.id)))[0]!.dataUpdatedAt;
    const done = await decideInfoReport(admin, a.id, "done");
    expect(done).toMatchObject({ status: "done", ownersTold: 1, message: "Meldung als erledigt markiert" });
    expect(await messagesOf(owner.id)).toHaveLength(3);
    expect((await db.select().from(providers).where(eq(providers.id, p.id)))[0]!.dataUpdatedAt.getTime()).toBe(dataBefore.getTime());
    expect(await statusOf(decideInfoReport(admin, a.id, "dismissed"))).toBe(409);
    const dismissed = await decideInfoReport(admin, b.id, "dismissed");
    expect(dismissed.ownersTold).toBe(0);
    expect(await messagesOf(owner.id)).toHaveLength(3);
    const rows = await db.select().from(providerInfoReports).where(eq(providerInfoReports.providerId, p.id));
    expect(rows.map((r) => [r.status, r.decidedBy])).toEqual(
      expect.arrayContaining([
        ["done", admin.id],
        ["dismissed", admin.id],
      ]),
    );
    expect((await listOpenInfoReports(admin)).items.map((i) => i.id)).not.toContain(a.id);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, p.id));
    expect(audit.map((r) => r.action).sort()).toEqual(["info_report.dismissed", "info_report.done"]);
    // After a decision the member may report again.
    expect(await statusOf(reportOutdatedInfo(member, { providerId: p.id, reason: "offer" }))).toBe(200);
  });
});
