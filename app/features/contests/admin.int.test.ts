import Papa from "papaparse";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, contestAuditLog, contestConfig, contestParticipations, contests, userMessages } from "~db/schema";
import { addAdminTestParticipants, createAdminTestContest } from "../../../tests/support/admin-contest-factory";
import { createTestUser } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { HttpError } from "~/lib/errors";
import { DELETED_STATUS, deleteContest, setContestStatus } from "./admin-actions.server";
import { contestAuditGroups, contestAuditLogs, exportContestAuditCsv } from "./admin-audit.server";
import { getContestConfigForAdmin, saveContestConfig } from "./admin-config.server";
import { exportContestParticipantsCsv, latestContestNotifications, listContestParticipants, listContestsForAdmin } from "./admin-list.server";
import { CONTEST_ADMIN_MESSAGES as M } from "./admin-schema";

const DAY = 86_400_000;

/** The HttpError a promise is refused with (its status, message and field messages). */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
      return { status: error.status, message: error.message, fields: error.fieldErrors ?? {} };
    },
  );

async function auditOf(contestId: string) {
  return db.select().from(contestAuditLog).where(eq(contestAuditLog.contestId, contestId)).orderBy(desc(contestAuditLog.createdAt));
}

async function adminAuditOf(targetId: string) {
  return db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, "contest"), eq(adminAuditLog.targetId, targetId)));
}

/** The CSV body parsed back (BOM dropped, semicolons). */
function parseCsv(body: string) {
  expect(body.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<string[]>(body.slice(1), { delimiter: ";", skipEmptyLines: true }).data;
}

describe("every contest-admin function refuses visitors (401) and members (403)", () => {
  it("lists, participants, audit logs, CSVs, notifications, config, status and delete", async () => {
    const member = await createTestUser({ canCreateContests: true });
    const contest = await createAdminTestContest({ createdBy: member.id });
    const calls = (v: typeof member | null) => [
      listContestsForAdmin(v),
      listContestParticipants(v, contest.id),
      exportContestParticipantsCsv(v, contest.id),
      contestAuditLogs(v, contest.id),
      contestAuditGroups(v),
      exportContestAuditCsv(v),
      latestContestNotifications(v),
      getContestConfigForAdmin(v),
      saveContestConfig(v, { pricePerDay: 1, currency: "EUR", minDays: 1, maxDays: 2, isActive: true }),
      setContestStatus(v, contest.id, "active"),
      deleteContest(v, contest.id),
    ];
    for (const p of calls(null)) expect(await statusOf(p)).toBe(401);
    for (const p of calls(member)) expect(await statusOf(p)).toBe(403);
    expect((await refusal(deleteContest(member, contest.id))).message).toBe("Nur Administratoren können Gewinnspiele löschen");
    const [still] = await db.select().from(contests).where(eq(contests.id, contest.id));
    expect(still?.status).toBe("pending");
    expect(await auditOf(contest.id)).toHaveLength(0);
  });
});

describe("status changes", () => {
  it("setting active approves, moves a future start to now and writes both audit rows", async () => {
    const admin = await createTestUser({ admin: true, username: "status_admin" });
    const contest = await createAdminTestContest();
    const now = new Date();
    const r = await setContestStatus(admin, contest.id, "active", now);
    expect(r.status).toBe("active");
    const [row] = await db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row!.status).toBe("active");
    expect(row!.startDate.getTime()).toBe(now.getTime());
    expect(row!.endDate.getTime()).toBe(contest.endDate.getTime());
    const [audit] = await auditOf(contest.id);
    expect(audit).toMatchObject({ actionType: "approved", actorUsername: "status_admin" });
    expect(audit!.contestData).toMatchObject({ title: contest.title, status: "active" });
    const [adminRow] = await adminAuditOf(contest.id);
    expect(adminRow).toMatchObject({ action: "contest.status", actorId: admin.id });
    expect(adminRow!.before).toMatchObject({ status: "pending" });
    expect(adminRow!.after).toMatchObject({ status: "active" });
  });

  it("keeps a past start date, and maps ended, cancelled and pending to their audit actions", async () => {
    const admin = await createTestUser({ admin: true });
    const start = new Date(Date.now() - 3 * DAY);
    const contest = await createAdminTestContest({ startDate: start });
    await setContestStatus(admin, contest.id, "active");
    const [row] = await db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row!.startDate.getTime()).toBe(start.getTime());
    for (const status of ["ended", "cancelled", "pending"] as const) await setContestStatus(admin, contest.id, status);
    const actions = (await auditOf(contest.id)).map((a) => [a.actionType, a.contestData?.status]).reverse();
    expect(actions).toEqual([
      ["approved", "active"],
      ["ended", "ended"],
      ["cancelled", "cancelled"],
      ["updated", "pending"],
    ]);
    expect(await adminAuditOf(contest.id)).toHaveLength(4);
  });

  it("refuses draft, unknown statuses and unknown contests without writing", async () => {
    const admin = await createTestUser({ admin: true });
    const contest = await createAdminTestContest();
    for (const bad of ["draft", "deleted", "", 5]) expect(await statusOf(setContestStatus(admin, contest.id, bad))).toBe(400);
    expect(await statusOf(setContestStatus(admin, crypto.randomUUID(), "active"))).toBe(404);
    expect(await statusOf(setContestStatus(admin, "kein-id", "active"))).toBe(404);
    expect(await auditOf(contest.id)).toHaveLength(0);
  });
});

