import * as s from "../schema";
import { at, between, DAY, DEMO_IMAGE_PATHS, insertMany, later, type People, type SeedContext } from "./context";
import { createRng, slugify } from "./random";

/** db/schema/contests.ts: licence config and payments, contests with participations, views and audit log. */
export async function seedContests(ctx: SeedContext, { admin, users }: People) {
  const { tx, ids, summary } = ctx;
  const conRng = createRng("contests");
  const maxUser = users[1];
  const sophie = users[2];
  await tx.insert(s.contestConfig).values({
    id: ids.uuid(),
    pricePerDay: 30,
    currency: "EUR",
    minDays: 1,
    maxDays: 30,
    isActive: true,
    createdBy: admin.id,
    createdAt: at(-400),
    updatedAt: at(-400),
  });
  // The three cases of the contest permission (spec/README.md): max_hanf has the flag and a valid
  // licence (paid relative to the real clock, so it is valid whenever the demo is seeded),
  // sophie_blatt the flag and only an expired licence, every other member no flag.
  const maxPaidAt = new Date(Date.now() - 2 * DAY);
  await tx.insert(s.contestPayments).values([
    {
      id: ids.uuid(),
      userId: maxUser.id,
      amount: 900,
      totalAmount: 900,
      durationDays: 30,
      currency: "EUR",
      paymentStatus: "completed",
      paymentProvider: "instant",
      providerReference: "demo-0001",
      paidAt: maxPaidAt,
      createdAt: maxPaidAt,
    },
    {
      id: ids.uuid(),
      userId: sophie.id,
      amount: 210,
      totalAmount: 210,
      durationDays: 7,
      currency: "EUR",
      paymentStatus: "completed",
      paymentProvider: "instant",
      providerReference: "demo-0002",
      paidAt: at(-70),
      createdAt: at(-70),
    },
  ]);
  const terms =
    "Teilnahmeberechtigt sind volljährige Personen mit Wohnsitz in Deutschland, Österreich oder der Schweiz. Pro Person ist eine Teilnahme möglich. Der Gewinner wird nach Ablauf des Gewinnspiels per Zufall ermittelt und über die Nachrichtenfunktion benachrichtigt. Eine Barauszahlung des Gewinns ist ausgeschlossen. Der Rechtsweg ist ausgeschlossen.";
  const contestDefs = [
    {
      title: "Gewinne einen Premium-Vaporizer",
      description: "Wir verlosen einen hochwertigen Vaporizer im Wert von 249 € unter allen Teilnehmenden. Einfach teilnehmen und mit etwas Glück gewinnen!",
      status: "active" as const,
      prizeType: "individual" as const,
      prizeValue: 249,
      prizeDescription: "Premium-Vaporizer",
      individualPrizeDescription: "Ein neuer Premium-Vaporizer inklusive Zubehörpaket und Tragetasche.",
      voucherCode: null,
      voucherQuantity: null,
      maxParticipants: 100,
      startDate: at(-10),
      endDate: at(75),
      createdBy: maxUser,
      participants: [0, 2, 3, 5, 6, 7],
      views: 48,
      winner: null as number | null,
    },
    {
      title: "Herbst-Verlosung: 3 Gutscheine für GrowMarkt24",
      description: "Drei Gutscheine über je 50 € für den Growbedarf-Shop GrowMarkt24. Die Gewinner wurden bereits benachrichtigt.",
      status: "ended" as const,
      prizeType: "voucher" as const,
      prizeValue: 150, // the three vouchers together (the card shows the whole prize's value)
      prizeDescription: "3 × 50 € Gutschein",
      individualPrizeDescription: null,
      voucherCode: "HERBST50",
      voucherQuantity: 3,
      maxParticipants: null,
      startDate: at(-60),
      endDate: at(-20),
      createdBy: maxUser,
      participants: [0, 2, 3, 4, 5, 6, 8, 9],
      views: 73,
      winner: 4,
    },
    {
      title: "Adventskalender-Gewinnspiel",
      description: "Hinter jedem Türchen wartet eine kleine Überraschung aus der Community. Wartet noch auf Freigabe.",
      status: "pending" as const,
      prizeType: "individual" as const,
      prizeValue: 120,
      prizeDescription: "Adventskalender mit Hanfprodukten",
      individualPrizeDescription: "Ein Adventskalender mit 24 Hanfprodukten von Anbietern aus dem Verzeichnis.",
      voucherCode: null,
      voucherQuantity: null,
      maxParticipants: 250,
      startDate: at(25),
      endDate: at(55),
      createdBy: sophie,
      participants: [],
      views: 0,
      winner: null,
    },
    {
      title: "Sommer-Grillparty Verlosung",
      description: "Die Verlosung wurde abgesagt, weil die Veranstaltung nicht stattfinden konnte.",
      status: "cancelled" as const,
      prizeType: "individual" as const,
      prizeValue: 80,
      prizeDescription: "2 Tickets für die Grillparty",
      individualPrizeDescription: "Zwei Eintrittskarten inklusive Verpflegung.",
      voucherCode: null,
      voucherQuantity: null,
      maxParticipants: 50,
      startDate: at(-120),
      endDate: at(-90),
      createdBy: sophie,
      participants: [],
      views: 12,
      winner: null,
    },
  ];
  const contestRows: (typeof s.contests.$inferInsert)[] = [];
  const participations: (typeof s.contestParticipations.$inferInsert)[] = [];
  const contestViews: (typeof s.contestViews.$inferInsert)[] = [];
  const audit: (typeof s.contestAuditLog.$inferInsert)[] = [];
  const contestMessages: s.NewUserMessage[] = [];
  for (const c of contestDefs) {
    const id = ids.uuid();
    const createdAt = new Date(c.startDate.getTime() - conRng.int(2, 6) * DAY);
    const contestData = { title: c.title, status: c.status, prize_value: c.prizeValue, currency: "EUR" };
    contestRows.push({
      id,
      title: c.title,
      // The page /contests/{slug}: the app's rule (features/contests/slug.ts); these titles are distinct.
      slug: slugify(c.title),
      description: c.description,
      status: c.status,
      imageUrl: DEMO_IMAGE_PATHS.contest,
      prizeType: c.prizeType,
      prizeValue: c.prizeValue,
      currency: "EUR",
      prizeDescription: c.prizeDescription,
      individualPrizeDescription: c.individualPrizeDescription,
      voucherCode: c.voucherCode,
      voucherQuantity: c.voucherQuantity,
      maxParticipants: c.maxParticipants,
      entryFee: 0,
      startDate: c.startDate,
      endDate: c.endDate,
      termsAndConditions: terms,
      createdBy: c.createdBy.id,
      viewCount: c.views,
      participantCount: c.participants.length,
      winnerId: c.winner === null ? null : users[c.winner].id,
      createdAt,
      updatedAt: createdAt,
    });
    audit.push({
      id: ids.uuid(),
      contestId: id,
      actionType: "created",
      actorUsername: c.createdBy.username,
      contestData: { ...contestData, status: "pending" },
      createdAt,
    });
    contestMessages.push({
      id: ids.uuid(),
      userId: admin.id,
      title: "Neues Gewinnspiel erstellt",
      content: `${c.createdBy.username} hat das Gewinnspiel „${c.title}“ erstellt.`,
      messageType: "contest_created",
      metadata: { contest_title: c.title, prize_value: c.prizeValue, currency: "EUR" },
      isRead: c.status !== "pending",
      readAt: c.status !== "pending" ? new Date(createdAt.getTime() + DAY) : null,
      createdAt,
    });
    if (c.status !== "pending") {
      audit.push({
        id: ids.uuid(),
        contestId: id,
        actionType: "approved",
        actorUsername: admin.username,
        contestData: { ...contestData, status: "active" },
        createdAt: new Date(createdAt.getTime() + DAY),
      });
    }
    for (const pi of c.participants) {
      const u = users[pi];
      const participatedAt = between(conRng, c.startDate, later(c.startDate, c.endDate.getTime() < at(0).getTime() ? c.endDate : at(0)));
      const referralCode = conRng.chance(0.25) ? `ref-${u.username}` : null;
      participations.push({ id: ids.uuid(), contestId: id, userId: u.id, participatedAt, paymentStatus: "completed", referralCode });
      audit.push({
        id: ids.uuid(),
        contestId: id,
        actionType: "participant_added",
        actorUsername: u.username,
        contestData,
        participantData: { user_id: u.id, referral_code: referralCode },
        createdAt: participatedAt,
      });
    }
    for (let v = 0; v < c.views; v++) {
      contestViews.push({
        id: ids.uuid(),
        contestId: id,
        userId: null,
        viewedAt: between(conRng, c.startDate, c.endDate.getTime() < at(0).getTime() ? c.endDate : at(0)),
      });
    }
    if (c.status === "ended" || c.status === "cancelled") {
      audit.push({ id: ids.uuid(), contestId: id, actionType: c.status, actorUsername: admin.username, contestData, createdAt: c.endDate });
    }
  }
  await insertMany(tx, s.contests, contestRows);
  await insertMany(tx, s.contestParticipations, participations);
  await insertMany(tx, s.contestViews, contestViews);
  await insertMany(tx, s.contestAuditLog, audit);
  summary.contests = contestRows.length;
  summary.participations = participations.length;
  return { contestMessages };
}

