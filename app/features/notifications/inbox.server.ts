import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { messageInteractions, profiles, userMessages, userRoles, type UserMessage } from "~db/schema";
import type { MessageInteractionType, MessageType } from "~db/schema/messages";
import { DELETED_MEMBER } from "~/lib/deleted-member";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound, unauthorized } from "~/lib/errors";
import { UUID_RE } from "~/lib/ids";
import { getSiteSettings } from "~/features/site/settings.server";
import { actorDisplay, NOTIFICATION_ACTOR_KEYS, NOTIFICATION_LIMITS, NOTIFICATION_TEXTS, type InboxMessage, type MessageActor } from "./messages";
import { profilePath } from "~/lib/paths";
import { announce, announceMessages } from "~/lib/inbox-writer.server";

/**
 * The signed-in member's inbox (spec 2 sections 4 and 7): the newest messages with the unread
 * count, mark one or all read, and the interaction log (message_open, read_button_click,
 * bell_click). Every function acts only on the viewer's own messages.
 */

function requireMember(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized(NOTIFICATION_TEXTS.login);
  return viewer;
}

function actorKeys(row: Pick<UserMessage, "messageType">) {
  return NOTIFICATION_ACTOR_KEYS[row.messageType as MessageType];
}

function actorId(row: Pick<UserMessage, "messageType" | "metadata">): string | null {
  const key = actorKeys(row)?.id;
  const value = key ? row.metadata?.[key] : undefined;
  return typeof value === "string" && UUID_RE.test(value) ? value : null;
}

/** The actor of a message without a (known) member: 'Gelöschtes Mitglied' after an account deletion, else 'Anonym'. */
function unknownActor(row: Pick<UserMessage, "messageType" | "metadata">): MessageActor | null {
  const keys = actorKeys(row);
  if (!keys) return null;
  return { label: row.metadata?.[keys.name] === DELETED_MEMBER ? DELETED_MEMBER : "Anonym", href: null };
}

function linkOf(metadata: Record<string, unknown>): string | null {
  for (const key of ["article_url", "review_link", "provider_url", "link"]) {
    const value = metadata[key];
    if (typeof value === "string" && value.startsWith("/") && !value.startsWith("//")) return value;
  }
  return null;
}

/** Rows to what the browser gets, with the reviewer or voter shown by the spec's rule. */
export async function toInboxMessages(rows: readonly UserMessage[]): Promise<InboxMessage[]> {
  const ids = [...new Set(rows.map(actorId).filter((id): id is string => id !== null))];
  const actors = new Map<string, MessageActor>();
  if (ids.length) {
    const [people, admins, settings] = await Promise.all([
      db.select({ id: profiles.id, username: profiles.username }).from(profiles).where(inArray(profiles.id, ids)),
      db
        .select({ id: userRoles.userId })
        .from(userRoles)
        .where(and(inArray(userRoles.userId, ids), eq(userRoles.role, "admin"))),
      getSiteSettings(),
    ]);
    const adminIds = new Set(admins.map((a) => a.id));
    const brands = ["hanfnetz", settings.siteTitle];
    for (const p of people) {
      actors.set(p.id, actorDisplay({ username: p.username, isAdmin: adminIds.has(p.id), profileHref: profilePath(p) }, brands));
    }
  }
  return rows.map((row) => {
    const id = actorId(row);
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      messageType: row.messageType,
      isRead: row.isRead,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      link: linkOf(row.metadata ?? {}),
      actor: id ? (actors.get(id) ?? { label: "Anonym", href: null }) : unknownActor(row),
    };
  });
}

export async function unreadCount(userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.isRead, false)));
  return row?.n ?? 0;
}

/** The newest messages and the unread count (get_user_messages). */
export async function listInbox(viewer: Viewer | null): Promise<{ messages: InboxMessage[]; unread: number }> {
  const v = requireMember(viewer);
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, v.id))
      .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
      .limit(NOTIFICATION_LIMITS.listSize),
    unreadCount(v.id),
  ]);
  return { messages: await toInboxMessages(rows), unread };
}

/** Marks one own message read (mark_message_as_read); someone else's message is 'not found'. */
export async function markMessageRead(viewer: Viewer | null, messageId: string) {
  const v = requireMember(viewer);
  if (!UUID_RE.test(messageId)) throw notFound(NOTIFICATION_TEXTS.notFound);
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: userMessages.id, isRead: userMessages.isRead })
      .from(userMessages)
      .where(and(eq(userMessages.id, messageId), eq(userMessages.userId, v.id)))
      .limit(1);
    if (!own) throw notFound(NOTIFICATION_TEXTS.notFound);
    if (!own.isRead) {
      await tx.update(userMessages).set({ isRead: true, readAt: new Date() }).where(eq(userMessages.id, messageId));
      await announceMessages(tx, [{ id: messageId, userId: v.id }]);
    }
    return { id: messageId };
  });
}

/** Marks every own message read (mark_all_messages_as_read); returns how many changed. */
export async function markAllMessagesRead(viewer: Viewer | null) {
  const v = requireMember(viewer);
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(userMessages)
      .set({ isRead: true, readAt: new Date() })
      .where(and(eq(userMessages.userId, v.id), eq(userMessages.isRead, false)))
      .returning({ id: userMessages.id });
    if (changed.length) await announce(tx, { k: "read_all", user: v.id });
    return { count: changed.length };
  });
}

/**
 * Records interactions with own messages (track_message_interaction). Ids of other members'
 * messages are ignored; returns how many were recorded.
 */
export async function trackMessageInteraction(
  viewer: Viewer | null,
  messageIds: readonly string[],
  type: MessageInteractionType,
  metadata: Record<string, string> = {},
) {
  const v = requireMember(viewer);
  const ids = [...new Set(messageIds.filter((id) => UUID_RE.test(id)))];
  if (ids.length === 0) return { count: 0 };
  const own = await db
    .select({ id: userMessages.id })
    .from(userMessages)
    .where(and(eq(userMessages.userId, v.id), inArray(userMessages.id, ids)));
  if (own.length === 0) return { count: 0 };
  await db.insert(messageInteractions).values(own.map((m) => ({ messageId: m.id, userId: v.id, interactionType: type, metadata })));
  return { count: own.length };
}