describe("deleting a contest", () => {
  it("removes the contest and all participations in one transaction and keeps the audit trail", async () => {
    const admin = await createTestUser({ admin: true });
    const [a, b] = [await createTestUser(), await createTestUser()];
    const contest = await createAdminTestContest({ status: "active", startDate: new Date(Date.now() - DAY) });
    await addAdminTestParticipants(contest.id, [{ userId: a.id }, { userId: b.id }]);
    const r = await deleteContest(admin, contest.id);
    expect(r.participations).toBe(2);
    expect(await db.select().from(contests).where(eq(contests.id, contest.id))).toHaveLength(0);
    expect(await db.select().from(contestParticipations).where(eq(contestParticipations.contestId, contest.id))).toHaveLength(0);
    const trail = (await db.select().from(contestAuditLog)).filter((l) => l.contestData?.title === contest.title);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actionType: "cancelled", contestId: null });
    expect(trail[0]!.contestData?.status).toBe(DELETED_STATUS);
    const [adminRow] = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "contest.delete"), eq(adminAuditLog.targetId, contest.id)));
    expect(adminRow!.before).toMatchObject({ title: contest.title, participantCount: 2 });
    expect(await statusOf(deleteContest(admin, contest.id))).toBe(404);
  });

  it("rolls everything back when the admin audit row cannot be written", async () => {
    const contest = await createAdminTestContest();
    const [u] = [await createTestUser()];
    await addAdminTestParticipants(contest.id, [{ userId: u.id }]);
    // An admin viewer whose id is no user: the admin audit insert fails (foreign key) at the end.
    const ghost = { ...(await createTestUser({ admin: true })), id: crypto.randomUUID() };
    await expect(deleteContest(ghost, contest.id)).rejects.toThrow();
    expect(await db.select().from(contests).where(eq(contests.id, contest.id))).toHaveLength(1);
    expect(await db.select().from(contestParticipations).where(eq(contestParticipations.contestId, contest.id))).toHaveLength(1);
    expect(await auditOf(contest.id)).toHaveLength(0);
  });
});

