import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { contestParticipations, contests, contestViews, profiles, type Contest, type ContestStatus } from "~db/schema";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { conflict, notFound, unauthorized } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { publishInTransaction } from "~/lib/realtime.server";
import { ownImageSrc } from "~/lib/storage.server";
import { writeContestAudit } from "./audit.server";
import { CONTEST_LIMITS, CONTEST_MESSAGES, isEnded, type ContestFilter } from "./schema";
import { isContestSlug } from "./slug";
import { likeContains } from "~/lib/sql-like";
import { isUniqueViolation } from "~/lib/db-errors";

/**
 * The public side of contests (spec 2 sections 2, 4, 7): the list with its visibility rule
 * (visitors and members: active and ended; admins: every status), the contest page, participation (one per member,
 * a row lock on the contest so that the last seat is taken once), the live participation counts
 * and the view batch.
 */

export const PUBLIC_STATUSES: ContestStatus[] = ["active", "ended"];
/** Realtime channel of participation counts: {contestId, participantCount}, no personal data. */
export const CONTEST_LIVE_CHANNEL = "contest_participations";
const LIST_MAX = 1000;

export type ContestCardData = {
  id: string;
  /** Its page: /contests/{slug}. */
  slug: string;
  title: string;
  description: string;
  status: ContestStatus;
  imageUrl: string | null;
  prizeType: "individual" | "voucher";
  prizeValue: number;
  currency: string;
  prizeDescription: string | null;
  individualPrizeDescription: string | null;
  maxParticipants: number | null;
  voucherQuantity: number | null;
  participantCount: number;
  startDate: string;
  endDate: string;
  termsAndConditions: string;
  createdAt: string;
  /** The viewer takes part. */
  joined: boolean;
  /** The viewer created it. */
  own: boolean;
  /** Admins only. */
  viewCount: number | null;
  voucherCode: string | null;
};

/** Image URLs are ours: absolute (our storage) or relative to contest-images/contests/. */
export function contestImageSrc(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim();
  if (!value) return null;
  if (!value.startsWith("/") && !/^https?:\/\//i.test(value)) return ownImageSrc(`/media/contest-images/contests/${value}`);
  return ownImageSrc(value);
}

export function toCard(c: Contest, viewer: Viewer | null, joined: boolean): ContestCardData {
  const admin = viewer?.isAdmin ?? false;
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    description: c.description,
    status: c.status,
    imageUrl: contestImageSrc(c.imageUrl),
    prizeType: c.prizeType,
    prizeValue: Number(c.prizeValue),
    currency: c.currency,
    prizeDescription: c.prizeDescription,
    individualPrizeDescription: c.individualPrizeDescription,
    maxParticipants: c.maxParticipants,
    voucherQuantity: c.voucherQuantity,
    participantCount: c.participantCount,
    startDate: c.startDate.toISOString(),
    endDate: c.endDate.toISOString(),
    termsAndConditions: c.termsAndConditions,
    createdAt: c.createdAt.toISOString(),
    joined,
    own: Boolean(viewer && c.createdBy === viewer.id),
    viewCount: admin ? c.viewCount : null,
    voucherCode: admin || (viewer && c.createdBy === viewer.id) ? c.voucherCode : null,
  };
}

/** The ids of the given contests the viewer takes part in. */
export async function joinedIds(viewer: Viewer | null, ids: string[]): Promise<Set<string>> {
  if (!viewer || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contestParticipations.contestId })
    .from(contestParticipations)
    .where(and(eq(contestParticipations.userId, viewer.id), inArray(contestParticipations.contestId, ids)));
  return new Set(rows.map((r) => r.id));
}

function visibleTo(viewer: Viewer | null): SQL | undefined {
  return viewer?.isAdmin ? undefined : inArray(contests.status, PUBLIC_STATUSES);
}

/**
 * /contests: contests the viewer may see, newest first, narrowed by the search (title,
 * description, prize) and the filter (active; ending_soon = active and ending within 3 days).
 * `total` counts all visible contests (for the two empty states).
 */
