import { readdirSync, readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  contestAuditLog,
  contestConfig,
  contestParticipations,
  contestPayments,
  contests,
  contestViews,
  securityAuditLog,
  userMessages,
  type NewContest,
} from "~db/schema";
import { createTestCreator, createTestUser } from "../../../tests/support/factories";
import { refusalOf, statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { subscribe } from "~/lib/realtime.server";
import { openContestStream } from "./live.server";
import { createContest, listDashboardContests, uniqueContestSlug, updateContest } from "./contests.server";
import { activeLicenceConfig, canCreateContests, contestAccess, purchaseLicence } from "./licence.server";
import { paymentSetup, usePaymentProvider } from "./payments.server";
import { getContestConfigForAdmin } from "./admin-config.server";
import { resetEnvCache } from "~/lib/env.server";
import { CONTEST_LIVE_CHANNEL, getContestPage, listContests, listParticipants, participate, participateBySlug, recordContestViews } from "./public.server";
import { CONTEST_MESSAGES } from "./schema";
import { contestSlugBase } from "./slug";

const DAY = 86_400_000;
const human = { isBot: false };

async function makeContest(overrides: Partial<NewContest> = {}) {
  const key = Math.random().toString(36).slice(2, 8);
  const [c] = await db
    .insert(contests)
    .values({
      title: `Gewinnspiel ${key}`,
      slug: `gewinnspiel-${key}`,
      description: "Eine Beschreibung des Gewinnspiels.",
      status: "active",
      prizeValue: 50,
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + 10 * DAY),
      termsAndConditions: "Teilnahmebedingungen für alle.",
      ...overrides,
    })
    .returning();
  return c!;
}

/** A valid form as the dialog sends it (opened a second ago). */
function form(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const start = new Date(Date.now() + DAY);
  const end = new Date(Date.now() + 10 * DAY);
  return {
    title: "Sommer-Verlosung",
    description: "Wir verlosen ein tolles Paket.",
    prizeDescription: "Vaporizer",
    prizeType: "individual",
    prizeValue: "99.90",
    currency: "EUR",
    individualPrizeDescription: "Ein Vaporizer mit Zubehör.",
    maxParticipants: "",
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    termsAndConditions: "Teilnahme ab 18 Jahren, eine Teilnahme pro Person.",
    openedAt: String(Date.now() - 5_000),
    ...overrides,
  };
}

const failure = refusalOf;

afterEach(() => usePaymentProvider(null));

