import { desc, eq, sql } from "drizzle-orm";
import { adminMessageHistory, profiles, user, userMessages } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { liveStreamCount } from "./live.server";
import { ADMIN_MESSAGE_LIMITS, ADMIN_MESSAGE_TEXTS } from "./schema";

/**
 * What the messaging tab shows (spec 3 'Messaging'): the send history with per-recipient status,
 * the totals and read rate of admin messages, the review and helpful-vote notification figures,
 * and the diagnostics. Admins only.
 */

const percent = (read: number, total: number) => (total > 0 ? Math.round((read / total) * 1000) / 10 : 0);

export type MessageStatistics = { totalMessages: number; totalRecipients: number; totalRead: number; totalUnread: number; readPercentage: number };
export type AutoNotificationStatistics = {
  review: { total: number; read: number; unread: number; readPercentage: number };
  helpfulVote: { total: number; read: number; unread: number; readPercentage: number };
};

/** Totals over every admin send (get_admin_message_statistics) and the automatic notifications. */
export async function messageStatistics(viewer: Viewer | null): Promise<{ stats: MessageStatistics; auto: AutoNotificationStatistics }> {
  requireAdmin(viewer, ADMIN_MESSAGE_TEXTS.notAdmin);
  const res = await db.execute<{
    histories: number;
    recipients: number;
    read: number;
    review_total: number;
    review_read: number;
    vote_total: number;
    vote_read: number;
  }>(sql`
    select
      (select count(*)::int from ${adminMessageHistory}) as histories,
      (select count(*)::int from ${userMessages} where history_id is not null) as recipients,
      (select count(*)::int from ${userMessages} where history_id is not null and is_read) as read,
      (select count(*)::int from ${userMessages} where message_type = 'review_notification') as review_total,
      (select count(*)::int from ${userMessages} where message_type = 'review_notification' and is_read) as review_read,
      (select count(*)::int from ${userMessages} where message_type = 'helpful_vote_notification') as vote_total,
      (select count(*)::int from ${userMessages} where message_type = 'helpful_vote_notification' and is_read) as vote_read`);
  const r = res.rows[0]!;
  const n = (v: unknown) => Number(v ?? 0);
  const auto = (total: number, read: number) => ({ total, read, unread: total - read, readPercentage: percent(read, total) });
  return {
    stats: {
      totalMessages: n(r.histories),
      totalRecipients: n(r.recipients),
      totalRead: n(r.read),
      totalUnread: n(r.recipients) - n(r.read),
      readPercentage: percent(n(r.read), n(r.recipients)),
    },
    auto: { review: auto(n(r.review_total), n(r.review_read)), helpfulVote: auto(n(r.vote_total), n(r.vote_read)) },
  };
}

export type HistoryEntry = {
  id: string;
  title: string;
  content: string;
  recipientType: "all_users" | "selected";
  recipientLabel: string;
  recipientCount: number;
  readCount: number;
  createdAt: string;
  senderName: string | null;
};

/** The newest sends of all admins (get_admin_message_history), with how many recipients read each. */
export async function messageHistory(viewer: Viewer | null, limit = 50): Promise<HistoryEntry[]> {
  requireAdmin(viewer, ADMIN_MESSAGE_TEXTS.notAdmin);
  const rows = await db
    .select({
      id: adminMessageHistory.id,
      title: adminMessageHistory.title,
      content: adminMessageHistory.content,
      recipientType: adminMessageHistory.recipientType,
      recipientCount: adminMessageHistory.recipientCount,
      createdAt: adminMessageHistory.createdAt,
      senderName: profiles.username,
      readCount: sql<number>`(select count(*)::int from ${userMessages} m where m.history_id = ${adminMessageHistory.id} and m.is_read)`,
    })
    .from(adminMessageHistory)
    .leftJoin(profiles, eq(profiles.id, adminMessageHistory.senderAdminId))
    .orderBy(desc(adminMessageHistory.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    readCount: Number(r.readCount),
    createdAt: r.createdAt.toISOString(),
    recipientLabel: r.recipientType === "all_users" ? ADMIN_MESSAGE_TEXTS.allUsers : ADMIN_MESSAGE_TEXTS.selectedUsers,
  }));
}

export type RecipientStatus = { userId: string; username: string; email: string; isRead: boolean; readAt: string | null };

/** Per-recipient status of one send (get_admin_message_details), read ones last; at most 200 listed. */
export async function messageDetails(viewer: Viewer | null, historyId: string): Promise<{ recipients: RecipientStatus[]; total: number; read: number }> {
  requireAdmin(viewer, ADMIN_MESSAGE_TEXTS.notAdmin);
  if (!isUuid(historyId)) throw notFound(ADMIN_MESSAGE_TEXTS.historyNotFound);
  const [history] = await db.select({ id: adminMessageHistory.id }).from(adminMessageHistory).where(eq(adminMessageHistory.id, historyId));
  if (!history) throw notFound(ADMIN_MESSAGE_TEXTS.historyNotFound);
  const [rows, totals] = await Promise.all([
    db
      .select({ userId: userMessages.userId, username: profiles.username, email: user.email, isRead: userMessages.isRead, readAt: userMessages.readAt })
      .from(userMessages)
      .innerJoin(user, eq(user.id, userMessages.userId))
      .leftJoin(profiles, eq(profiles.id, userMessages.userId))
      .where(eq(userMessages.historyId, historyId))
      .orderBy(userMessages.isRead, desc(userMessages.readAt), profiles.username)
      .limit(ADMIN_MESSAGE_LIMITS.details),
    db
      .select({ total: sql<number>`count(*)::int`, read: sql<number>`count(*) filter (where ${userMessages.isRead})::int` })
      .from(userMessages)
      .where(eq(userMessages.historyId, historyId)),
  ]);
  return {
    recipients: rows.map((r) => ({ ...r, username: r.username ?? ADMIN_MESSAGE_TEXTS.unknownUser, readAt: r.readAt?.toISOString() ?? null })),
    total: Number(totals[0]?.total ?? 0),
    read: Number(totals[0]?.read ?? 0),
  };
}

export type Diagnostics = {
  historyEntries: number;
  adminMessages: number;
  orphanMessages: number;
  countMismatches: number;
  liveStreams: number;
  realtime: "postgres" | "embedded";
  checkedAt: string;
};

/**
 * Debug and diagnostics: history rows, admin inbox rows, admin rows without a history (sent outside
 * the history), history rows whose stored count differs from their rows, and open live streams here.
 */
export async function messageDiagnostics(viewer: Viewer | null): Promise<Diagnostics> {
  requireAdmin(viewer, ADMIN_MESSAGE_TEXTS.notAdmin);
  const res = await db.execute<{ histories: number; admin_messages: number; orphans: number; mismatches: number }>(sql`
    select
      (select count(*)::int from ${adminMessageHistory}) as histories,
      (select count(*)::int from ${userMessages} where message_type = 'admin') as admin_messages,
      (select count(*)::int from ${userMessages} where message_type = 'admin' and history_id is null and not (metadata ? 'self_test')) as orphans,
      (select count(*)::int from ${adminMessageHistory} h
         where h.recipient_count <> (select count(*) from ${userMessages} m where m.history_id = h.id)) as mismatches`);
  const r = res.rows[0]!;
  return {
    historyEntries: Number(r.histories),
    adminMessages: Number(r.admin_messages),
    orphanMessages: Number(r.orphans),
    countMismatches: Number(r.mismatches),
    liveStreams: liveStreamCount(),
    realtime: process.env.DATABASE_URL ? "postgres" : "embedded",
    checkedAt: new Date().toISOString(),
  };
}
