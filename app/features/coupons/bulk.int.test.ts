import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, coupons, merchants, trash } from "~db/schema";
import { createTestCoupon, createTestMerchant, createTestUser } from "../../../tests/support/factories";
import { db } from "~/lib/db.server";
import { bulkCouponAction } from "./bulk.server";

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

describe("bulk actions of the coupons tab", () => {
  it("approves, rejects and deletes selected merchants (with their codes into the trash), one audit row each", async () => {
    const admin = await createTestUser({ admin: true });
    const ms = await Promise.all([1, 2, 3].map((i) => createTestMerchant({ name: `Bulk Markt ${i} ${stamp()}`, slug: null, status: "pending" })));
    const ids = ms.map((m) => m.id);
    expect(await bulkCouponAction(admin, { intent: "bulk-merchant-approve", ids })).toMatchObject({ count: 3, changed: 3, message: "3 Merchants genehmigt" });
    const rows = await db.select().from(merchants).where(inArray(merchants.id, ids));
    expect(rows.every((r) => r.status === "approved" && r.slug)).toBe(true);
    expect(
      await db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, "merchant.approve"), inArray(adminAuditLog.targetId, ids))),
    ).toHaveLength(3);
    expect(await bulkCouponAction(admin, { intent: "bulk-merchant-reject", ids: ids[0] })).toMatchObject({ message: "1 Merchant abgelehnt" });
    const code = await createTestCoupon({ merchantId: ids[1]!, code: `WEG${stamp()}` });
    expect(await bulkCouponAction(admin, { intent: "bulk-merchant-delete", ids: [ids[1], ids[2]] })).toMatchObject({ count: 2 });
    expect(await db.select().from(merchants).where(inArray(merchants.id, ids))).toHaveLength(1);
    expect(await db.select().from(coupons).where(eq(coupons.id, code.id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(trash)
        .where(inArray(trash.objectId, [ids[1]!, ids[2]!])),
    ).toHaveLength(2);
  });

  it("'alle Treffer' of the pending tab approves every pending code; codes can be rejected and deleted", async () => {
    const admin = await createTestUser({ admin: true });
    const m = await createTestMerchant({ name: `Code Markt ${stamp()}` });
    const pending = await Promise.all([1, 2].map((i) => createTestCoupon({ merchantId: m.id, code: `WART${i}${stamp()}`, status: "pending" })));
    const approved = await createTestCoupon({ merchantId: m.id, code: `FREI${stamp()}` });
    const result = await bulkCouponAction(admin, { intent: "bulk-coupon-approve", alle: "1", tab: "ausstehend" });
    expect(result.count).toBeGreaterThanOrEqual(2);
    const rows = await db
      .select()
      .from(coupons)
      .where(
        inArray(
          coupons.id,
          pending.map((c) => c.id),
        ),
      );
    expect(rows.map((r) => r.status)).toEqual(["approved", "approved"]);
    expect(await bulkCouponAction(admin, { intent: "bulk-coupon-reject", ids: approved.id })).toMatchObject({
      changed: 1,
      message: "1 Gutscheincode abgelehnt",
    });
    expect(await bulkCouponAction(admin, { intent: "bulk-coupon-delete", ids: pending.map((c) => c.id) })).toMatchObject({
      message: "2 Gutscheincodes in den Papierkorb verschoben",
    });
    expect(
      await db
        .select()
        .from(trash)
        .where(
          inArray(
            trash.objectId,
            pending.map((c) => c.id),
          ),
        ),
    ).toHaveLength(2);
  });

  it("refuses members and guests", async () => {
    const member = await createTestUser();
    const m = await createTestMerchant({ name: `Bleibt ${stamp()}`, status: "pending", slug: null });
    for (const intent of [
      "bulk-merchant-approve",
      "bulk-merchant-reject",
      "bulk-merchant-delete",
      "bulk-coupon-approve",
      "bulk-coupon-reject",
      "bulk-coupon-delete",
    ]) {
      await expect(bulkCouponAction(member, { intent, ids: m.id })).rejects.toMatchObject({ status: 403 });
      await expect(bulkCouponAction(null, { intent, ids: m.id })).rejects.toMatchObject({ status: 401 });
    }
    expect((await db.select().from(merchants).where(eq(merchants.id, m.id)))[0]!.status).toBe("pending");
  });
});
