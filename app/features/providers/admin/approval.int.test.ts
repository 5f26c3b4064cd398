import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, providers, reviews, trash, uploads, userMessages } from "~db/schema/index";
import { createTestProvider, createTestReview, createTestUpload, createTestUser } from "../../../../tests/support/factories";
import { linkIn, mailsTo } from "../../../../tests/support/mail";
import { db } from "~/lib/db.server";
import { outboxDir } from "~/lib/mail.server";
import { purgeExpiredTrash } from "~/lib/trash.server";
import { adminProviderQuerySchema } from "./admin-schema";
import { listProvidersForAdmin } from "./admin-list.server";
import { findVisibleProvider } from "../detail.server";
import { createProviderAsAdmin, moderateProviders } from "./approval.server";
import { listOwnProviderSubmissions } from "../submissions.server";
import { updateProviderAsAdmin } from "../writes.server";

const query = (q: Record<string, string> = {}) => adminProviderQuerySchema.parse(q);
const auditOf = (targetId: string) => db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
const description = "Ein gemütlicher Treffpunkt mit Beratung, Veranstaltungen und einem freundlichen Team.";

describe("admin provider list", () => {
  it("lists every status, pending first, with search, status filter, sorting and page size; admins only", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    const tag = `liste${Date.now()}`;
    const old = await createTestProvider({ name: `Alte Mühle ${tag}`, city: "Köln", status: "approved", createdAt: new Date("2026-01-01") });
    const pending = await createTestProvider({ name: `Zebra ${tag}`, city: "Bonn", status: "pending", createdAt: new Date("2025-01-01") });
    const rejected = await createTestProvider({ name: `Mitte ${tag}`, city: "Köln", status: "rejected", createdAt: new Date("2026-02-01") });

    const all = await listProvidersForAdmin(admin, query({ q: tag }));
    expect(all.rows.map((r) => r.id)).toEqual([pending.id, rejected.id, old.id]);
    expect(all.total).toBe(3);
    expect(all.rows[0]).toMatchObject({ status: "pending", city: "Bonn", createdAt: "2025-01-01T00:00:00.000Z" });

    // Search folds umlauts (Köln = koeln, Mühle = Muehle) and covers the city; a UUID finds its row.
    expect((await listProvidersForAdmin(admin, query({ q: `muehle ${tag}` }))).rows.map((r) => r.id)).toEqual([old.id]);
    expect((await listProvidersForAdmin(admin, query({ q: "koeln" }))).rows.map((r) => r.id)).toEqual(expect.arrayContaining([old.id, rejected.id]));
    expect((await listProvidersForAdmin(admin, query({ q: `koeln ${tag}` }))).rows.map((r) => r.id)).toEqual([rejected.id, old.id]);
    expect((await listProvidersForAdmin(admin, query({ q: rejected.id }))).rows.map((r) => r.id)).toEqual([rejected.id]);
    expect((await listProvidersForAdmin(admin, query({ q: "100%_gibt es nicht" }))).total).toBe(0);

    expect((await listProvidersForAdmin(admin, query({ q: tag, status: "rejected" }))).rows.map((r) => r.id)).toEqual([rejected.id]);
    expect((await listProvidersForAdmin(admin, query({ q: tag, sortierung: "name" }))).rows.map((r) => r.name)).toEqual([
      `Alte Mühle ${tag}`,
      `Mitte ${tag}`,
      `Zebra ${tag}`,
    ]);
    expect((await listProvidersForAdmin(admin, query({ q: tag, sortierung: "name", richtung: "desc" }))).rows[0]!.id).toBe(pending.id);
    expect((await listProvidersForAdmin(admin, query({ q: tag, sortierung: "created" }))).rows.map((r) => r.id)).toEqual([rejected.id, old.id, pending.id]);

    // Page size from the allowed list only; a page beyond the end shows the last page.
    const bad = query({ anzahl: "7", seite: "0", sortierung: "drop table" });
    expect(bad).toMatchObject({ anzahl: 20, seite: 1, sortierung: "standard" });
    const paged = await listProvidersForAdmin(admin, { ...query({ q: tag, anzahl: "20" }), anzahl: 1 as 20, seite: 99 });
    expect(paged).toMatchObject({ page: 3, pageCount: 3, total: 3 });
    expect(paged.rows.map((r) => r.id)).toEqual([old.id]);

    await expect(listProvidersForAdmin(member, query())).rejects.toMatchObject({ status: 403 });
    await expect(listProvidersForAdmin(null, query())).rejects.toMatchObject({ status: 401 });
  });
});

