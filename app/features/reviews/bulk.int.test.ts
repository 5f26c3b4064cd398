import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, reviews, trash } from "~db/schema";
import { createTestProvider, createTestReview, createTestUser } from "../../../tests/support/factories";
import { BULK_MAX, resolveBulkIds } from "~/lib/bulk.server";
import { db } from "~/lib/db.server";
import { bulkModerateReviews } from "./bulk.server";

async function statuses(ids: string[]) {
  const rows = await db.select({ id: reviews.id, status: reviews.status }).from(reviews).where(inArray(reviews.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

describe("bulk review moderation", () => {
  it("hides, publishes and deletes the selected reviews in one action, one audit row each, deletes into the trash", async () => {
    const admin = await createTestUser({ admin: true });
    const p = await createTestProvider({ name: "Bulk-Laden" });
    const rs = await Promise.all([1, 2, 3].map(async (i) => createTestReview({ providerId: p.id, userId: (await createTestUser()).id, title: `Spam ${i}` })));
    const ids = rs.map((r) => r.id);

    const hidden = await bulkModerateReviews(admin, { intent: "bulk-hide", ids });
    expect(hidden).toMatchObject({ count: 3, changed: 3, message: "3 Bewertungen ausgeblendet" });
    expect(Object.values(await statuses(ids))).toEqual(["hidden", "hidden", "hidden"]);
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "review.hide"), inArray(adminAuditLog.targetId, ids)));
    expect(audit).toHaveLength(3);

    // Already hidden rows are left alone; one publish is singular.
    expect(await bulkModerateReviews(admin, { intent: "bulk-hide", ids })).toMatchObject({ changed: 0 });
    expect(await bulkModerateReviews(admin, { intent: "bulk-publish", ids: ids[0] })).toMatchObject({ count: 1, message: "1 Bewertung veröffentlicht" });

    const deleted = await bulkModerateReviews(admin, { intent: "bulk-delete", ids: [ids[1], ids[2]] });
    expect(deleted).toMatchObject({ count: 2, message: "2 Bewertungen in den Papierkorb verschoben" });
    expect(Object.keys(await statuses(ids))).toEqual([ids[0]]);
    expect(
      await db
        .select()
        .from(trash)
        .where(inArray(trash.objectId, [ids[1]!, ids[2]!])),
    ).toHaveLength(2);
  });

  it("'alle Treffer' applies the action to the list's filter across pages; nothing changes when one row fails", async () => {
    const admin = await createTestUser({ admin: true });
    const author = await createTestUser();
    const p = await createTestProvider({ name: "Filterlokal Zebra" });
    const other = await createTestProvider({ name: "Anderer Ort" });
    const matching = [];
    for (let i = 0; i < 30; i++) matching.push(await createTestReview({ providerId: p.id, userId: (await createTestUser()).id, title: `Treffer ${i}` }));
    const outside = await createTestReview({ providerId: other.id, userId: author.id, title: "Bleibt sichtbar" });
    const result = await bulkModerateReviews(admin, { intent: "bulk-hide", alle: "1", q: "Zebra", status: "published", seite: "2" });
    expect(result).toMatchObject({ count: 30, changed: 30 });
    expect(new Set(Object.values(await statuses(matching.map((r) => r.id))))).toEqual(new Set(["hidden"]));
    expect((await statuses([outside.id]))[outside.id]).toBe("published");

    // An unknown id in the selection: 404 and none of the others changed.
    await expect(bulkModerateReviews(admin, { intent: "bulk-publish", ids: [matching[0]!.id, "00000000-0000-4000-8000-00000000beef"] })).rejects.toMatchObject({
      status: 404,
    });
    expect((await statuses([matching[0]!.id]))[matching[0]!.id]).toBe("hidden");
  });

  it("refuses members and guests, empty selections, unknown intents and more than the cap", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    const p = await createTestProvider();
    const r = await createTestReview({ providerId: p.id, userId: member.id });
    for (const intent of ["bulk-publish", "bulk-hide", "bulk-delete"]) {
      await expect(bulkModerateReviews(member, { intent, ids: r.id })).rejects.toMatchObject({ status: 403 });
      await expect(bulkModerateReviews(null, { intent, ids: r.id })).rejects.toMatchObject({ status: 401 });
    }
    expect((await statuses([r.id]))[r.id]).toBe("published");
    await expect(bulkModerateReviews(admin, { intent: "bulk-hide" })).rejects.toMatchObject({
      status: 400,
      message: "Bitte wähle mindestens einen Eintrag aus.",
    });
    await expect(bulkModerateReviews(admin, { intent: "bulk-ban", ids: r.id })).rejects.toMatchObject({ status: 400 });
    await expect(bulkModerateReviews(admin, { intent: "bulk-hide", ids: "kein-uuid" })).rejects.toMatchObject({ status: 400 });
    const tooMany = Array.from({ length: BULK_MAX + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    await expect(bulkModerateReviews(admin, { intent: "bulk-hide", ids: tooMany })).rejects.toMatchObject({
      status: 400,
      message: "Höchstens 1.000 Einträge auf einmal. Grenze die Liste mit einem Filter ein.",
    });
    await expect(resolveBulkIds({ ids: [], all: true }, async (limit) => tooMany.slice(0, limit))).rejects.toMatchObject({ status: 400 });
  });
});
