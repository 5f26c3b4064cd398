import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { adminMessageHistory, loginLogs, profiles, user, userRoles } from "~db/schema";
import type { Executor, Transaction } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { conflict, notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { parseInput } from "~/lib/request.server";
import { writeAuditLog } from "~/lib/audit-log.server";
import { insertMessages } from "~/lib/inbox-writer.server";

/**
 * User management, changing side: admin role (user_roles rows), contest and B2B permission
 * (profiles flags), the per-user message and the login history. Every change runs in one
 * transaction with its audit row. The viewer (role and flags) is read from the database on every
 * request (app/lib/auth.server.ts `viewerForUser`, memoised per request only), so a change takes
 * effect with the member's next request; there is no longer-lived cache to invalidate.
 */

export const PERMISSIONS = ["admin", "contest", "b2b"] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const USER_ADMIN_MESSAGES = {
  contestGranted: "Contest-Berechtigung erteilt",
  contestRevoked: "Contest-Berechtigung entzogen",
  b2bGranted: "B2B-Berechtigung erteilt",
  b2bRevoked: "B2B-Berechtigung entzogen",
  adminGranted: "Admin-Berechtigung erteilt",
  adminRevoked: "Admin-Berechtigung entzogen",
  contestError: "Fehler beim Aktualisieren der Berechtigung",
  b2bError: "Fehler beim Aktualisieren der B2B-Berechtigung",
  adminError: "Fehler beim Aktualisieren der Admin-Berechtigung",
  selfAdmin: "Du kannst dir die Admin-Berechtigung nicht selbst entziehen.",
  lastAdmin: "Der letzte Administrator kann nicht entfernt werden.",
  userNotFound: "Benutzer nicht gefunden",
  messageSent: "Nachricht erfolgreich gesendet",
  messageError: "Fehler beim Senden der Nachricht",
  messageRequired: "Titel und Inhalt sind erforderlich",
} as const;

const SUCCESS: Record<Permission, [granted: string, revoked: string]> = {
  admin: [USER_ADMIN_MESSAGES.adminGranted, USER_ADMIN_MESSAGES.adminRevoked],
  contest: [USER_ADMIN_MESSAGES.contestGranted, USER_ADMIN_MESSAGES.contestRevoked],
  b2b: [USER_ADMIN_MESSAGES.b2bGranted, USER_ADMIN_MESSAGES.b2bRevoked],
};

async function requireUser(userId: string, executor: Executor = db) {
  if (!isUuid(userId)) throw notFound(USER_ADMIN_MESSAGES.userNotFound);
  const [row] = await executor
    .select({ id: user.id, email: user.email, username: profiles.username, canCreateContests: profiles.canCreateContests, canCreateB2b: profiles.canCreateB2b })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) throw notFound(USER_ADMIN_MESSAGES.userNotFound);
  return row;
}

type Target = Awaited<ReturnType<typeof requireUser>>;

/** The contest or B2B flag of one user inside the caller's transaction, audited; false when unchanged. */
async function applyFlagPermission(tx: Transaction, viewer: Viewer, target: Target, permission: "contest" | "b2b", granted: boolean) {
  const field = permission === "contest" ? "canCreateContests" : "canCreateB2b";
  const was = Boolean(target[field]);
  if (was === granted) return false;
  await tx
    .insert(profiles)
    .values({ id: target.id, email: target.email, [field]: granted })
    .onConflictDoUpdate({ target: profiles.id, set: { [field]: granted, updatedAt: new Date() } });
  await writeAuditLog(tx, viewer, {
    action: `user.${permission}.${granted ? "grant" : "revoke"}`,
    targetType: "user",
    targetId: target.id,
    label: target.username ?? target.email,
    before: { [field]: was },
    after: { [field]: granted },
  });
  return true;
}

/** Bulk: the contest or B2B flag of one user of the selection, inside the bulk's transaction. */
export async function grantFlagIn(tx: Transaction, viewer: Viewer, userId: string, permission: "contest" | "b2b", granted: boolean) {
  return applyFlagPermission(tx, viewer, await requireUser(userId, tx), permission, granted);
}

/**
 * Grants or revokes a permission. Admin: an admin cannot remove their own role, and the last
 * admin cannot be removed (checked under a lock on the admin rows, so two admins removing each
 * other at once cannot leave none). Returns the spec's toast text.
 */