describe("visibility", () => {
  it("shows active and ended contests to visitors and members, every status to admins, and filters", async () => {
    const member = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const active = await makeContest({ title: "Aktiv Hanfpaket" });
    const soon = await makeContest({ title: "Bald vorbei", endDate: new Date(Date.now() + 2 * DAY) });
    const ended = await makeContest({ status: "ended", startDate: new Date(Date.now() - 20 * DAY), endDate: new Date(Date.now() - DAY) });
    const pending = await makeContest({ status: "pending" });
    const draft = await makeContest({ status: "draft" });
    const cancelled = await makeContest({ status: "cancelled" });
    for (const viewer of [null, member]) {
      const { contests: list, total } = await listContests(viewer);
      const ids = list.map((c) => c.id);
      expect(ids).toEqual(expect.arrayContaining([active.id, soon.id, ended.id]));
      expect(ids).not.toContain(pending.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(cancelled.id);
      expect(total).toBe(list.length);
      expect(list.every((c) => c.viewCount === null && c.voucherCode === null)).toBe(true);
    }
    const adminList = (await listContests(admin)).contests.map((c) => c.id);
    expect(adminList).toEqual(expect.arrayContaining([pending.id, draft.id, cancelled.id]));
    expect((await listContests(null, { filter: "active" })).contests.map((c) => c.id)).not.toContain(ended.id);
    const soonIds = (await listContests(null, { filter: "ending_soon" })).contests.map((c) => c.id);
    expect(soonIds).toContain(soon.id);
    expect(soonIds).not.toContain(active.id);
    const found = await listContests(null, { q: "hanfpaket" });
    expect(found.contests.map((c) => c.id)).toEqual([active.id]);
    expect(found.total).toBeGreaterThan(1);
  });
});

describe("participation", () => {
  it("needs a login, counts once, refuses a second participation by the unique index, and writes the audit row", async () => {
    const member = await createTestUser();
    const c = await makeContest({ maxParticipants: 5 });
    expect(await statusOf(participate(null, c.id))).toBe(401);
    const heard: string[] = [];
    const off = subscribe(CONTEST_LIVE_CHANNEL, (m) => heard.push(m.data));
    const res = await participate(member, c.id);
    off();
    expect(res).toMatchObject({ participantCount: 1, message: "Teilnahme erfolgreich!" });
    expect(heard.map((h) => JSON.parse(h))).toEqual([{ contestId: c.id, participantCount: 1 }]);
    expect(await failure(participate(member, c.id))).toMatchObject({ status: 409, message: "Bereits teilgenommen" });
    // The database refuses a second row even without the server's checks.
    await expect(db.insert(contestParticipations).values({ contestId: c.id, userId: member.id })).rejects.toThrow();
    const [row] = await db.select().from(contests).where(eq(contests.id, c.id));
    expect(row!.participantCount).toBe(1);
    const audit = await db
      .select()
      .from(contestAuditLog)
      .where(and(eq(contestAuditLog.contestId, c.id), eq(contestAuditLog.actionType, "participant_added")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.participantData).toMatchObject({ user_id: member.id });
    const list = await listContests(member);
    expect(list.contests.find((x) => x.id === c.id)?.joined).toBe(true);
  });

  it("refuses full, ended, pending and not yet started contests with German messages", async () => {
    const [a, b] = [await createTestUser(), await createTestUser()];
    const full = await makeContest({ maxParticipants: 1 });
    await participate(a, full.id);
    expect(await failure(participate(b, full.id))).toMatchObject({ status: 409, message: "Maximale Teilnehmerzahl erreicht" });
    const ended = await makeContest({ status: "ended", startDate: new Date(Date.now() - 9 * DAY), endDate: new Date(Date.now() - DAY) });
    expect(await failure(participate(b, ended.id))).toMatchObject({ status: 409, message: "Gewinnspiel beendet" });
    const past = await makeContest({ startDate: new Date(Date.now() - 9 * DAY), endDate: new Date(Date.now() - DAY) });
    expect(await failure(participate(b, past.id))).toMatchObject({ status: 409, message: "Gewinnspiel beendet" });
    const pending = await makeContest({ status: "pending" });
    expect(await statusOf(participate(b, pending.id))).toBe(404);
    const future = await makeContest({ startDate: new Date(Date.now() + DAY) });
    expect(await failure(participate(b, future.id))).toMatchObject({ status: 409 });
    expect(await statusOf(participate(b, "nicht-da"))).toBe(404);
  });

  it("gives the last seat to exactly one of many concurrent members", async () => {
    const c = await makeContest({ maxParticipants: 3 });
    const members = await Promise.all(Array.from({ length: 8 }, () => createTestUser()));
    const results = await Promise.all(members.map((m) => statusOf(participate(m, c.id))));
    expect(results.filter((s) => s === 200)).toHaveLength(3);
    expect(results.filter((s) => s === 409)).toHaveLength(5);
    const [row] = await db.select().from(contests).where(eq(contests.id, c.id));
    expect(row!.participantCount).toBe(3);
    expect(await db.select().from(contestParticipations).where(eq(contestParticipations.contestId, c.id))).toHaveLength(3);
  });

  it("lists participants to the creator and admins only (e-mail only for admins)", async () => {
    const creator = await createTestUser({ canCreateContests: true });
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    const c = await makeContest({ createdBy: creator.id });
    await participate(member, c.id);
    const own = await listParticipants(creator, c.id);
    expect(own).toMatchObject([{ userId: member.id, email: null, paymentStatus: "completed" }]);
    expect((await listParticipants(admin, c.id))[0]!.email).toBe(member.email);
    expect(await statusOf(listParticipants(member, c.id))).toBe(404);
  });
});

describe("live counts", () => {
  it("streams {contestId, participantCount} of every participation to anonymous viewers", async () => {
    const c = await makeContest();
    const abort = new AbortController();
    const reader = openContestStream(abort.signal).getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toContain("event: ready");
    await participate(await createTestUser(), c.id);
    const text = decoder.decode((await reader.read()).value);
    expect(text).toBe(`event: count\ndata: ${JSON.stringify({ contestId: c.id, participantCount: 1 })}\n\n`);
    abort.abort();
    expect((await reader.read()).done).toBe(true);
  });
});

describe("views", () => {
  it("counts a batch of visible contests, not for admins or bots", async () => {
    const admin = await createTestUser({ admin: true });
    const a = await makeContest();
    const pending = await makeContest({ status: "pending" });
    expect(await recordContestViews(null, [a.id, a.id, pending.id, "x"], human)).toBe(1);
    expect(await recordContestViews(admin, [a.id], human)).toBe(0);
    expect(await recordContestViews(null, [a.id], { isBot: true })).toBe(0);
    const [row] = await db.select().from(contests).where(eq(contests.id, a.id));
    expect(row!.viewCount).toBe(1);
    expect(await db.select().from(contestViews).where(eq(contestViews.contestId, a.id))).toHaveLength(1);
  });
});

describe("creation", () => {
  it("refuses visitors (401) and members without permission (403), even with a crafted request", async () => {
    const member = await createTestUser();
    expect(await failure(createContest(null, form()))).toMatchObject({ status: 401, message: "Anmeldung erforderlich" });
    expect(await statusOf(createContest(member, form()))).toBe(403);
    expect(await statusOf(createContest(member, { ...form(), status: "active" }))).toBe(403);
    expect(await canCreateContests(member)).toBe(false);
  });

  it("saves a permitted member's contest as pending with entry fee 0, audit row and admin messages", async () => {
    const creator = await createTestCreator();
    const admin = await createTestUser({ admin: true });
    const res = await createContest(creator, form({ maxParticipants: "10", entryFee: undefined }));
    expect(res.message).toBe("Verlosung erfolgreich erstellt!");
    expect(res.contest).toMatchObject({ status: "pending", entryFee: 0, maxParticipants: 10, createdBy: creator.id, prizeValue: 99.9 });
    const audit = await db.select().from(contestAuditLog).where(eq(contestAuditLog.contestId, res.contest.id));
    expect(audit.map((a) => a.actionType)).toEqual(["created"]);
    const messages = await db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.userId, admin.id), eq(userMessages.messageType, "contest_created")));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.metadata).toMatchObject({ contest_title: "Sommer-Verlosung", prize_value: 99.9, currency: "EUR" });
    expect((await listContests(await createTestUser())).contests.map((c) => c.id)).not.toContain(res.contest.id);
    expect((await listDashboardContests(creator)).map((c) => c.id)).toContain(res.contest.id);
  });

  it("applies the prize rules: vouchers need code and quantity and have no participant limit", async () => {
    const creator = await createTestCreator();
    const voucher = await failure(createContest(creator, form({ prizeType: "voucher", voucherCode: "", voucherQuantity: "0" })));
    expect(voucher.fields).toMatchObject({ voucherCode: "Bitte gib einen Gutscheincode ein", voucherQuantity: "Ungültige Gutschein-Anzahl" });
    const ok = await createContest(
      creator,
      form({ prizeType: "voucher", voucherCode: "HANF10", voucherQuantity: "3", maxParticipants: "50", currency: "CHF" }),
    );
    expect(ok.contest).toMatchObject({
      prizeType: "voucher",
      voucherCode: "HANF10",
      voucherQuantity: 3,
      maxParticipants: null,
      currency: "CHF",
      individualPrizeDescription: null,
    });
    const individual = await failure(createContest(creator, form({ individualPrizeDescription: "" })));
    expect(individual.fields.individualPrizeDescription).toBe("Bitte beschreibe den Gewinn");
  });

  it("checks lengths, values, dates and currency with the spec's messages", async () => {
    const creator = await createTestCreator();
    const f = await failure(
      createContest(
        creator,
        form({
          title: "ab",
          description: "kurz",
          termsAndConditions: "zu kurz",
          prizeValue: "-1",
          maxParticipants: "0",
          startDate: new Date(Date.now() - 3 * DAY).toISOString(),
          endDate: new Date(Date.now() - 4 * DAY).toISOString(),
        }),
      ),
    );
    expect(f.status).toBe(400);
    expect(f.fields).toMatchObject({
      title: "Titel muss mindestens 3 Zeichen lang sein",
      description: "Beschreibung muss mindestens 10 Zeichen lang sein",
      termsAndConditions: "Teilnahmebedingungen müssen mindestens 20 Zeichen lang sein",
      prizeValue: "Ungültiger Gewinn-Wert",
      maxParticipants: "Ungültige Teilnehmeranzahl",
      startDate: "Das Startdatum darf nicht vor heute liegen",
      endDate: "Das Enddatum muss nach dem Startdatum liegen",
    });
    expect((await failure(createContest(creator, form({ prizeValue: "0" })))).fields.prizeValue).toBe("Preiswert muss eine positive Zahl sein");
    expect((await failure(createContest(creator, form({ currency: "GBP" })))).status).toBe(400);
    expect((await failure(createContest(creator, form({ title: "x".repeat(201) })))).fields.title).toBeDefined();
  });

  it("refuses unexpected fields, too-fast submissions, missing fields and oversized forms for members; admins get warnings", async () => {
    const creator = await createTestCreator();
    expect(await failure(createContest(creator, form({ status: "active" })))).toMatchObject({ status: 400, message: "Ungültige Eingabe erkannt" });
    // Sent 50 ms after the form opened (the moment of sending fixed: a busy database must not make it slower).
    const sentAt = new Date();
    expect(await failure(createContest(creator, form({ openedAt: String(sentAt.getTime() - 50) }), { now: sentAt }))).toMatchObject({
      status: 400,
      message: "Sicherheitsprüfung fehlgeschlagen",
    });
    expect(await failure(createContest(creator, form({ openedAt: undefined })))).toMatchObject({ status: 400 });
    expect((await failure(createContest(creator, form({ title: " ", termsAndConditions: "" })))).message).toBe(
      "Erforderliche Felder fehlen: Titel, Teilnahmebedingungen",
    );
    expect(await failure(createContest(creator, form({ description: "x".repeat(50_001) })))).toMatchObject({
      status: 413,
      message: "Formulardaten zu groß...",
    });
    const admin = await createTestUser({ admin: true });
    const res = await createContest(
      admin,
      form({
        prizeValue: "20000",
        termsAndConditions: "Kurze Bedingungen hier drin.",
        description: "<script>alert(1)</script>Ein schönes Paket",
        openedAt: undefined,
      }),
    );
    expect(res.warnings).toEqual(["Gewinnwert über 10.000", "Teilnahmebedingungen kürzer als 50 Zeichen", "Script-Tag in der Beschreibung"]);
    expect(res.contest.description).toBe("Ein schönes Paket");
  });

  it("cleans script-like input and logs it as a security event", async () => {
    const creator = await createTestCreator();
    const res = await createContest(creator, form({ title: "Verlosung <b onclick=x>javascript:eval(1)</b>" }));
    expect(res.contest.title).toBe("Verlosung 1)");
    const events = await db
      .select()
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.userId, creator.id), eq(securityAuditLog.eventType, "suspicious_content")));
    expect(events).toHaveLength(1);
  });

  it("limits creation to 5 per 60 minutes for members (admins are not limited)", async () => {
    const creator = await createTestCreator();
    for (let i = 0; i < 5; i++) await createContest(creator, form({ title: `Verlosung ${i}` }));
    expect(await statusOf(createContest(creator, form()))).toBe(429);
    const admin = await createTestUser({ admin: true });
    for (let i = 0; i < 6; i++) await createContest(admin, form({ title: `Admin ${i}` }));
  });
});