/**
 * One more pending contest, waiting for approval in /admin/contests (the last seed step, so the
 * id stream of the steps before stays the same). tests/e2e/admin-contests.spec.ts approves it
 * (and sets it back to pending first, so a retried run starts from the same state).
 */
export const APPROVAL_DEMO_CONTEST_TITLE = "Frühlings-Verlosung: Grow-Starterset";

export async function seedContestAwaitingApproval(ctx: SeedContext, { users }: People) {
  const { tx, ids } = ctx;
  const creator = users[1];
  const id = ids.uuid();
  const createdAt = at(-1);
  await tx.insert(s.contests).values({
    id,
    title: APPROVAL_DEMO_CONTEST_TITLE,
    slug: slugify(APPROVAL_DEMO_CONTEST_TITLE),
    description: "Ein Grow-Starterset mit Zelt, Lampe und Erde für den Start in die Saison. Wartet auf Freigabe.",
    status: "pending",
    imageUrl: DEMO_IMAGE_PATHS.contest,
    prizeType: "individual",
    prizeValue: 150,
    currency: "EUR",
    prizeDescription: "Grow-Starterset",
    individualPrizeDescription: "Ein Grow-Starterset mit Zelt, Lampe und Erde.",
    maxParticipants: 200,
    // Relative to the real clock (not SEED_BASE_DATE): the start stays in the future, so approving
    // it always shows the start being moved to now.
    startDate: new Date(Date.now() + 20 * DAY),
    endDate: new Date(Date.now() + 60 * DAY),
    termsAndConditions: "Teilnahmeberechtigt sind volljährige Personen. Der Rechtsweg ist ausgeschlossen.",
    createdBy: creator.id,
    createdAt,
    updatedAt: createdAt,
  });
  await tx.insert(s.contestAuditLog).values({
    id: ids.uuid(),
    contestId: id,
    actionType: "created",
    actorUsername: creator.username,
    contestData: { title: APPROVAL_DEMO_CONTEST_TITLE, status: "pending", prize_value: 150, currency: "EUR" },
    createdAt,
  });
}
