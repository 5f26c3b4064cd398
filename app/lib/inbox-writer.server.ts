import { userMessages, type NewUserMessage } from "~db/schema";
import type { Executor } from "~db/types";
import { publishInTransaction } from "./realtime.server";

/**
 * The inbox writer, below the features: the one way messages enter the inbox. It inserts the rows
 * and announces them on the live channel in the same transaction (PostgreSQL delivers the
 * announcement at commit, so every app process's stream finds the rows). Used by the automatic
 * notifications, the provider status notice, claims, replies and the admin sends.
 */
export const LIVE_CHANNEL = "user_messages";

/** Live channel payloads: ids of new or changed messages, a broadcast, or a user's read-all. */
export type LiveEvent = { k: "ids"; ids: string[]; users: string[] } | { k: "history"; id: string } | { k: "read_all"; user: string };

// NOTIFY payloads are limited to 8000 bytes: at most 80 id pairs (2 x 37 bytes) per announcement.
const IDS_PER_EVENT = 80;

export async function announce(tx: Executor, event: LiveEvent) {
  await publishInTransaction(tx, LIVE_CHANNEL, JSON.stringify(event));
}

/** Announces new or updated messages (chunked to the payload limit). */
export async function announceMessages(tx: Executor, rows: readonly { id: string; userId: string }[]) {
  for (let i = 0; i < rows.length; i += IDS_PER_EVENT) {
    const chunk = rows.slice(i, i + IDS_PER_EVENT);
    await announce(tx, { k: "ids", ids: chunk.map((r) => r.id), users: [...new Set(chunk.map((r) => r.userId))] });
  }
}

/** Inserts inbox messages and announces them; returns their ids. */
export async function insertMessages(tx: Executor, rows: readonly NewUserMessage[]): Promise<{ id: string; userId: string }[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(userMessages)
    .values([...rows])
    .returning({ id: userMessages.id, userId: userMessages.userId });
  await announceMessages(tx, inserted);
  return inserted;
}