describe("editing", () => {
  it("lets the creator edit only while there are no participants; admins always; others never; status unchanged", async () => {
    const creator = await createTestCreator();
    const admin = await createTestUser({ admin: true });
    const other = await createTestCreator();
    const { contest } = await createContest(creator, form());
    const edited = await updateContest(creator, contest.id, form({ title: "Neuer Titel", status: undefined }));
    expect(edited.contest).toMatchObject({ title: "Neuer Titel", status: "pending" });
    expect(await statusOf(updateContest(other, contest.id, form()))).toBe(404);
    expect(await statusOf(updateContest(await createTestUser(), contest.id, form()))).toBe(403);
    await db
      .update(contests)
      .set({ status: "active", startDate: new Date(Date.now() - DAY) })
      .where(eq(contests.id, contest.id));
    await participate(await createTestUser(), contest.id);
    expect(await failure(updateContest(creator, contest.id, form()))).toMatchObject({
      status: 409,
      message: "Das Gewinnspiel hat bereits Teilnehmer und kann nicht mehr bearbeitet werden.",
    });
    expect((await listDashboardContests(creator)).find((c) => c.id === contest.id)?.editable).toBe(false);
    const byAdmin = await updateContest(admin, contest.id, form({ title: "Vom Admin" }));
    expect(byAdmin.contest).toMatchObject({ title: "Vom Admin", status: "active" });
    const audit = await db
      .select()
      .from(contestAuditLog)
      .where(and(eq(contestAuditLog.contestId, contest.id), eq(contestAuditLog.actionType, "updated")));
    expect(audit).toHaveLength(2);
  });
});

