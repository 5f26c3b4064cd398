import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { adminAuditLog } from "~db/schema";
import { createAdminTestContest } from "../../../tests/support/admin-contest-factory";
import { createTestProvider, createTestReview, createTestUser } from "../../../tests/support/factories";
import { db } from "~/lib/db.server";
import { createServerI18n } from "~/lib/i18n.server";
import { setContestStatus } from "~/features/contests/admin-actions.server";
import { moderateProviders } from "~/features/providers/admin/approval.server";
import { updateProviderAsAdmin } from "~/features/providers/writes.server";
import { deleteReviewAsAdmin } from "~/features/reviews/review-admin.server";
import { listAuditLog } from "./audit.server";
import { AuditLogTable } from "./AuditLogTable";
import { setUserPermission } from "./users-actions.server";
import { adminCounters } from "./overview.server";
import { writeAuditLog } from "~/lib/audit-log.server";

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
        await writeAuditLog(tx, admin, { action: "user.b2b.grant", targetType: "user", targetId: member.id });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const all = await listAuditLog(admin, {});
    expect(all.rows.some((r) => r.action === "user.b2b.grant")).toBe(false);
    const row = all.rows.find((r) => r.targetId === "p-1");
    expect(row).toMatchObject({ actorName: "audit_ada", action: "provider.approve", before: { status: "pending", at: "2026-01-02T03:04:05.000Z" } });
    expect(all.targetTypes).toContain("provider");
    expect((await listAuditLog(admin, { targetType: "user" })).rows).toEqual([]);
    expect((await listAuditLog(admin, { q: "audit_ada" })).total).toBeGreaterThanOrEqual(1);
    expect((await listAuditLog(admin, { q: "100%_" })).total).toBe(0);
    await expect(listAuditLog(member, {})).rejects.toMatchObject({ status: 403 });
  });
});

describe("Audit-Logs view (issue #25)", () => {
  const render = (rows: Awaited<ReturnType<typeof listAuditLog>>["rows"]) =>
    renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(I18nextProvider, { i18n: createServerI18n() }, createElement(AuditLogTable, { rows, total: rows.length })),
      ),
    );

  it("is the back-office data table: the count, and 'Keine Einträge gefunden.' without rows", () => {
    const empty = render([]);
    expect(empty).toContain("Keine Einträge gefunden.");
    expect(empty).toContain("0 Einträge");
    expect(empty).not.toContain("<table");
  });

  it("names the object and shows each changed field with its German label, old and new value", async () => {
    const admin = await createTestUser({ admin: true, username: "audit_view_ada" });
    const member = await createTestUser({ username: "audit_mia" });
    const provider = await createTestProvider({ name: "Alte Mühle", status: "approved", verified: false });
    await updateProviderAsAdmin(admin, provider.id, {
      name: "Neue Mühle",
      description: provider.description,
      category: provider.category,
      categories: provider.categories,
      countryCode: "DE",
      city: provider.city,
      status: "approved",
      verified: true,
    });
    await setUserPermission(admin, member.id, "b2b", true);
    const contest = await createAdminTestContest({ title: "Sommer-Verlosung", status: "pending" });
    await setContestStatus(admin, contest.id, "cancelled");

    const log = await listAuditLog(admin, {});
    const edit = log.rows.find((r) => r.action === "provider.update" && r.targetId === provider.id)!;
    expect(edit.targetLabel).toBe("Neue Mühle");
    expect(edit.changes).toEqual(
      expect.arrayContaining([
        { field: "name", before: "Alte Mühle", after: "Neue Mühle" },
        { field: "verified", before: false, after: true },
      ]),
    );
    expect(edit.changes.map((c) => c.field)).not.toContain("updatedAt");
    const grant = log.rows.find((r) => r.action === "user.b2b.grant")!;
    expect(grant).toMatchObject({ targetLabel: "audit_mia", changes: [{ field: "canCreateB2b", before: false, after: true }] });
    const status = log.rows.find((r) => r.action === "contest.status")!;
    expect(status).toMatchObject({ targetLabel: "Sommer-Verlosung" });
    expect(status.changes).toEqual(expect.arrayContaining([{ field: "status", before: "pending", after: "cancelled" }]));

    const html = render([edit, grant, status]);
    expect(html).toContain("Anbieter bearbeitet");
    expect(html).toContain("Neue Mühle");
    expect(html).toMatch(/<dt[^>]*>Name:<\/dt><dd[^>]*><del[^>]*>Alte Mühle<\/del>.*?<ins[^>]*>Neue Mühle<\/ins>/);
    expect(html).toMatch(/<dt[^>]*>Verifiziert:<\/dt><dd[^>]*><del[^>]*>Nein<\/del>.*?<ins[^>]*>Ja<\/ins>/);
    expect(html).toContain("B2B-Berechtigung erteilt");
    expect(html).toMatch(/Darf B2B-Einträge erstellen:<\/dt><dd[^>]*><del[^>]*>Nein<\/del>/);
    expect(html).toMatch(/Status:<\/dt><dd[^>]*><del[^>]*>Ausstehend<\/del>.*?<ins[^>]*>Abgesagt<\/ins>/);
    // No raw keys: neither field names nor translation keys.
    expect(html).not.toMatch(/audit\.|>verified|canCreateB2b|provider\.update|>pending</);
  });

  it("shows names for fields that hold another object's id, also once the object is in the Papierkorb", async () => {
    const admin = await createTestUser({ admin: true });
    const author = await createTestUser({ username: "audit_autorin" });
    const provider = await createTestProvider({ name: "Verwiesener Laden" });
    const review = await createTestReview({ providerId: provider.id, userId: author.id, title: "Verweis" });
    await deleteReviewAsAdmin(admin, review.id);
    await moderateProviders(admin, { intent: "delete", ids: [provider.id] });
    const log = await listAuditLog(admin, { q: review.id });
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(I18nextProvider, { i18n: createServerI18n() }, createElement(AuditLogTable, { rows: log.rows, total: log.total, names: log.names })),
      ),
    );
    expect(html).toContain("Bewertung gelöscht (Papierkorb)");
    expect(html).toMatch(/Verfasst von:<\/dt><dd[^>]*>audit_autorin</);
    expect(html).toMatch(/Anbieter:<\/dt><dd[^>]*>Verwiesener Laden</);
    expect(html).not.toContain(author.id);
  });

  it("names objects of entries written without a name from the live row", async () => {
    const admin = await createTestUser({ admin: true });
    const provider = await createTestProvider({ name: "Nachgeschlagen" });
    await writeAuditLog(db, admin, {
      action: "provider.approve",
      targetType: "provider",
      targetId: provider.id,
      before: { status: "pending" },
      after: { status: "approved" },
    });
    await db.update(adminAuditLog).set({ targetLabel: null }).where(eq(adminAuditLog.targetId, provider.id));
    const [row] = (await listAuditLog(admin, { targetType: "provider", q: provider.id })).rows;
    expect(row).toMatchObject({ targetLabel: "Nachgeschlagen" });
    expect((await listAuditLog(admin, { q: "Nachgeschlagen" })).total).toBe(0);
  });
});
