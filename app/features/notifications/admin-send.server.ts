import { and, eq, ilike, notInArray, or, sql } from "drizzle-orm";
import { adminMessageHistory, profiles, user, userMessages } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { parseInput } from "~/lib/request.server";
import { ADMIN_MESSAGE_LIMITS, ADMIN_MESSAGE_TEXTS, adminSendSchema } from "./schema";
import { writeAuditLog } from "~/lib/audit-log.server";
import { announce, insertMessages } from "~/lib/inbox-writer.server";
import { likeContains } from "~/lib/sql-like";

/**
 * Admin messaging (spec 3 'Messaging'): send to all or selected members with a history row, the
 * self-test, and the recipient search. Admins only ('Du hast keine Admin-Berechtigung').
 */

/**
 * Sends one admin message: a history row and one inbox row per recipient, written set-based
 * (INSERT ... SELECT) in one transaction with the audit row, then announced live with one event.
 * Returns the number of recipients.
 */
export async function sendAdminMessage(viewer: Viewer | null, raw: unknown): Promise<{ count: number; historyId: string }> {
  requireAdmin(viewer, ADMIN_MESSAGE_TEXTS.notAdmin);
  const input = parseInput(adminSendSchema, raw, ADMIN_MESSAGE_TEXTS.required);
  const userIds = [...new Set(input.userIds)];
  if (input.recipients === "selected" && userIds.length === 0)
    throw badRequest(ADMIN_MESSAGE_TEXTS.noRecipients, { userIds: ADMIN_MESSAGE_TEXTS.noRecipients });
  return db.transaction(async (tx) => {
    const [history] = await tx
      .insert(adminMessageHistory)
      .values({ title: input.title, content: input.content, recipientType: input.recipients, recipientCount: 0, senderAdminId: viewer.id })
      .returning({ id: adminMessageHistory.id });
    const historyId = history!.id;
    const only =
      input.recipients === "selected"
        ? sql`where u.id in (${sql.join(
            userIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql``;
    const inserted = await tx.execute<{ n: number }>(sql`
      with sent as (
        insert into ${userMessages} (user_id, title, content, message_type, history_id)
        select u.id, ${input.title}, ${input.content}, 'admin', ${historyId}::uuid from ${user} u ${only}
        returning 1
      )
      select count(*)::int as n from sent`);
    const count = Number(inserted.rows[0]?.n ?? 0);
    if (count === 0) throw badRequest(ADMIN_MESSAGE_TEXTS.noRecipients, { userIds: ADMIN_MESSAGE_TEXTS.noRecipients });
    await tx.update(adminMessageHistory).set({ recipientCount: count }).where(eq(adminMessageHistory.id, historyId));
    await writeAuditLog(tx, viewer, {
      action: "message.send",
      targetType: "message",
      targetId: historyId,
      after: { title: input.title, recipientType: input.recipients, recipientCount: count },
    });
    await announce(tx, { k: "history", id: historyId });
    return { count, historyId };
  });
}

/**
 * How many members 'An alle Nutzer senden' reaches now: every account, as the send's INSERT ...
 * SELECT above (the compose form asks 'An N Nutzer senden?' with it).
 */
export async function countAllRecipients(viewer: Viewer | null): Promise<number> {
  requireAdmin(viewer, ADMIN_MESSAGE_TEXTS.notAdmin);
  const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${user} u`);
  return Number(res.rows[0]?.n ?? 0);
}

/** The self-test: a message to oneself (no history row); the page re-checks the inbox 3 s later. */
export async function sendSelfTest(viewer: Viewer | null) {
  requireAdmin(viewer, ADMIN_MESSAGE_TEXTS.notAdmin);
  const [row] = await db.transaction((tx) =>
    insertMessages(tx, [
      {
        userId: viewer.id,
        messageType: "admin",
        title: "Test-Nachricht",
        content: `Selbsttest des Nachrichtensystems vom ${new Date().toLocaleString("de-DE", { timeZone: "Europe/Berlin" })}.`,
        metadata: { self_test: true },
      },
    ]),
  );
  return { id: row!.id };
}

export type RecipientOption = { id: string; username: string | null; email: string };

/** Members by username or e-mail (from 2 characters, 10 results, without those already chosen). */
export async function searchRecipients(viewer: Viewer | null, q: string, exclude: readonly string[] = []): Promise<RecipientOption[]> {
  requireAdmin(viewer, ADMIN_MESSAGE_TEXTS.notAdmin);
  const term = q.trim();
  if (term.length < ADMIN_MESSAGE_LIMITS.searchMin) return [];
  const pattern = likeContains(term);
  const skip = exclude.filter(isUuid).slice(0, ADMIN_MESSAGE_LIMITS.selected);
  return db
    .select({ id: user.id, username: profiles.username, email: user.email })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(and(or(ilike(profiles.username, pattern), ilike(user.email, pattern)), skip.length ? notInArray(user.id, skip) : undefined))
    .orderBy(sql`${profiles.username} nulls last`, user.email)
    .limit(ADMIN_MESSAGE_LIMITS.searchResults);
}
