import crypto from "node:crypto";
import { EventEmitter } from "node:events";
import pg from "pg";
import { sql } from "drizzle-orm";
import type { Executor } from "~db/types";
import { db } from "./db.server";
import { logger } from "./logger.server";

/**
 * Realtime messages between the processes that share a database: PostgreSQL LISTEN/NOTIFY.
 *
 * - With PostgreSQL (DATABASE_URL), every process keeps ONE dedicated listening connection (not one
 *   per subscriber or per browser connection) and fans messages out in memory; `publish` sends
 *   `pg_notify` through the pool, so every process (including this one) hears it. The listening
 *   connection reconnects with back-off and re-LISTENs its channels.
 * - With the embedded database there is one process: messages go through an in-memory emitter.
 *
 * Payloads are strings (NOTIFY allows up to 8000 bytes): send ids, and let subscribers load rows.
 * Each message carries the sending process's id so a subscriber can ignore its own messages.
 */
export type RealtimeMessage = { origin: string; data: string };
type Handler = (message: RealtimeMessage) => void;

/** This process's id in messages. */
export const PROCESS_ID = crypto.randomBytes(6).toString("hex");

const CHANNEL_RE = /^[a-z][a-z0-9_]{0,62}$/;

type State = {
  emitter: EventEmitter;
  channels: Map<string, number>;
  client: pg.Client | null;
  url: string | null;
  stopped: boolean;
  reconnectMs: number;
};

const state: State = ((globalThis as { __hanfnetzRealtime?: State }).__hanfnetzRealtime ??= {
  emitter: new EventEmitter().setMaxListeners(0),
  channels: new Map(),
  client: null,
  url: null,
  stopped: false,
  reconnectMs: 500,
});

function assertChannel(channel: string) {
  if (!CHANNEL_RE.test(channel)) throw new Error(`invalid realtime channel: ${channel}`);
}

/**
 * Starts cross-process delivery over PostgreSQL (call once per process after the database is
 * open). Without a URL (embedded database) delivery stays in this process.
 */
export async function startRealtime(databaseUrl: string | null | undefined) {
  state.stopped = false;
  state.url = databaseUrl ?? null;
  if (state.url) await connect();
}

export async function stopRealtime() {
  state.stopped = true;
  const client = state.client;
  state.client = null;
  await client?.end().catch(() => undefined);
}

async function connect(): Promise<void> {
  if (!state.url || state.stopped) return;
  const client = new pg.Client({ connectionString: state.url, connectionTimeoutMillis: 5_000, keepAlive: true });
  client.on("notification", (n) => {
    if (!n.payload) return;
    try {
      const message = JSON.parse(n.payload) as RealtimeMessage;
      state.emitter.emit(n.channel, message);
    } catch {
      logger.warn({ channel: n.channel }, "realtime: unreadable message");
    }
  });
  const retry = () => {
    if (state.client !== client || state.stopped) return;
    state.client = null;
    const wait = state.reconnectMs;
    state.reconnectMs = Math.min(state.reconnectMs * 2, 30_000);
    logger.warn({ retryInMs: wait }, "realtime: listening connection lost; reconnecting");
    setTimeout(() => void connect(), wait).unref();
  };
  client.on("error", retry);
  client.on("end", retry);
  try {
    await client.connect();
    state.client = client;
    for (const channel of state.channels.keys()) await client.query(`listen ${channel}`);
    state.reconnectMs = 500;
  } catch (error) {
    logger.warn({ err: error }, "realtime: could not connect");
    state.client = client;
    retry();
  }
}

/** Hears messages on `channel` (from every process). Returns the unsubscribe function. */
export function subscribe(channel: string, handler: Handler): () => void {
  assertChannel(channel);
  state.emitter.on(channel, handler);
  const count = state.channels.get(channel) ?? 0;
  state.channels.set(channel, count + 1);
  if (count === 0 && state.client) void state.client.query(`listen ${channel}`).catch(() => undefined);
  return () => {
    state.emitter.off(channel, handler);
    const left = (state.channels.get(channel) ?? 1) - 1;
    if (left > 0) state.channels.set(channel, left);
    else {
      state.channels.delete(channel);
      if (state.client) void state.client.query(`unlisten ${channel}`).catch(() => undefined);
    }
  };
}

/** Sends `data` to every subscriber of `channel` in every process. Failures are logged, not thrown. */
export async function publish(channel: string, data: string) {
  assertChannel(channel);
  const message: RealtimeMessage = { origin: PROCESS_ID, data };
  if (!state.url) {
    state.emitter.emit(channel, message);
    return;
  }
  try {
    await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(message)})`);
  } catch (error) {
    logger.warn({ err: error, channel }, "realtime: publish failed");
  }
}

/**
 * Like `publish`, but inside a transaction: PostgreSQL delivers a NOTIFY only when the transaction
 * commits (and never when it rolls back), so subscribers that load the rows named in `data` find
 * them. The embedded database emits at once: its other queries wait for the open transaction
 * (every server process with PostgreSQL starts realtime with its URL, server/worker.ts).
 */
export async function publishInTransaction(tx: Executor, channel: string, data: string) {
  assertChannel(channel);
  const message: RealtimeMessage = { origin: PROCESS_ID, data };
  if (!state.url) {
    state.emitter.emit(channel, message);
    return;
  }
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(message)})`);
}

/** Number of subscribers in this process (tests, diagnostics). */
export function subscriberCount(channel: string) {
  return state.emitter.listenerCount(channel);
}
