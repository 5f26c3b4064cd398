import { describe, expect, it } from "vitest";
import { createTestProvider, createTestReview, createTestUser } from "../../../tests/support/factories";
import { db } from "~/lib/db.server";
import { listAuditLog, writeAuditLog } from "./audit.server";
import { adminCounters } from "./overview.server";

describe("admin frame", () => {
  it("counts providers, pending providers, reviews and users for admins only", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    const before = await adminCounters(admin);
    const provider = await createTestProvider({ userId: member.id });
    await createTestProvider({ userId: member.id, status: "pending" });
    await createTestReview({ providerId: provider.id, userId: admin.id });
    await createTestUser();
    expect(await adminCounters(admin)).toEqual({
      providers: before.providers + 2,
      pendingProviders: before.pendingProviders + 1,
      reviews: before.reviews + 1,
      users: before.users + 1,
    });
    await expect(adminCounters(member)).rejects.toMatchObject({ status: 403, message: "Zugriff verweigert. Du benötigst Admin-Berechtigungen." });
    await expect(adminCounters(null)).rejects.toMatchObject({
      status: 401,
      message: "Du musst angemeldet sein, um auf das Admin-Dashboard zuzugreifen.",
    });
  });

  it("writes audit rows inside the caller's transaction and lists them with filters", async () => {
    const admin = await createTestUser({ admin: true, username: "audit_ada" });
    const member = await createTestUser();
    await writeAuditLog(db, admin, {
      action: "provider.approve",
      targetType: "provider",
      targetId: "p-1",
      before: { status: "pending", at: new Date("2026-01-02T03:04:05Z") },
      after: { status: "approved" },
    });
    // A rolled-back change leaves no audit row.
    await expect(
      db.transaction(async (tx) => {
        await writeAuditLog(tx, admin, { action: "user.grant", targetType: "user", targetId: member.id });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const all = await listAuditLog(admin, {});
    expect(all.rows.some((r) => r.action === "user.grant")).toBe(false);
    const row = all.rows.find((r) => r.targetId === "p-1");
    expect(row).toMatchObject({ actorName: "audit_ada", action: "provider.approve", before: { status: "pending", at: "2026-01-02T03:04:05.000Z" } });
    expect(all.targetTypes).toContain("provider");
    expect((await listAuditLog(admin, { targetType: "user" })).rows).toEqual([]);
    expect((await listAuditLog(admin, { q: "audit_ada" })).total).toBeGreaterThanOrEqual(1);
    expect((await listAuditLog(admin, { q: "100%_" })).total).toBe(0);
    await expect(listAuditLog(member, {})).rejects.toMatchObject({ status: 403 });
  });
});