describe("approve and reject", () => {
  it("approves in one click: a unique transliterated slug, public at once, audit row, inbox message and mail", async () => {
    const admin = await createTestUser({ admin: true });
    const owner = await createTestUser({ email: `besitzer-${Date.now()}@example.com` });
    await createTestProvider({ name: "Grüne Straße Köln", slug: "gruene-strasse-koeln" });
    const p = await createTestProvider({ userId: owner.id, name: "Grüne Straße Köln", status: "pending", slug: "temp-slug" });
    expect(await findVisibleProvider(null, p.id)).toBeNull();

    const result = await moderateProviders(admin, { intent: "approve", ids: [p.id] });
    expect(result).toMatchObject({ action: "approve", changed: 1 });
    const [row] = await db.select().from(providers).where(eq(providers.id, p.id));
    expect(row).toMatchObject({ status: "approved", slug: "gruene-strasse-koeln-2" });
    expect(await findVisibleProvider(null, "gruene-strasse-koeln-2")).toMatchObject({ id: p.id });

    expect(await auditOf(p.id)).toEqual([
      expect.objectContaining({
        action: "provider.approve",
        actorId: admin.id,
        targetType: "provider",
        before: { status: "pending", slug: "temp-slug" },
        after: { status: "approved", slug: "gruene-strasse-koeln-2" },
      }),
    ]);
    const [message] = await db.select().from(userMessages).where(eq(userMessages.userId, owner.id));
    expect(message).toMatchObject({ messageType: "system", title: "Dein Eintrag „Grüne Straße Köln“ ist freigegeben" });
    const mail = mailsTo(outboxDir(), owner.email).at(-1)!;
    expect(mail.text).toContain("deinen Eintrag");
    expect(mail.text).toContain("freigegeben");
    expect(new URL(linkIn(mail.text, "/empfehlung/")).pathname).toBe("/empfehlung/gruene-strasse-koeln-2");

    // Approving again changes nothing: no second audit row, no second mail.
    expect((await moderateProviders(admin, { intent: "approve", ids: [p.id] })).changed).toBe(0);
    expect(await auditOf(p.id)).toHaveLength(1);
    expect(mailsTo(outboxDir(), owner.email)).toHaveLength(1);
  });

  it("rejects with a mail to the submitter and keeps the slug", async () => {
    const admin = await createTestUser({ admin: true });
    const owner = await createTestUser();
    const p = await createTestProvider({ userId: owner.id, status: "pending" });
    await moderateProviders(admin, { intent: "reject", ids: [p.id] });
    const [row] = await db.select().from(providers).where(eq(providers.id, p.id));
    expect(row).toMatchObject({ status: "rejected", slug: p.slug });
    expect(mailsTo(outboxDir(), owner.email).at(-1)!.text).toContain("leider nicht ver");
    expect(mailsTo(outboxDir(), owner.email)).toHaveLength(1);
    expect((await auditOf(p.id)).map((a) => a.action)).toEqual(["provider.reject"]);
  });

  it("rejects with an optional, cleaned reason: stored on the entry, in the inbox message and the mail, in 'Meine Einträge'; approval clears it", async () => {
    const admin = await createTestUser({ admin: true });
    const owner = await createTestUser({ email: `abgelehnt-${Date.now()}@example.com` });
    const other = await createTestUser();
    const rejected = await createTestProvider({ userId: owner.id, name: "Hanfstube Nord", status: "pending", city: "Kiel", createdAt: new Date("2026-03-01") });
    const waiting = await createTestProvider({ userId: owner.id, name: "Wartezimmer", status: "pending", createdAt: new Date("2026-03-02") });
    const approved = await createTestProvider({ userId: owner.id, name: "Grüner Laden", status: "approved", createdAt: new Date("2026-03-03") });
    await createTestProvider({ userId: other.id, name: "Fremder Eintrag", status: "rejected" });

    await moderateProviders(admin, { intent: "reject", ids: [rejected.id], reason: "  Die Adresse fehlt.<script>alert(1)</script> Bitte ergänze sie.  " });
    const [row] = await db.select().from(providers).where(eq(providers.id, rejected.id));
    expect(row).toMatchObject({ status: "rejected", rejectionReason: "Die Adresse fehlt. Bitte ergänze sie." });
    const [message] = await db.select().from(userMessages).where(eq(userMessages.userId, owner.id));
    expect(message!.content).toContain("Begründung: „Die Adresse fehlt. Bitte ergänze sie.“");
    expect(message!.metadata).toMatchObject({ status: "rejected", reason: "Die Adresse fehlt. Bitte ergänze sie." });
    // (The outbox reader decodes bytes, not UTF-8: the checks avoid umlauts.)
    const mail = mailsTo(outboxDir(), owner.email).at(-1)!;
    expect(mail.text).toContain("Begr");
    expect(mail.text).toContain("Die Adresse fehlt. Bitte erg");
    expect(mail.text).not.toContain("script");
    expect((await auditOf(rejected.id))[0]).toMatchObject({ after: expect.objectContaining({ rejectionReason: "Die Adresse fehlt. Bitte ergänze sie." }) });

    // 'Meine Einträge': every own entry, newest first, the reason only with the rejection.
    expect(await listOwnProviderSubmissions(owner)).toEqual([
      expect.objectContaining({ id: approved.id, status: "approved", rejectionReason: null }),
      expect.objectContaining({ id: waiting.id, status: "pending", rejectionReason: null }),
      expect.objectContaining({ id: rejected.id, status: "rejected", rejectionReason: "Die Adresse fehlt. Bitte ergänze sie.", city: "Kiel" }),
    ]);
    await expect(listOwnProviderSubmissions(null)).rejects.toMatchObject({ status: 401 });

    // Too long a reason is refused; none (or only blanks) is no reason; the bulk reject needs none.
    await expect(moderateProviders(admin, { intent: "reject", ids: [waiting.id], reason: "x".repeat(501) })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { reason: "Die Begründung darf maximal 500 Zeichen haben." },
    });
    await moderateProviders(admin, { intent: "reject", ids: [waiting.id, approved.id], reason: "   " });
    expect(
      await db
        .select({ reason: providers.rejectionReason })
        .from(providers)
        .where(inArray(providers.id, [waiting.id, approved.id])),
    ).toEqual([{ reason: null }, { reason: null }]);
    expect(mailsTo(outboxDir(), owner.email).at(-1)!.text).not.toContain("Begr");

    // Approving (or the edit dialog leaving 'rejected') clears the reason.
    await moderateProviders(admin, { intent: "approve", ids: [rejected.id] });
    expect((await db.select().from(providers).where(eq(providers.id, rejected.id)))[0]!.rejectionReason).toBeNull();
  });

  it("refuses members and anonymous visitors and changes nothing", async () => {
    const member = await createTestUser();
    const p = await createTestProvider({ userId: member.id, status: "pending" });
    for (const intent of ["approve", "reject", "delete"]) {
      await expect(moderateProviders(member, { intent, ids: [p.id] })).rejects.toMatchObject({ status: 403 });
      await expect(moderateProviders(null, { intent, ids: [p.id] })).rejects.toMatchObject({ status: 401 });
    }
    const [row] = await db.select().from(providers).where(eq(providers.id, p.id));
    expect(row!.status).toBe("pending");
    expect(await auditOf(p.id)).toEqual([]);
  });

  it("answers bad input with a German 400 or 404", async () => {
    const admin = await createTestUser({ admin: true });
    await expect(moderateProviders(admin, { intent: "approve", ids: [] })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { ids: "Bitte wähle mindestens einen Anbieter aus" },
    });
    await expect(moderateProviders(admin, { intent: "publish", ids: ["x"] })).rejects.toMatchObject({ status: 400 });
    await expect(moderateProviders(admin, { intent: "approve", ids: ["00000000-0000-4000-8000-00000000abcd"] })).rejects.toMatchObject({
      status: 404,
      message: "Anbieter nicht gefunden",
    });
  });
});

