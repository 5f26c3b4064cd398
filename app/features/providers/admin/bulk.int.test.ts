import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, providers, userMessages } from "~db/schema/index";
import { createTestProvider, createTestUser } from "../../../../tests/support/factories";
import { mailsTo } from "../../../../tests/support/mail";
import { db } from "~/lib/db.server";
import { outboxDir } from "~/lib/mail.server";
import { moderateProviders } from "./approval.server";

/** Issue 30: the provider list's bulk bar — one reason for all rejected entries, and 'alle N Treffer'. */
describe("provider bulk actions", () => {
  it("rejects several entries with one reason: each owner gets it in the message and the mail; each row audited", async () => {
    const admin = await createTestUser({ admin: true });
    const owners = await Promise.all([1, 2].map((i) => createTestUser({ email: `bulk-abgelehnt-${i}-${Date.now()}@example.com` })));
    const ps = await Promise.all(owners.map((o, i) => createTestProvider({ userId: o.id, status: "pending", name: `Massenablehnung ${i}` })));
    const result = await moderateProviders(admin, { intent: "reject", ids: ps.map((p) => p.id), reason: "Doppelter Eintrag." });
    expect(result).toMatchObject({ changed: 2 });
    for (const [i, owner] of owners.entries()) {
      const [message] = await db.select().from(userMessages).where(eq(userMessages.userId, owner.id));
      expect(message!.content).toContain("Begründung: „Doppelter Eintrag.“");
      expect(mailsTo(outboxDir(), owner.email).at(-1)!.text).toContain("Doppelter Eintrag.");
      const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, ps[i]!.id));
      expect(audit.map((a) => a.action)).toEqual(["provider.reject"]);
    }
  });

  it("'alle N Treffer' approves every entry of the filter across pages, and refuses more than the cap", async () => {
    const admin = await createTestUser({ admin: true });
    const tag = `Sammelfreigabe${Date.now().toString(36)}`;
    const ps = [];
    for (let i = 0; i < 25; i++) ps.push(await createTestProvider({ status: "pending", name: `${tag} ${i}` }));
    const outside = await createTestProvider({ status: "pending", name: "Ganz anderer Name" });
    const result = await moderateProviders(admin, { intent: "approve", alle: "1", q: tag, status: "pending", anzahl: "20", seite: "2" });
    expect(result.ids).toHaveLength(25);
    const rows = await db
      .select({ status: providers.status })
      .from(providers)
      .where(
        inArray(
          providers.id,
          ps.map((p) => p.id),
        ),
      );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["approved"]));
    expect((await db.select({ status: providers.status }).from(providers).where(eq(providers.id, outside.id)))[0]!.status).toBe("pending");
    // A filter that finds nothing is an empty selection.
    await expect(moderateProviders(admin, { intent: "approve", alle: "1", q: "gibt-es-nicht-xyz" })).rejects.toMatchObject({
      status: 400,
      message: "Bitte wähle mindestens einen Eintrag aus.",
    });
    const tooMany = Array.from({ length: 1001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    await expect(moderateProviders(admin, { intent: "approve", ids: tooMany })).rejects.toMatchObject({ status: 400 });
  });

  it("refuses members and guests, also for 'alle Treffer'", async () => {
    const member = await createTestUser();
    const p = await createTestProvider({ status: "pending" });
    for (const intent of ["approve", "reject", "delete"]) {
      await expect(moderateProviders(member, { intent, alle: "1" })).rejects.toMatchObject({ status: 403 });
      await expect(moderateProviders(null, { intent, ids: p.id, reason: "x" })).rejects.toMatchObject({ status: 401 });
    }
    expect((await db.select({ status: providers.status }).from(providers).where(eq(providers.id, p.id)))[0]!.status).toBe("pending");
  });
});