describe("licences", () => {
  async function config(overrides: Partial<typeof contestConfig.$inferInsert> = {}) {
    await db.update(contestConfig).set({ isActive: false });
    await db.insert(contestConfig).values({ pricePerDay: 30, minDays: 1, maxDays: 30, isActive: true, ...overrides });
  }

  it("prices on the server, checks the duration, and is valid until paid_at + days (controlled clock)", async () => {
    await config();
    expect((await activeLicenceConfig())!.defaultDays).toBe(7);
    const member = await createTestUser({ canCreateContests: true });
    const t0 = new Date("2030-01-10T10:00:00Z");
    expect(await failure(purchaseLicence(member, 31, t0))).toMatchObject({ status: 400, message: "Dauer muss zwischen 1 und 30 Tagen liegen" });
    expect(await statusOf(purchaseLicence(null, 3, t0))).toBe(401);
    const res = await purchaseLicence(member, 3, t0);
    expect(res.message).toBe("Zahlung erfolgreich! Contest-Berechtigung für 3 Tage erworben.");
    expect(res.payment).toMatchObject({
      totalAmount: 90,
      amount: 30,
      durationDays: 3,
      paymentStatus: "completed",
      paymentProvider: "instant",
      currency: "EUR",
    });
    expect(await canCreateContests(member, new Date("2030-01-13T09:59:00Z"))).toBe(true);
    expect(await canCreateContests(member, new Date("2030-01-13T10:00:01Z"))).toBe(false);
    expect((await contestAccess(member, new Date("2030-01-12T00:00:00Z"))).licenceUntil).toBe("2030-01-13T10:00:00.000Z");
    // With the licence the member may create (form dates relative to the controlled clock).
    const now = new Date("2030-01-11T10:00:00Z");
    const created = await createContest(
      member,
      form({ startDate: "2030-01-12T10:00:00Z", endDate: "2030-01-20T10:00:00Z", openedAt: String(now.getTime() - 1000) }),
      { now },
    );
    expect(created.contest.status).toBe("pending");
    expect(await statusOf(createContest(member, form(), { now: new Date("2030-01-14T00:00:00Z") }))).toBe(403);
  });

  it("records a failed charge and answers with the payment error; no config is a configuration error", async () => {
    await config({ pricePerDay: 12.5, minDays: 2, maxDays: 5 });
    const member = await createTestUser({ canCreateContests: true });
    expect(await failure(purchaseLicence(member, 1))).toMatchObject({ message: "Dauer muss zwischen 2 und 5 Tagen liegen" });
    usePaymentProvider({ name: "declining", charge: () => Promise.resolve({ status: "failed", reference: "x" }) });
    expect(await failure(purchaseLicence(member, 2))).toMatchObject({ status: 402, message: "Fehler bei der Zahlung. Bitte versuche es erneut." });
    const rows = await db.select().from(contestPayments).where(eq(contestPayments.userId, member.id));
    expect(rows).toMatchObject([{ paymentStatus: "failed", totalAmount: 25, paidAt: null }]);
    expect(await canCreateContests(member)).toBe(false);
    usePaymentProvider(null);
    await db.update(contestConfig).set({ isActive: false });
    expect(await failure(purchaseLicence(member, 3))).toMatchObject({ status: 503, message: "Konfigurationsfehler" });
  });

  it("in production without a configured provider answers 'Zahlungen sind nicht eingerichtet' and writes no licence (issue #28)", async () => {
    await config({ pricePerDay: 10, minDays: 1, maxDays: 30 });
    const member = await createTestUser({ canCreateContests: true });
    const admin = await createTestUser({ admin: true });
    const saved = { NODE_ENV: process.env.NODE_ENV, provider: process.env.CONTEST_PAYMENT_PROVIDER };
    try {
      process.env.NODE_ENV = "production";
      delete process.env.CONTEST_PAYMENT_PROVIDER;
      resetEnvCache();
      expect(paymentSetup()).toEqual({ ready: false, name: null, reason: "unset" });
      expect(await failure(purchaseLicence(member, 3))).toMatchObject({ status: 503, message: "Zahlungen sind nicht eingerichtet" });
      expect(await db.select().from(contestPayments).where(eq(contestPayments.userId, member.id))).toEqual([]);
      expect(await canCreateContests(member)).toBe(false);
      expect((await contestAccess(member)).paymentsReady).toBe(false);
      expect((await getContestConfigForAdmin(admin)).payments).toMatchObject({ ready: false, reason: "unset" });
      // An explicit choice works in production too (the demo's `npm start` and the e2e server set it).
      process.env.CONTEST_PAYMENT_PROVIDER = "instant";
      resetEnvCache();
      expect((await getContestConfigForAdmin(admin)).payments).toEqual({ ready: true, name: "instant", instant: true });
      expect((await purchaseLicence(member, 3)).payment).toMatchObject({ paymentStatus: "completed", paymentProvider: "instant" });
      process.env.CONTEST_PAYMENT_PROVIDER = "stripe";
      resetEnvCache();
      expect(await failure(purchaseLicence(member, 3))).toMatchObject({ status: 503, message: "Konfigurationsfehler" });
      expect((await getContestConfigForAdmin(admin)).payments).toMatchObject({ ready: false, reason: "unknown", name: "stripe" });
    } finally {
      process.env.NODE_ENV = saved.NODE_ENV;
      if (saved.provider === undefined) delete process.env.CONTEST_PAYMENT_PROVIDER;
      else process.env.CONTEST_PAYMENT_PROVIDER = saved.provider;
      resetEnvCache();
    }
    // Development and tests keep "instant" without the variable.
    expect(paymentSetup()).toEqual({ ready: true, name: "instant", instant: true });
  });
});