describe("bulk actions", () => {
  it("approves several rows in one transaction with one audit row each", async () => {
    const admin = await createTestUser({ admin: true });
    const a = await createTestProvider({ status: "pending" });
    const b = await createTestProvider({ status: "rejected" });
    const c = await createTestProvider({ status: "approved" });
    expect(await moderateProviders(admin, { intent: "approve", ids: [a.id, b.id, c.id] })).toMatchObject({ changed: 2 });
    const rows = await db
      .select({ status: providers.status })
      .from(providers)
      .where(inArray(providers.id, [a.id, b.id, c.id]));
    expect(rows.every((r) => r.status === "approved")).toBe(true);
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.targetId, [a.id, b.id, c.id]));
    expect(audit.map((r) => r.targetId).sort()).toEqual([a.id, b.id].sort());
  });

  it("changes nothing when one of the rows is missing (all or none)", async () => {
    const admin = await createTestUser({ admin: true });
    const a = await createTestProvider({ status: "pending" });
    const gone = await createTestProvider({ status: "pending" });
    await db.delete(providers).where(eq(providers.id, gone.id));
    await expect(moderateProviders(admin, { intent: "delete", ids: [a.id, gone.id] })).rejects.toMatchObject({ status: 404 });
    await expect(moderateProviders(admin, { intent: "approve", ids: [a.id, gone.id] })).rejects.toMatchObject({ status: 404 });
    expect(await db.select().from(providers).where(eq(providers.id, a.id))).toEqual([expect.objectContaining({ status: "pending" })]);
    expect(await auditOf(a.id)).toEqual([]);
  });

  it("deletes the rows and their reviews into the Papierkorb (image files kept there until the purge), with an audit row holding the old values", async () => {
    const admin = await createTestUser({ admin: true });
    const owner = await createTestUser();
    const onDisk = (key: string) => fs.existsSync(path.join(process.env.DATA_DIR!, "uploads", key));
    const img1 = await createTestUpload({ ownerId: owner.id, bucket: "provider-images" });
    const img2 = await createTestUpload({ ownerId: owner.id, bucket: "provider-images" });
    const a = await createTestProvider({ userId: owner.id, imageUrl: img1.url, imageUrls: [img1.url, img2.url] });
    const b = await createTestProvider({ userId: owner.id });
    await createTestReview({ providerId: a.id, userId: admin.id });
    expect(onDisk(img1.fullKey) && onDisk(img2.fullKey)).toBe(true);

    expect(await moderateProviders(admin, { intent: "delete", ids: [a.id, b.id] })).toMatchObject({ changed: 2 });
    expect(
      await db
        .select()
        .from(providers)
        .where(inArray(providers.id, [a.id, b.id])),
    ).toEqual([]);
    expect(await db.select().from(reviews).where(eq(reviews.providerId, a.id))).toEqual([]);
    // The files stay while the entries are in the trash (decision 0030); the purge removes them.
    expect(onDisk(img1.fullKey) && onDisk(img2.fullKey)).toBe(true);
    expect(
      await db
        .select({ kind: trash.kind })
        .from(trash)
        .where(inArray(trash.objectId, [a.id, b.id])),
    ).toEqual([{ kind: "provider" }, { kind: "provider" }]);
    await purgeExpiredTrash({ now: new Date(Date.now() + 31 * 86_400_000) });
    expect(onDisk(img1.fullKey) || onDisk(img2.fullKey)).toBe(false);
    expect(
      await db
        .select()
        .from(uploads)
        .where(inArray(uploads.key, [img1.fullKey, img2.fullKey])),
    ).toEqual([]);
    const [audit] = await auditOf(a.id);
    expect(audit).toMatchObject({ action: "provider.delete", after: null, before: expect.objectContaining({ name: a.name, imageUrls: [img1.url, img2.url] }) });
  });
});

