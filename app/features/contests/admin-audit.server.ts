import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { contestAuditLog, contests } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { likeContains } from "~/lib/sql-like";
import { csvFilename, toCsv } from "./admin-csv.server";
import { AUDIT_ACTION_LABELS, CONTEST_ADMIN_LIMITS, CONTEST_ADMIN_MESSAGES, contestStatusLabel, formatStamp, type AuditStatusFilter } from "./admin-schema";

/**
 * Contest audit logs in the back-office (spec 3 "Contest administration", spec call
 * get_contest_audit_logs): the dialog of one contest (latest 100), the advanced view's groups
 * (aggregated in SQL) with their timelines (latest 200 per contest) and its CSV export
 * `contest-audit-logs-{yyyy-MM-dd}.csv`. Admins only (401/403).
 */

export type ContestAuditRow = {
  id: string;
  contestId: string | null;
  actionType: string;
  actorUsername: string | null;
  title: string;
  status: string;
  prizeValue: number | null;
  currency: string | null;
  participantUserId: string | null;
  referralCode: string | null;
  createdAt: string;
};

type RawAuditRow = typeof contestAuditLog.$inferSelect;

function toAuditRow(r: RawAuditRow): ContestAuditRow {
  const c = r.contestData ?? {};
  const p = r.participantData ?? {};
  const value = c.prize_value === undefined || c.prize_value === null ? NaN : Number(c.prize_value);
  return {
    id: r.id,
    contestId: r.contestId,
    actionType: r.actionType,
    actorUsername: r.actorUsername,
    title: typeof c.title === "string" ? c.title : "",
    status: typeof c.status === "string" ? c.status : "",
    prizeValue: Number.isFinite(value) ? value : null,
    currency: typeof c.currency === "string" ? c.currency : null,
    participantUserId: typeof p.user_id === "string" ? p.user_id : null,
    referralCode: typeof p.referral_code === "string" ? p.referral_code : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The latest `limit` (100 for the dialog, 200 for the advanced view) audit rows of one contest. */
export async function contestAuditLogs(viewer: Viewer | null, contestId: string, limit: number = CONTEST_ADMIN_LIMITS.auditDialog) {
  requireAdmin(viewer);
  if (!isUuid(contestId)) throw notFound(CONTEST_ADMIN_MESSAGES.notFound);
  const [contest] = await db.select({ id: contests.id, title: contests.title }).from(contests).where(eq(contests.id, contestId));
  if (!contest) throw notFound(CONTEST_ADMIN_MESSAGES.notFound);
  const capped = Math.min(Math.max(1, Math.floor(limit)), CONTEST_ADMIN_LIMITS.auditAdvanced);
  const rows = await db
    .select()
    .from(contestAuditLog)
    .where(eq(contestAuditLog.contestId, contestId))
    .orderBy(desc(contestAuditLog.createdAt), desc(contestAuditLog.id))
    .limit(capped);
  return { contest, logs: rows.map(toAuditRow) };
}

export type AuditFilter = { status?: AuditStatusFilter; q?: string };

function groupWhere(filter: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status && filter.status !== "all") where.push(eq(contests.status, filter.status));
  const q = filter.q?.trim();
  if (q) where.push(sql`${contests.title} ilike ${likeContains(q)}`);
  return where.length ? and(...where) : undefined;
}

export type AuditGroup = {
  contestId: string;
  shortId: string;
  title: string;
  status: string;
  logCount: number;
  participantCount: number;
  lastActivity: string | null;
};

/**
 * The advanced view's groups: one per contest matching the status filter and the title search,
 * with its log count, participant count and last activity, most recent activity first.
 */
export async function contestAuditGroups(viewer: Viewer | null, filter: AuditFilter = {}): Promise<AuditGroup[]> {
  requireAdmin(viewer);
  const logs = db
    .select({
      contestId: contestAuditLog.contestId,
      logCount: sql<number>`count(*)::int`.as("log_count"),
      lastActivity: sql<Date | null>`max(${contestAuditLog.createdAt})`.as("last_activity"),
    })
    .from(contestAuditLog)
    .groupBy(contestAuditLog.contestId)
    .as("logs");
  const rows = await db
    .select({
      contestId: contests.id,
      title: contests.title,
      status: contests.status,
      participantCount: sql<number>`(select count(*)::int from contest_participations cp where cp.contest_id = ${contests.id})`,
      logCount: sql<number>`coalesce(${logs.logCount}, 0)`,
      lastActivity: sql<string | null>`coalesce(${logs.lastActivity}, ${contests.updatedAt})`,
    })
    .from(contests)
    .leftJoin(logs, eq(logs.contestId, contests.id))
    .where(groupWhere(filter))
    .orderBy(sql`coalesce(${logs.lastActivity}, ${contests.updatedAt}) desc`, desc(contests.id))
    .limit(CONTEST_ADMIN_LIMITS.listMax);
  return rows.map((r) => ({
    ...r,
    shortId: r.contestId.slice(0, 8),
    logCount: Number(r.logCount),
    participantCount: Number(r.participantCount),
    lastActivity: r.lastActivity ? new Date(r.lastActivity).toISOString() : null,
  }));
}

const AUDIT_CSV_HEADER = [
  "Zeitpunkt",
  "Gewinnspiel",
  "Gewinnspiel-ID",
  "Aktion",
  "Akteur",
  "Status",
  "Preiswert",
  "Währung",
  "Teilnehmer-ID",
  "Empfehlungscode",
];

/**
 * `contest-audit-logs-{yyyy-MM-dd}.csv`: the latest 200 rows of every contest of the advanced
 * view's filter (a window in SQL), grouped by contest, newest first.
 */
export async function exportContestAuditCsv(viewer: Viewer | null, filter: AuditFilter = {}, now = new Date()) {
  requireAdmin(viewer);
  const ranked = db
    .select({
      id: contestAuditLog.id,
      rank: sql<number>`row_number() over (partition by ${contestAuditLog.contestId} order by ${contestAuditLog.createdAt} desc, ${contestAuditLog.id} desc)`.as(
        "rank",
      ),
    })
    .from(contestAuditLog)
    .innerJoin(contests, eq(contests.id, contestAuditLog.contestId))
    .where(groupWhere(filter))
    .as("ranked");
  const rows = await db
    .select({ log: contestAuditLog })
    .from(contestAuditLog)
    .innerJoin(ranked, eq(ranked.id, contestAuditLog.id))
    .where(sql`${ranked.rank} <= ${CONTEST_ADMIN_LIMITS.auditAdvanced}`)
    .orderBy(contestAuditLog.contestId, desc(contestAuditLog.createdAt), desc(contestAuditLog.id));
  const data = rows.map(({ log }) => {
    const r = toAuditRow(log);
    return [
      formatStamp(r.createdAt),
      r.title,
      r.contestId ?? "",
      AUDIT_ACTION_LABELS[r.actionType] ?? r.actionType,
      r.actorUsername ?? "",
      contestStatusLabel(r.status),
      r.prizeValue === null ? "" : String(r.prizeValue).replace(".", ","),
      r.currency ?? "",
      r.participantUserId ?? "",
      r.referralCode ?? "",
    ];
  });
  return { filename: csvFilename("contest-audit-logs", now), body: toCsv(AUDIT_CSV_HEADER, data), count: rows.length };
}