describe("permission (spec/README.md 'contest permission': the flag and a valid licence; admins neither)", () => {
  const t0 = new Date("2030-03-01T10:00:00Z");
  const formAt = (now: Date) =>
    form({
      startDate: new Date(now.getTime() + DAY).toISOString(),
      endDate: new Date(now.getTime() + 9 * DAY).toISOString(),
      openedAt: String(now.getTime() - 1000),
    });
  const licence = (userId: string, paidAt: Date, days: number) =>
    db.insert(contestPayments).values({
      userId,
      amount: 30,
      totalAmount: 30 * days,
      durationDays: days,
      paymentStatus: "completed",
      paymentProvider: "instant",
      paidAt,
      createdAt: paidAt,
    });

  it("a member without the flag can neither create nor buy, even with a valid licence; the dashboard offers no purchase", async () => {
    await db.update(contestConfig).set({ isActive: false });
    await db.insert(contestConfig).values({ pricePerDay: 30, minDays: 1, maxDays: 30, isActive: true });
    const member = await createTestUser();
    expect(await contestAccess(member, t0)).toMatchObject({ signedIn: true, hasFlag: false, canCreate: false, canBuy: false });
    expect(await failure(purchaseLicence(member, 3, t0))).toMatchObject({ status: 403, message: CONTEST_MESSAGES.noCreatorApproval });
    expect(await db.select().from(contestPayments).where(eq(contestPayments.userId, member.id))).toEqual([]);
    expect(await failure(createContest(member, formAt(t0), { now: t0 }))).toMatchObject({ status: 403, message: CONTEST_MESSAGES.noPermission });
    // A licence bought while the flag was set does not help once an admin took the flag away.
    await licence(member.id, t0, 30);
    expect(await canCreateContests(member, t0)).toBe(false);
    expect(await statusOf(createContest(member, formAt(t0), { now: t0 }))).toBe(403);
    expect((await contestAccess(member, t0)).canCreate).toBe(false);
  });

  it("a member with the flag and no valid licence is offered the purchase, cannot create, and can after buying", async () => {
    await db.update(contestConfig).set({ isActive: false });
    await db.insert(contestConfig).values({ pricePerDay: 30, minDays: 1, maxDays: 30, isActive: true });
    const approved = await createTestUser({ canCreateContests: true });
    // An expired licence is no licence.
    await licence(approved.id, new Date(t0.getTime() - 10 * DAY), 7);
    expect(await contestAccess(approved, t0)).toMatchObject({ hasFlag: true, canCreate: false, canBuy: true, licenceUntil: null });
    expect(await statusOf(createContest(approved, formAt(t0), { now: t0 }))).toBe(403);
    await purchaseLicence(approved, 5, t0);
    expect(await contestAccess(approved, t0)).toMatchObject({ canCreate: true, licenceUntil: "2030-03-06T10:00:00.000Z" });
    expect((await createContest(approved, formAt(t0), { now: t0 })).contest.status).toBe("pending");
  });

  it("a creator can edit an own contest only while both hold", async () => {
    const creator = await createTestCreator({ paidAt: t0, days: 3 });
    const now = new Date(t0.getTime() + DAY);
    const { contest } = await createContest(creator, formAt(now), { now });
    expect((await updateContest(creator, contest.id, { ...formAt(now), title: "Neu" }, { now })).contest.title).toBe("Neu");
    const later = new Date(t0.getTime() + 4 * DAY);
    expect(await statusOf(updateContest(creator, contest.id, { ...formAt(later), title: "Zu spät" }, { now: later }))).toBe(403);
  });

  it("admins need neither the flag nor a licence", async () => {
    const admin = await createTestUser({ admin: true });
    expect(await contestAccess(admin, t0)).toMatchObject({ isAdmin: true, hasFlag: false, canCreate: true });
    expect(await canCreateContests(admin, t0)).toBe(true);
    expect((await createContest(admin, formAt(t0), { now: t0 })).contest.status).toBe("pending");
  });
});