export async function listContests(viewer: Viewer | null, opts: { q?: string; filter?: ContestFilter } = {}, now = new Date()) {
  const visible = visibleTo(viewer);
  const conditions: (SQL | undefined)[] = [visible];
  const q = (opts.q ?? "").trim().slice(0, 100);
  if (q) {
    const like = likeContains(q);
    conditions.push(or(ilike(contests.title, like), ilike(contests.description, like), ilike(contests.prizeDescription, like)));
  }
  if (opts.filter === "active" || opts.filter === "ending_soon") {
    conditions.push(eq(contests.status, "active"), sql`${contests.endDate} > ${now.toISOString()}::timestamptz`);
  }
  if (opts.filter === "ending_soon") {
    conditions.push(sql`${contests.endDate} <= ${new Date(now.getTime() + CONTEST_LIMITS.endingSoonDays * 86_400_000).toISOString()}::timestamptz`);
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contests)
      .where(and(...conditions))
      .orderBy(desc(contests.createdAt), desc(contests.id))
      .limit(LIST_MAX),
    db.select({ n: sql<number>`count(*)::int` }).from(contests).where(visible),
  ]);
  const joined = await joinedIds(
    viewer,
    rows.map((r) => r.id),
  );
  return { contests: rows.map((c) => toCard(c, viewer, joined.has(c.id))), total: Number(total?.n ?? 0) };
}

export type ContestPageData = {
  contest: ContestCardData;
  /** The creator (null when the account is gone): the organizer in the page's JSON-LD. */
  organizer: { id: string; username: string } | null;
  /** Public (active or ended): indexed and in the sitemap; otherwise only its creator and admins see it. */
  isPublic: boolean;
  updatedAt: string;
};

/**
 * /contests/{slug}: one contest with the list's visibility (visitors and members: active and
 * ended; admins: every status), and its creator sees an own contest in any status (as in the
 * dashboard). Anything else, and unknown slugs, is 404 'Gewinnspiel nicht gefunden'.
 */
export async function getContestPage(viewer: Viewer | null, slug: string): Promise<ContestPageData> {
  if (!isContestSlug(slug)) throw notFound(CONTEST_MESSAGES.notFound);
  const [row] = await db
    .select({ contest: contests, organizer: profiles.username })
    .from(contests)
    .leftJoin(profiles, eq(profiles.id, contests.createdBy))
    .where(eq(contests.slug, slug))
    .limit(1);
  if (!row) throw notFound(CONTEST_MESSAGES.notFound);
  const c = row.contest;
  const isPublic = PUBLIC_STATUSES.includes(c.status);
  if (!isPublic && !viewer?.isAdmin && !(viewer && c.createdBy === viewer.id)) throw notFound(CONTEST_MESSAGES.notFound);
  const joined = await joinedIds(viewer, [c.id]);
  const organizer = c.createdBy && row.organizer ? { id: c.createdBy, username: row.organizer } : null;
  return { contest: toCard(c, viewer, joined.has(c.id)), organizer, isPublic, updatedAt: c.updatedAt.toISOString() };
}

/**
 * Takes part in a contest: login required; the contest must be active, started, not ended and
 * not full (checked under a row lock, so concurrent requests cannot exceed max_participants);
 * one participation per member (the unique index; a second: 409 'Bereits teilgenommen'). The
 * count, the audit row and the live announcement are written in the same transaction.
 */
export async function participate(viewer: Viewer | null, contestId: string, opts: { referralCode?: string | null; now?: Date } = {}) {
  if (!viewer) throw unauthorized(CONTEST_MESSAGES.loginRequired);
  if (!isUuid(contestId)) throw notFound(CONTEST_MESSAGES.notFound);
  const now = opts.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [c] = await tx.select().from(contests).where(eq(contests.id, contestId)).for("update");
      if (!c || (!viewer.isAdmin && !PUBLIC_STATUSES.includes(c.status))) throw notFound(CONTEST_MESSAGES.notFound);
      if (isEnded(c, now)) throw conflict(CONTEST_MESSAGES.ended);
      if (c.status !== "active" || c.startDate.getTime() > now.getTime()) throw conflict(CONTEST_MESSAGES.notActive);
      if (c.maxParticipants !== null && c.participantCount >= c.maxParticipants) throw conflict(CONTEST_MESSAGES.full);
      await tx
        .insert(contestParticipations)
        .values({ contestId: c.id, userId: viewer.id, paymentStatus: "completed", referralCode: opts.referralCode ?? null, participatedAt: now });
      const [updated] = await tx
        .update(contests)
        .set({ participantCount: sql`${contests.participantCount} + 1` })
        .where(eq(contests.id, c.id))
        .returning({ participantCount: contests.participantCount });
      await writeContestAudit(tx, viewer, c, "participant_added", { userId: viewer.id, referralCode: opts.referralCode ?? null });
      const participantCount = updated!.participantCount;
      await publishInTransaction(tx, CONTEST_LIVE_CHANNEL, JSON.stringify({ contestId: c.id, participantCount }));
      return { contestId: c.id, participantCount, message: CONTEST_MESSAGES.joined };
    });
  } catch (error) {
    if (isUniqueViolation(error, "contest_participations_contest_user_uidx")) throw conflict(CONTEST_MESSAGES.already);
    throw error;
  }
}

