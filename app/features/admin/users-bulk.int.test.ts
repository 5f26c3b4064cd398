import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, adminMessageHistory, profiles, userMessages } from "~db/schema";
import { createTestUser } from "../../../tests/support/factories";
import { db } from "~/lib/db.server";
import { bulkUserAction } from "./users-bulk.server";

async function flags(ids: string[]) {
  const rows = await db
    .select({ id: profiles.id, contest: profiles.canCreateContests, b2b: profiles.canCreateB2b })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, { contest: r.contest, b2b: r.b2b }]));
}

describe("bulk user actions", () => {
  it("grants and revokes the contest and B2B permission of the selected users, one audit row per changed user", async () => {
    const admin = await createTestUser({ admin: true });
    const users = await Promise.all([1, 2, 3].map(() => createTestUser()));
    const ids = users.map((u) => u.id);
    expect(await bulkUserAction(admin, { intent: "bulk-contest-grant", ids })).toMatchObject({
      count: 3,
      changed: 3,
      message: "Contest-Berechtigung erteilt: 3 Nutzer",
    });
    expect(Object.values(await flags(ids)).every((f) => f.contest && !f.b2b)).toBe(true);
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "user.contest.grant"), inArray(adminAuditLog.targetId, ids)));
    expect(audit).toHaveLength(3);
    expect(await bulkUserAction(admin, { intent: "bulk-b2b-grant", ids: ids[0] })).toMatchObject({
      count: 1,
      changed: 1,
      message: "B2B-Berechtigung erteilt: 1 Nutzer",
    });
    expect(await bulkUserAction(admin, { intent: "bulk-contest-revoke", ids: [ids[0], ids[1]] })).toMatchObject({ changed: 2 });
    expect(await bulkUserAction(admin, { intent: "bulk-b2b-revoke", ids })).toMatchObject({ changed: 1 });
    const after = await flags(ids);
    expect(after[ids[0]!]).toEqual({ contest: false, b2b: false });
    expect(after[ids[2]!]).toEqual({ contest: true, b2b: false });
  });

  it("sends one message to every user of the filter ('alle Treffer'), with one history row", async () => {
    const admin = await createTestUser({ admin: true });
    const stamp = Date.now().toString(36);
    const users = await Promise.all([1, 2].map((i) => createTestUser({ username: `rundbrief_${stamp}_${i}` })));
    const result = await bulkUserAction(admin, {
      intent: "bulk-message",
      alle: "1",
      q: `rundbrief_${stamp}`,
      filter: "all",
      title: "Hallo",
      content: "Neuigkeiten für euch.",
    });
    expect(result).toMatchObject({ count: 2, message: "Nachricht an 2 Nutzer gesendet" });
    const inbox = await db
      .select()
      .from(userMessages)
      .where(
        inArray(
          userMessages.userId,
          users.map((u) => u.id),
        ),
      );
    expect(inbox.map((m) => m.title)).toEqual(["Hallo", "Hallo"]);
    const [history] = await db.select().from(adminMessageHistory).where(eq(adminMessageHistory.id, inbox[0]!.historyId!));
    expect(history).toMatchObject({ recipientCount: 2, recipientType: "selected" });
    await expect(bulkUserAction(admin, { intent: "bulk-message", ids: users[0]!.id, title: "", content: "" })).rejects.toMatchObject({ status: 400 });
  });

  it("refuses members and guests and leaves the permissions alone", async () => {
    const member = await createTestUser();
    const target = await createTestUser();
    for (const intent of ["bulk-contest-grant", "bulk-contest-revoke", "bulk-b2b-grant", "bulk-b2b-revoke", "bulk-message"]) {
      await expect(bulkUserAction(member, { intent, ids: target.id, title: "x", content: "y" })).rejects.toMatchObject({ status: 403 });
      await expect(bulkUserAction(null, { intent, ids: target.id, title: "x", content: "y" })).rejects.toMatchObject({ status: 401 });
    }
    expect((await flags([target.id]))[target.id]).toMatchObject({ contest: false, b2b: false });
  });
});