describe("slugs and the contest page", () => {
  it("gives each new contest a unique slug from its title, transliterated, numbered on collisions, never a reserved word", async () => {
    const creator = await createTestCreator();
    const a = await createContest(creator, form({ title: "Große Grüße aus Köln" }));
    const b = await createContest(creator, form({ title: "Große  Grüße aus Köln!" }));
    const dash = await createContest(creator, form({ title: "Dashboard" }));
    const none = await createContest(creator, form({ title: "!!! ??? ..." }));
    expect([a.contest.slug, b.contest.slug, dash.contest.slug, none.contest.slug]).toEqual([
      "grosse-gruesse-aus-koeln",
      "grosse-gruesse-aus-koeln-2",
      "gewinnspiel",
      "gewinnspiel-2",
    ]);
    // The slug stays when the title changes: shared links keep working.
    const edited = await updateContest(creator, a.contest.id, form({ title: "Ganz anders" }));
    expect(edited.contest.slug).toBe("grosse-gruesse-aus-koeln");
    expect(await uniqueContestSlug("Große Grüße aus Köln")).toBe("grosse-gruesse-aus-koeln-3");
  });

  it("shows public contests to everyone, hidden ones to their creator and admins only, unknown slugs 404", async () => {
    const creator = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    const active = await makeContest({ slug: "aktiv-und-offen", createdBy: creator.id });
    const pending = await makeContest({ slug: "noch-wartend", status: "pending", createdBy: creator.id });
    const page = await getContestPage(null, "aktiv-und-offen");
    expect(page).toMatchObject({
      isPublic: true,
      contest: { id: active.id, slug: "aktiv-und-offen", joined: false },
      organizer: { id: creator.id, username: creator.username },
    });
    for (const viewer of [null, member])
      expect(await failure(getContestPage(viewer, "noch-wartend"))).toMatchObject({ status: 404, message: "Gewinnspiel nicht gefunden" });
    expect((await getContestPage(creator, "noch-wartend")).isPublic).toBe(false);
    expect((await getContestPage(admin, "noch-wartend")).contest.id).toBe(pending.id);
    for (const slug of ["gibt-es-nicht", "Aktiv-Und-Offen", "../aktiv", ""]) expect(await statusOf(getContestPage(null, slug))).toBe(404);
    await participateBySlug(member, "aktiv-und-offen");
    expect((await getContestPage(member, "aktiv-und-offen")).contest).toMatchObject({ joined: true, participantCount: 1 });
    expect(await statusOf(participateBySlug(member, "aktiv-und-offen"))).toBe(409);
    expect(await statusOf(participateBySlug(member, "noch-wartend"))).toBe(404);
    expect(await statusOf(participateBySlug(null, "aktiv-und-offen"))).toBe(401);
  });

  it("the contest-slug migration backfills existing contests with the same rule", async () => {
    await db.execute(sql`alter table contests drop constraint contests_slug_unique, drop constraint contests_slug_chk`);
    await db.execute(sql`alter table contests alter column slug drop not null`);
    await db.execute(sql`update contests set slug = null`);
    const titles = ["Sommer-Verlosung", "Sommer Verlosung", "Weiß & Grün: Öl für Übermut", "Dashboard", "***"];
    const created: string[] = [];
    for (const [i, title] of titles.entries()) {
      const [c] = await db
        .execute<{ id: string }>(
          sql`insert into contests (title, description, start_date, end_date, created_at) values (${title}, 'x', now(), now() + interval '1 day', ${new Date(Date.UTC(2020, 0, 1 + i)).toISOString()}) returning id`,
        )
        .then((r) => r.rows);
      created.push(c!.id);
    }
    const folder = new URL("../../../db/migrations/", import.meta.url);
    const file = readFileSync(new URL(readdirSync(folder).find((f) => f.endsWith("_contest_slugs.sql"))!, folder), "utf8");
    // Every statement after the column's creation (the column exists here already).
    for (const statement of file.split("--> statement-breakpoint").slice(1)) await db.execute(sql.raw(statement));
    const rows = await db.execute<{ id: string; title: string; slug: string }>(
      sql`select id, title, slug from contests where id in ${sql`(${sql.join(
        created.map((id) => sql`${id}`),
        sql`, `,
      )})`} order by created_at`,
    );
    expect(rows.rows.map((r) => r.slug)).toEqual(["sommer-verlosung", "sommer-verlosung-2", "weiss-gruen-oel-fuer-uebermut", "gewinnspiel", "gewinnspiel-2"]);
    for (const r of rows.rows) expect(r.slug === contestSlugBase(r.title) || r.slug.startsWith(`${contestSlugBase(r.title)}-`)).toBe(true);
    // NOT NULL and unique again.
    await expect(
      db.execute(sql`insert into contests (title, description, start_date, end_date) values ('x', 'x', now(), now() + interval '1 day')`),
    ).rejects.toThrow();
    await expect(db.execute(sql`update contests set slug = 'sommer-verlosung' where id = ${created[1]!}`)).rejects.toThrow();
  });
});