/** Participation from the contest page /contests/{slug}: the contest of that address, the same rules. */
export async function participateBySlug(viewer: Viewer | null, slug: string, opts: { now?: Date } = {}) {
  if (!viewer) throw unauthorized(CONTEST_MESSAGES.loginRequired);
  if (!isContestSlug(slug)) throw notFound(CONTEST_MESSAGES.notFound);
  const [row] = await db.select({ id: contests.id }).from(contests).where(eq(contests.slug, slug)).limit(1);
  if (!row) throw notFound(CONTEST_MESSAGES.notFound);
  return participate(viewer, row.id, opts);
}

/**
 * Sets contests.participant_count to the number of participation rows (after participations were
 * removed, e.g. with a deleted account), under the contest's row lock like `participate`.
 */
export async function recountParticipants(contestId: string, executor: Executor = db): Promise<number> {
  await executor.execute(sql`select 1 from contests where id = ${contestId} for no key update`);
  const res = await executor.execute<{ participant_count: number }>(sql`
    update contests set participant_count = (select count(*)::int from contest_participations where contest_id = ${contestId})
    where id = ${contestId} returning participant_count`);
  return Number(res.rows[0]?.participant_count ?? 0);
}

/**
 * The view batch (spec 2 section 4): one view per visible contest id, sent about 2 s after the list
 * is shown; not for admins or bots. Unknown ids and contests the public cannot see are skipped.
 * Returns how many were counted.
 */
export async function recordContestViews(viewer: Viewer | null, ids: string[], meta: { isBot: boolean }): Promise<number> {
  if (meta.isBot || viewer?.isAdmin) return 0;
  const unique = [...new Set(ids.filter(isUuid))].slice(0, CONTEST_LIMITS.viewBatchMax);
  if (unique.length === 0) return 0;
  return db.transaction(async (tx) => {
    const shown = await tx
      .update(contests)
      .set({ viewCount: sql`${contests.viewCount} + 1` })
      .where(and(inArray(contests.id, unique), inArray(contests.status, PUBLIC_STATUSES)))
      .returning({ id: contests.id });
    if (shown.length) await tx.insert(contestViews).values(shown.map((s) => ({ contestId: s.id, userId: null })));
    return shown.length;
  });
}

export type ParticipantRow = { userId: string; username: string | null; email: string | null; paymentStatus: string; participatedAt: string };

/** Participants of a contest, newest first: for its creator and admins (e-mail only for admins). */
export async function listParticipants(viewer: Viewer | null, contestId: string): Promise<ParticipantRow[]> {
  if (!viewer) throw unauthorized(CONTEST_MESSAGES.loginRequired);
  if (!isUuid(contestId)) throw notFound(CONTEST_MESSAGES.notFound);
  const [c] = await db.select({ createdBy: contests.createdBy }).from(contests).where(eq(contests.id, contestId));
  if (!c || (!viewer.isAdmin && c.createdBy !== viewer.id)) throw notFound(CONTEST_MESSAGES.notFound);
  const rows = await db
    .select({
      userId: contestParticipations.userId,
      username: profiles.username,
      email: profiles.email,
      paymentStatus: contestParticipations.paymentStatus,
      participatedAt: contestParticipations.participatedAt,
    })
    .from(contestParticipations)
    .leftJoin(profiles, eq(profiles.id, contestParticipations.userId))
    .where(eq(contestParticipations.contestId, contestId))
    .orderBy(desc(contestParticipations.participatedAt))
    .limit(1000);
  return rows.map((r) => ({ ...r, email: viewer.isAdmin ? r.email : null, participatedAt: r.participatedAt.toISOString() }));
}