describe("create and edit", () => {
  it("creates an approved provider with a transliterated unique slug, all 14 categories, audit row", async () => {
    const admin = await createTestUser({ admin: true });
    const input = { name: "Hanf-Oase Düsseldorf", description, category: "b2b_gewerbe", city: "Düsseldorf", address: "Königsallee 1" };
    const first = await createProviderAsAdmin(admin, input);
    const second = await createProviderAsAdmin(admin, input);
    expect(first).toMatchObject({ status: "approved", slug: "hanf-oase-duesseldorf" });
    expect(second.slug).toBe("hanf-oase-duesseldorf-2");
    const [row] = await db.select().from(providers).where(eq(providers.id, first.id));
    expect(row).toMatchObject({ userId: admin.id, category: "b2b_gewerbe", categories: ["b2b_gewerbe"], city: "Düsseldorf", address: "Königsallee 1" });
    expect(await findVisibleProvider(null, first.slug)).toMatchObject({ id: first.id });
    expect((await auditOf(first.id)).map((a) => a.action)).toEqual(["provider.create"]);
  });

  it("requires name, a description of 50+ characters, city and address; members are refused", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    await expect(createProviderAsAdmin(admin, { name: "A", description: "zu kurz", category: "other", city: "", address: "" })).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        name: "Name ist erforderlich",
        description: "Beschreibung muss mindestens 50 Zeichen haben",
        city: "Stadt ist erforderlich",
        address: "Adresse ist erforderlich",
      },
    });
    const ok = { name: "Testladen", description, category: "other", city: "Berlin", address: "Hauptstraße 1" };
    await expect(createProviderAsAdmin(member, ok)).rejects.toMatchObject({ status: 403 });
    await expect(createProviderAsAdmin(null, ok)).rejects.toMatchObject({ status: 401 });
    expect(
      await db
        .select()
        .from(providers)
        .where(and(eq(providers.name, "Testladen"))),
    ).toEqual([]);
  });

  it("the edit dialog writes provider.update and tells the submitter about a status change", async () => {
    const admin = await createTestUser({ admin: true });
    const owner = await createTestUser();
    const p = await createTestProvider({ userId: owner.id, status: "pending", name: "Edit Club" });
    await updateProviderAsAdmin(admin, p.id, {
      name: "Edit Club",
      description,
      category: "hotels",
      categories: ["other", "hotels", "other"],
      countryCode: "DE",
      city: "Berlin",
      address: "Hauptstraße 1",
      status: "approved",
      metaTitle: "  ",
      imageUrls: [],
    });
    const [row] = await db.select().from(providers).where(eq(providers.id, p.id));
    expect(row).toMatchObject({ status: "approved", categories: ["hotels", "other"], metaTitle: null });
    const [audit] = await auditOf(p.id);
    expect(audit).toMatchObject({
      action: "provider.update",
      before: expect.objectContaining({ status: "pending" }),
      after: expect.objectContaining({ status: "approved" }),
    });
    expect(mailsTo(outboxDir(), owner.email)).toHaveLength(1);
  });
});