describe("lists and participants", () => {
  it("lists all statuses with views, participants and voucher code, searchable by title", async () => {
    const admin = await createTestUser({ admin: true });
    const creator = await createTestUser({ username: "creator_lisa" });
    const tag = `Suchwort${Date.now()}`;
    for (const status of ["draft", "pending", "active", "ended", "cancelled"] as const) {
      await createAdminTestContest({
        title: `${tag} ${status}`,
        status,
        createdBy: creator.id,
        viewCount: 7,
        voucherCode: `CODE-${status}`,
        prizeType: "voucher",
      });
    }
    const rows = await listContestsForAdmin(admin, { q: tag.toLowerCase() });
    expect(rows.map((r) => r.status).sort()).toEqual(["active", "cancelled", "draft", "ended", "pending"]);
    expect(rows[0]).toMatchObject({ viewCount: 7, participantCount: 0, creator: "creator_lisa" });
    expect(rows.find((r) => r.status === "ended")?.voucherCode).toBe("CODE-ended");
    expect(await listContestsForAdmin(admin, { q: "%" })).toEqual(expect.not.arrayContaining([expect.objectContaining({ title: `${tag} draft` })]));
  });

  it("shows participants with username, e-mail, payment status and time, and exports them as CSV with escaping", async () => {
    const admin = await createTestUser({ admin: true });
    const tricky = await createTestUser({ username: '=HYPERLINK("x"); "Zitat", Komma' });
    const plain = await createTestUser({ username: "paul_plain" });
    const contest = await createAdminTestContest({ status: "active", startDate: new Date(Date.now() - DAY) });
    await addAdminTestParticipants(contest.id, [{ userId: tricky.id, paymentStatus: "pending", referralCode: "-ref\nzeile" }, { userId: plain.id }]);
    const { participants } = await listContestParticipants(admin, contest.id);
    expect(participants).toHaveLength(2);
    expect(participants.find((p) => p.userId === plain.id)).toMatchObject({ username: "paul_plain", email: plain.email, paymentStatus: "completed" });
    const csv = await exportContestParticipantsCsv(admin, contest.id, new Date("2026-03-05T10:00:00Z"));
    expect(csv.filename).toBe("contest-participants-2026-03-05.csv");
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual(["Benutzername", "E-Mail", "Zahlungsstatus", "Teilnahme am", "Empfehlungscode", "Benutzer-ID"]);
    const trickyRow = rows.find((r) => r[5] === tricky.id)!;
    expect(trickyRow[0]).toBe(`'=HYPERLINK("x"); "Zitat", Komma`);
    expect(trickyRow[2]).toBe("Ausstehend");
    expect(trickyRow[3]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(trickyRow[4]).toBe("'-ref\nzeile");
    expect(await statusOf(listContestParticipants(admin, crypto.randomUUID()))).toBe(404);
  });

  it("shows the latest 10 contest_created messages of all admins, one per contest", async () => {
    const [admin, second] = [await createTestUser({ admin: true }), await createTestUser({ admin: true })];
    const ids = Array.from({ length: 12 }, () => crypto.randomUUID());
    for (const [i, contestId] of ids.entries()) {
      const createdAt = new Date(Date.now() - (12 - i) * 60_000);
      for (const to of [admin, second]) {
        await db.insert(userMessages).values({
          userId: to.id,
          messageType: "contest_created",
          title: `Neues Gewinnspiel: Nr. ${i}`,
          content: "x",
          metadata: { contest_id: contestId, contest_title: `Nr. ${i}`, prize_value: 10 + i, currency: "EUR" },
          createdAt,
        });
      }
    }
    const list = await latestContestNotifications(second);
    expect(list.map((n) => n.contestTitle)).toEqual(Array.from({ length: 10 }, (_, i) => `Nr. ${11 - i}`));
    expect(list[0]).toMatchObject({ contestId: ids[11], prizeValue: 21, currency: "EUR" });
  });
});

describe("audit logs", () => {
  it("the dialog shows the latest 100; the groups aggregate in SQL; the CSV has every step", async () => {
    const admin = await createTestUser({ admin: true, username: "audit_admin" });
    const tag = `Audit${Date.now()}`;
    const contest = await createAdminTestContest({ title: `${tag}, "Sommer" =1` });
    const other = await createAdminTestContest({ title: `${tag} anders`, status: "draft" });
    const member = await createTestUser();
    await addAdminTestParticipants(contest.id, [{ userId: member.id }]);
    await setContestStatus(admin, contest.id, "active");
    await setContestStatus(admin, contest.id, "ended");
    await db.insert(contestAuditLog).values(
      Array.from({ length: 110 }, (_, i) => ({
        contestId: contest.id,
        actionType: "updated" as const,
        actorUsername: "bulk",
        contestData: { title: contest.title, status: "mystery" },
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );
    const dialog = await contestAuditLogs(admin, contest.id);
    expect(dialog.logs).toHaveLength(100);
    expect(dialog.logs[0]).toMatchObject({ actionType: "ended", actorUsername: "audit_admin", status: "ended" });
    expect((await contestAuditLogs(admin, contest.id, 200)).logs).toHaveLength(112);

    const groups = await contestAuditGroups(admin, { q: tag });
    expect(groups.map((g) => g.contestId)).toEqual([contest.id, other.id]);
    expect(groups[0]).toMatchObject({ logCount: 112, participantCount: 1, status: "ended", shortId: contest.id.slice(0, 8) });
    expect(groups[1]).toMatchObject({ logCount: 0, participantCount: 0, status: "draft" });
    expect((await contestAuditGroups(admin, { q: tag, status: "draft" })).map((g) => g.contestId)).toEqual([other.id]);
    expect(await contestAuditGroups(admin, { q: tag, status: "active" })).toEqual([]);

    const csv = await exportContestAuditCsv(admin, { q: tag, status: "ended" }, new Date("2026-01-02T12:00:00Z"));
    expect(csv.filename).toBe("contest-audit-logs-2026-01-02.csv");
    const rows = parseCsv(csv.body);
    expect(rows[0]![0]).toBe("Zeitpunkt");
    expect(rows).toHaveLength(1 + 112);
    expect(rows[1]!.slice(1, 6)).toEqual([`${tag}, "Sommer" =1`, contest.id, "Beendet", "audit_admin", "Beendet"]);
    expect(rows[2]!.slice(3, 6)).toEqual(["Freigegeben", "audit_admin", "Aktiv"]);
    expect(rows.some((r) => r[5] === "mystery")).toBe(true);
  });
});

describe("contest config", () => {
  it("inserts the first row, then edits the latest row, with both audit rows", async () => {
    const admin = await createTestUser({ admin: true });
    await db.delete(contestConfig);
    expect(await getContestConfigForAdmin(admin)).toMatchObject({ id: null, pricePerDay: 30, currency: "EUR", minDays: 1, maxDays: 30, isActive: true });
    const first = await saveContestConfig(admin, { pricePerDay: "12,50", currency: "CHF", minDays: "2", maxDays: "14", isActive: true });
    expect(first).toMatchObject({ pricePerDay: 12.5, currency: "CHF", minDays: 2, maxDays: 14 });
    const second = await saveContestConfig(admin, { pricePerDay: 20, currency: "USD", minDays: 1, maxDays: 1, isActive: false });
    expect(second.id).toBe(first.id);
    const rows = await db.select().from(contestConfig);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pricePerDay: 20, currency: "USD", minDays: 1, maxDays: 1, isActive: false });
    expect(await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "contest_config.save"))).toHaveLength(2);
  });

  it("refuses min < 1, max < min, unknown currencies, negative or absurd prices", async () => {
    const admin = await createTestUser({ admin: true });
    const base = { pricePerDay: 30, currency: "EUR", minDays: 1, maxDays: 30, isActive: true };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ minDays: 0 }, "minDays", M.minDays],
      [{ minDays: 5, maxDays: 4 }, "maxDays", M.maxDays],
      [{ currency: "GBP" }, "currency", M.currency],
      [{ pricePerDay: -1 }, "pricePerDay", M.price],
      [{ pricePerDay: "abc" }, "pricePerDay", M.price],
      [{ pricePerDay: 100_001 }, "pricePerDay", M.price],
      [{ maxDays: 1.5 }, "maxDays", M.days],
    ];
    for (const [change, field, message] of cases) {
      const r = await refusal(saveContestConfig(admin, { ...base, ...change }));
      expect(r.status).toBe(400);
      expect(r.fields[field]).toBe(message);
    }
  });
});
