import { and, asc, desc, eq, ilike, sql } from "drizzle-orm";
import { contestParticipations, contests, profiles, user, userMessages } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { likeContains } from "~/lib/sql-like";
import { csvFilename, toCsv } from "./admin-csv.server";
import { CONTEST_ADMIN_LIMITS, CONTEST_ADMIN_MESSAGES, formatStamp, PAYMENT_STATUS_LABELS } from "./admin-schema";

/**
 * Back-office reads of contests (spec 3 "Contest administration"): all contests of all statuses
 * with views, participants and the voucher code; the participants of one contest (dialog and CSV);
 * the latest contest_created notifications. Admins only (401/403).
 */

export type AdminContestRow = {
  id: string;
  title: string;
  status: (typeof contests.$inferSelect)["status"];
  prizeType: (typeof contests.$inferSelect)["prizeType"];
  prizeValue: number;
  currency: string;
  voucherCode: string | null;
  viewCount: number;
  participantCount: number;
  maxParticipants: number | null;
  startDate: string;
  endDate: string;
  createdAt: string;
  creator: string | null;
};

/** All contests, newest first, optionally by title (case- and wildcard-safe). */
export async function listContestsForAdmin(viewer: Viewer | null, query: { q?: string } = {}): Promise<AdminContestRow[]> {
  requireAdmin(viewer);
  const q = query.q?.trim();
  const rows = await db
    .select({
      id: contests.id,
      title: contests.title,
      status: contests.status,
      prizeType: contests.prizeType,
      prizeValue: contests.prizeValue,
      currency: contests.currency,
      voucherCode: contests.voucherCode,
      viewCount: contests.viewCount,
      participantCount: contests.participantCount,
      maxParticipants: contests.maxParticipants,
      startDate: contests.startDate,
      endDate: contests.endDate,
      createdAt: contests.createdAt,
      creator: profiles.username,
    })
    .from(contests)
    .leftJoin(profiles, eq(profiles.id, contests.createdBy))
    .where(q ? ilike(contests.title, likeContains(q)) : undefined)
    .orderBy(desc(contests.createdAt), desc(contests.id))
    .limit(CONTEST_ADMIN_LIMITS.listMax);
  return rows.map((r) => ({
    ...r,
    startDate: r.startDate.toISOString(),
    endDate: r.endDate.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
}

export type ContestParticipant = {
  id: string;
  userId: string;
  username: string | null;
  email: string;
  paymentStatus: string;
  referralCode: string | null;
  participatedAt: string;
};

async function selectParticipants(contestId: string) {
  if (!isUuid(contestId)) throw notFound(CONTEST_ADMIN_MESSAGES.notFound);
  const [contest] = await db.select({ id: contests.id, title: contests.title }).from(contests).where(eq(contests.id, contestId));
  if (!contest) throw notFound(CONTEST_ADMIN_MESSAGES.notFound);
  const rows = await db
    .select({
      id: contestParticipations.id,
      userId: contestParticipations.userId,
      username: profiles.username,
      email: user.email,
      paymentStatus: contestParticipations.paymentStatus,
      referralCode: contestParticipations.referralCode,
      participatedAt: contestParticipations.participatedAt,
    })
    .from(contestParticipations)
    .innerJoin(user, eq(user.id, contestParticipations.userId))
    .leftJoin(profiles, eq(profiles.id, contestParticipations.userId))
    .where(eq(contestParticipations.contestId, contestId))
    .orderBy(desc(contestParticipations.participatedAt), asc(contestParticipations.id))
    .limit(CONTEST_ADMIN_LIMITS.participantsMax);
  return { contest, rows };
}

/** The participants dialog: username, e-mail, payment status and time, newest first. */
export async function listContestParticipants(viewer: Viewer | null, contestId: string) {
  requireAdmin(viewer);
  const { contest, rows } = await selectParticipants(contestId);
  return {
    contest,
    participants: rows.map((r): ContestParticipant => ({ ...r, participatedAt: r.participatedAt.toISOString() })),
  };
}

const PARTICIPANT_CSV_HEADER = ["Benutzername", "E-Mail", "Zahlungsstatus", "Teilnahme am", "Empfehlungscode", "Benutzer-ID"];

/** The participants as `contest-participants-{yyyy-MM-dd}.csv` (the back-office CSV format). */
export async function exportContestParticipantsCsv(viewer: Viewer | null, contestId: string, now = new Date()) {
  requireAdmin(viewer);
  const { rows } = await selectParticipants(contestId);
  const data = rows.map((r) => [
    r.username ?? "",
    r.email,
    PAYMENT_STATUS_LABELS[r.paymentStatus] ?? r.paymentStatus,
    formatStamp(r.participatedAt),
    r.referralCode ?? "",
    r.userId,
  ]);
  return { filename: csvFilename("contest-participants", now), body: toCsv(PARTICIPANT_CSV_HEADER, data), count: rows.length };
}

export type ContestNotification = {
  id: string;
  title: string;
  contestId: string | null;
  contestTitle: string;
  prizeValue: number | null;
  currency: string | null;
  createdAt: string;
};

/**
 * The latest 10 contest_created messages of all admins' inboxes, one per contest (decision 0023):
 * the creating admin gets no message of their own contest and a new admin has an empty inbox, so
 * one admin's inbox alone would miss contests. Deduplicated by contest id (older messages without
 * one by title), newest first.
 */
export async function latestContestNotifications(viewer: Viewer | null): Promise<ContestNotification[]> {
  requireAdmin(viewer);
  const key = sql`coalesce(${userMessages.metadata}->>'contest_id', ${userMessages.metadata}->>'contest_title', ${userMessages.id}::text)`;
  const latest = db
    .selectDistinctOn([key], {
      id: userMessages.id,
      title: userMessages.title,
      metadata: userMessages.metadata,
      createdAt: userMessages.createdAt,
    })
    .from(userMessages)
    .where(and(eq(userMessages.messageType, "contest_created")))
    .orderBy(key, desc(userMessages.createdAt))
    .as("latest");
  const rows = await db.select().from(latest).orderBy(desc(latest.createdAt)).limit(CONTEST_ADMIN_LIMITS.notifications);
  return rows.map((r) => {
    const m = r.metadata;
    const value = Number(m.prize_value);
    return {
      id: r.id,
      title: r.title,
      contestId: typeof m.contest_id === "string" ? m.contest_id : null,
      contestTitle: typeof m.contest_title === "string" ? m.contest_title : r.title,
      prizeValue: Number.isFinite(value) ? value : null,
      currency: typeof m.currency === "string" ? m.currency : null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