export async function setUserPermission(viewer: Viewer | null, userId: string, permission: Permission, granted: boolean): Promise<{ message: string }> {
  requireAdmin(viewer);
  const target = await requireUser(userId);
  if (permission === "admin" && !granted && userId === viewer.id) throw conflict(USER_ADMIN_MESSAGES.selfAdmin);
  await db.transaction(async (tx) => {
    if (permission === "admin") {
      const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin")).for("update");
      const was = admins.some((a) => a.userId === userId);
      if (was === granted) return;
      if (granted) {
        await tx.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
      } else {
        if (admins.length <= 1) throw conflict(USER_ADMIN_MESSAGES.lastAdmin);
        await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
      }
      await writeAuditLog(tx, viewer, {
        action: granted ? "user.admin.grant" : "user.admin.revoke",
        targetType: "user",
        targetId: userId,
        label: target.username ?? target.email,
        before: { isAdmin: was },
        after: { isAdmin: granted },
      });
      return;
    }
    await applyFlagPermission(tx, viewer, target, permission, granted);
  });
  return { message: SUCCESS[permission][granted ? 0 : 1] };
}

export const LOGIN_HISTORY_LIMIT = 50;
export const USER_AGENT_MAX = 60;

/** The user agent as the dialog shows it: at most 60 characters, cut with an ellipsis. */
export function shortUserAgent(ua: string | null): string | null {
  if (!ua) return null;
  return ua.length > USER_AGENT_MAX ? `${ua.slice(0, USER_AGENT_MAX)}…` : ua;
}

export type LoginEntry = { id: string; at: string; method: string; ip: string | null; userAgent: string | null };

/** The last 50 sign-ins of a user, newest first (login_logs; kept 90 days, see docs/security.md). */
export async function loginHistory(viewer: Viewer | null, userId: string): Promise<LoginEntry[]> {
  requireAdmin(viewer);
  await requireUser(userId);
  const rows = await db
    .select()
    .from(loginLogs)
    .where(eq(loginLogs.userId, userId))
    .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
    .limit(LOGIN_HISTORY_LIMIT);
  return rows.map((r) => ({ id: r.id, at: r.createdAt.toISOString(), method: r.loginMethod, ip: r.ipAddress, userAgent: shortUserAgent(r.userAgent) }));
}

export const MESSAGE_LIMITS = { title: 200, content: 5000 } as const;

export const userMessageSchema = z.object({
  title: z
    .string({ error: USER_ADMIN_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: USER_ADMIN_MESSAGES.messageRequired })
    .max(MESSAGE_LIMITS.title, { error: `Höchstens ${MESSAGE_LIMITS.title} Zeichen` }),
  content: z
    .string({ error: USER_ADMIN_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: USER_ADMIN_MESSAGES.messageRequired })
    .max(MESSAGE_LIMITS.content, { error: `Höchstens ${MESSAGE_LIMITS.content} Zeichen` }),
});

/**
 * The per-user message dialog: one admin_message_history row (recipient_type 'selected', one
 * recipient) and the member's user_messages row (type admin) linked to it, with the audit row, in
 * one transaction (spec 3 'Messaging': send to selected users with history). The inbox shows it later.
 */
export async function sendUserMessage(viewer: Viewer | null, userId: string, raw: unknown) {
  requireAdmin(viewer, "Du hast keine Admin-Berechtigung");
  const input = parseInput(userMessageSchema, raw, USER_ADMIN_MESSAGES.messageRequired);
  const target = await requireUser(userId);
  return db.transaction(async (tx) => {
    const [history] = await tx
      .insert(adminMessageHistory)
      .values({ title: input.title, content: input.content, recipientType: "selected", recipientCount: 1, senderAdminId: viewer.id })
      .returning({ id: adminMessageHistory.id });
    const [message] = await insertMessages(tx, [{ userId, title: input.title, content: input.content, messageType: "admin", historyId: history!.id }]);
    await writeAuditLog(tx, viewer, {
      action: "user.message",
      targetType: "user",
      targetId: userId,
      label: target.username ?? target.email,
      after: { historyId: history!.id, title: input.title },
    });
    return { id: message!.id, historyId: history!.id };
  });
}

/**
 * Bulk: one message to several users (issue 30): one admin_message_history row for all of them
 * (recipient_type 'selected') and each member's user_messages row, one audit row per user, in the
 * bulk's transaction.
 */
export async function sendMessagesIn(tx: Transaction, viewer: Viewer, userIds: readonly string[], raw: unknown) {
  const input = parseInput(userMessageSchema, raw, USER_ADMIN_MESSAGES.messageRequired);
  const targets = [];
  for (const id of userIds) targets.push(await requireUser(id, tx));
  const [history] = await tx
    .insert(adminMessageHistory)
    .values({ title: input.title, content: input.content, recipientType: "selected", recipientCount: targets.length, senderAdminId: viewer.id })
    .returning({ id: adminMessageHistory.id });
  await insertMessages(
    tx,
    targets.map((u) => ({ userId: u.id, title: input.title, content: input.content, messageType: "admin" as const, historyId: history!.id })),
  );
  for (const u of targets) {
    await writeAuditLog(tx, viewer, {
      action: "user.message",
      targetType: "user",
      targetId: u.id,
      label: u.username ?? u.email,
      after: { historyId: history!.id, title: input.title },
    });
  }
  return targets.length;
}
