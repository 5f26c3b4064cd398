import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, contests, trash } from "~db/schema";
import { addAdminTestParticipants, createAdminTestContest } from "../../../tests/support/admin-contest-factory";
import { createTestUser } from "../../../tests/support/factories";
import { db } from "~/lib/db.server";
import { bulkContestAction } from "./bulk.server";

describe("bulk actions of the contest list", () => {
  it("sets one status on the selected contests and deletes them into the trash, audited", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    const cs = await Promise.all([1, 2].map((i) => createAdminTestContest({ title: `Sammel-Verlosung ${i} ${Date.now()}`, createdBy: member.id })));
    const ids = cs.map((c) => c.id);
    await addAdminTestParticipants(ids[0]!, [{ userId: member.id }]);
    expect(await bulkContestAction(admin, { intent: "bulk-status", neuerStatus: "cancelled", ids })).toMatchObject({
      count: 2,
      changed: 2,
      message: "2 Gewinnspiele abgebrochen",
    });
    expect((await db.select().from(contests).where(inArray(contests.id, ids))).map((c) => c.status)).toEqual(["cancelled", "cancelled"]);
    expect(
      await db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, "contest.status"), inArray(adminAuditLog.targetId, ids))),
    ).toHaveLength(2);
    await expect(bulkContestAction(admin, { intent: "bulk-status", ids })).rejects.toMatchObject({ status: 400 });
    await expect(bulkContestAction(admin, { intent: "bulk-status", neuerStatus: "draft", ids })).rejects.toMatchObject({ status: 400 });
    expect(await bulkContestAction(admin, { intent: "bulk-delete", ids })).toMatchObject({ message: "2 Gewinnspiele in den Papierkorb verschoben" });
    expect(await db.select().from(contests).where(inArray(contests.id, ids))).toHaveLength(0);
    expect(await db.select().from(trash).where(inArray(trash.objectId, ids))).toHaveLength(2);
  });

  it("'alle' ends every contest of the title search", async () => {
    const admin = await createTestUser({ admin: true });
    const tag = `Suchwort${Date.now().toString(36)}`;
    const cs = await Promise.all([1, 2, 3].map((i) => createAdminTestContest({ title: `${tag} ${i}` })));
    const other = await createAdminTestContest({ title: "Ganz anders" });
    const result = await bulkContestAction(admin, { intent: "bulk-status", neuerStatus: "ended", alle: "1", q: tag });
    expect(result.count).toBe(3);
    expect(
      new Set(
        (
          await db
            .select()
            .from(contests)
            .where(
              inArray(
                contests.id,
                cs.map((c) => c.id),
              ),
            )
        ).map((c) => c.status),
      ),
    ).toEqual(new Set(["ended"]));
    expect((await db.select().from(contests).where(eq(contests.id, other.id)))[0]!.status).not.toBe("ended");
  });

  it("refuses members and guests", async () => {
    const member = await createTestUser();
    const c = await createAdminTestContest({ title: "Bleibt stehen" });
    await expect(bulkContestAction(member, { intent: "bulk-status", neuerStatus: "ended", ids: c.id })).rejects.toMatchObject({ status: 403 });
    await expect(bulkContestAction(member, { intent: "bulk-delete", ids: c.id })).rejects.toMatchObject({
      status: 403,
      message: "Nur Administratoren können Gewinnspiele löschen",
    });
    await expect(bulkContestAction(null, { intent: "bulk-delete", ids: c.id })).rejects.toMatchObject({ status: 401 });
    expect(await db.select().from(contests).where(eq(contests.id, c.id))).toHaveLength(1);
  });
});
