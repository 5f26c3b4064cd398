import { and, eq, inArray } from "drizzle-orm";
import { userMessages } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { unauthorized } from "~/lib/errors";
import { openEventStream } from "~/lib/event-stream.server";
import { logger } from "~/lib/logger.server";
import { subscribe } from "~/lib/realtime.server";
import { toInboxMessages } from "./inbox.server";
import { NOTIFICATION_LIMITS, NOTIFICATION_TEXTS, type InboxMessage } from "./messages";
import { LIVE_CHANNEL, type LiveEvent } from "~/lib/inbox-writer.server";

/**
 * Live inbox updates as Server-Sent Events (spec 2 section 4). Every open stream is an entry in this
 * process's registry; the process listens ONCE on the realtime channel (PostgreSQL LISTEN/NOTIFY
 * through app/lib/realtime.server.ts, so writes through any process arrive) and, for an event that
 * concerns connected members, loads the rows with one query and writes them to their streams.
 * A stream costs no database connection.
 */

type Client = { userId: string; send: (event: string, data: unknown) => void };

type Registry = { byUser: Map<string, Set<Client>>; count: number; unsubscribe: (() => void) | null };
const registry: Registry = ((globalThis as { __hanfnetzInboxLive?: Registry }).__hanfnetzInboxLive ??= {
  byUser: new Map(),
  count: 0,
  unsubscribe: null,
});

/** Streams stay open at most this long; the browser then reconnects (and the session is checked again). */
const MAX_STREAM_MS = 30 * 60_000;
const USERS_PER_QUERY = 1000;

function add(client: Client) {
  let set = registry.byUser.get(client.userId);
  if (!set) registry.byUser.set(client.userId, (set = new Set()));
  set.add(client);
  registry.count++;
  registry.unsubscribe ??= subscribe(LIVE_CHANNEL, (message) => {
    void dispatch(message.data).catch((error: unknown) => logger.warn({ err: error }, "inbox live: dispatch failed"));
  });
}

function remove(client: Client) {
  const set = registry.byUser.get(client.userId);
  if (!set?.delete(client)) return;
  registry.count--;
  if (set.size === 0) registry.byUser.delete(client.userId);
  if (registry.count === 0 && registry.unsubscribe) {
    registry.unsubscribe();
    registry.unsubscribe = null;
  }
}

function deliver(messages: readonly (InboxMessage & { userId: string })[]) {
  for (const { userId, ...message } of messages) {
    for (const client of registry.byUser.get(userId) ?? []) client.send("message", message);
  }
}

async function load(where: ReturnType<typeof and>) {
  const rows = await db.select().from(userMessages).where(where);
  const shaped = await toInboxMessages(rows);
  return shaped.map((m, i) => ({ ...m, userId: rows[i]!.userId }));
}

/** Handles one event of the channel (exported for tests). */
export async function dispatch(data: string) {
  if (registry.count === 0) return;
  let event: LiveEvent;
  try {
    event = JSON.parse(data) as LiveEvent;
  } catch {
    return;
  }
  if (event.k === "read_all") {
    for (const client of registry.byUser.get(event.user) ?? []) client.send("read_all", { at: new Date().toISOString() });
  } else if (event.k === "ids") {
    const users = event.users.filter((u) => registry.byUser.has(u));
    if (users.length === 0) return;
    deliver(await load(and(inArray(userMessages.id, event.ids), inArray(userMessages.userId, users))));
  } else if (event.k === "history") {
    // A broadcast: one query per 1,000 connected members, whatever the number of recipients.
    const users = [...registry.byUser.keys()];
    for (let i = 0; i < users.length; i += USERS_PER_QUERY) {
      const chunk = users.slice(i, i + USERS_PER_QUERY);
      deliver(await load(and(eq(userMessages.historyId, event.id), inArray(userMessages.userId, chunk))));
    }
  }
}

/** Open live streams in this process (diagnostics, tests, bench). */
export function liveStreamCount() {
  return registry.count;
}

/**
 * The event stream of the viewer's inbox: `message` (a new or changed message), `read_all`, and a
 * keep-alive comment every 25 s. Closes on abort (the browser went away) and after 30 minutes.
 */
export function openInboxStream(viewer: Viewer | null, signal: AbortSignal): ReadableStream<Uint8Array> {
  if (!viewer) throw unauthorized(NOTIFICATION_TEXTS.login);
  return openEventStream({
    signal,
    retryMs: NOTIFICATION_LIMITS.reconnectMinMs,
    keepAliveMs: NOTIFICATION_LIMITS.keepAliveMs,
    maxMs: MAX_STREAM_MS,
    onOpen(send) {
      const client: Client = { userId: viewer.id, send };
      add(client);
      return () => remove(client);
    },
  });
}
