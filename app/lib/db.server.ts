import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import * as schema from "~db/schema";
import type { Database } from "~db/types";

/**
 * One Drizzle database for the whole app: PostgreSQL through `pg` when DATABASE_URL is set,
 * otherwise embedded PGlite persisted in DATA_DIR/pglite. Both speak the same SQL.
 *
 * Everything imports `db`; it forwards to the instance installed by `initDatabase()` (server,
 * scripts) or `setDatabase()` (tests).
 */

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");
/**
 * DB_LOG_QUERIES=1 writes every statement to stderr as `[sql] …` (diagnosis: count the round trips
 * of a page, as bench/RESULTS.md reports them).
 */
const drizzleOptions = {
  schema,
  casing: "snake_case" as const,
  logger: process.env.DB_LOG_QUERIES ? { logQuery: (query: string) => process.stderr.write(`[sql] ${query.replace(/\s+/g, " ").slice(0, 240)}\n`) } : undefined,
};

// Kept on globalThis so that every copy of this module (the server bundle, the dev server's
// module graph, scripts) sees the one database the process opened.
type Holder = { current?: Database; close?: () => Promise<void> };
const holder: Holder = ((globalThis as { __hanfnetzDb?: Holder }).__hanfnetzDb ??= {});

export const db: Database = new Proxy({} as Database, {
  get(_target, prop) {
    const current = holder.current;
    if (!current) throw new Error("Database not initialised: call setDatabase() first");
    const value = Reflect.get(current, prop, current);
    return typeof value === "function" ? value.bind(current) : value;
  },
});

export function setDatabase(database: Database, close?: () => Promise<void>) {
  holder.current = database;
  holder.close = close;
}

/** Runs `fn` with `database` installed as `db`, then puts the previous one back (tests, tools). */
export async function withDatabase<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  const previous = { current: holder.current, close: holder.close };
  holder.current = database;
  holder.close = undefined;
  try {
    return await fn();
  } finally {
    holder.current = previous.current;
    holder.close = previous.close;
  }
}

export function hasDatabase() {
  return holder.current !== undefined;
}

export async function closeDatabase() {
  const close = holder.close;
  holder.current = undefined;
  holder.close = undefined;
  await close?.();
}

export type Opened = { db: Database; close: () => Promise<void>; kind: "pglite" | "postgres" /** PostgreSQL only */; url?: string };

/** Opens PGlite in `dataDir` (in memory without), optionally from a data-directory dump (tests). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Opened> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent, fuzzystrmatch } });
  const database = drizzlePglite(client, drizzleOptions) as unknown as Database;
  return { db: database, close: () => client.close(), kind: "pglite" };
}

/**
 * Time limits of the PostgreSQL pool: a connection attempt gives up after 5 s and idle connections
 * are closed after 30 s. The web server (`serverLimits`) also has every statement cancelled by
 * PostgreSQL after 10 s and a transaction left idle after 30 s, so that a slow or stuck database
 * fails requests instead of piling them up; scripts (migrations, seed, benchmark) run unlimited.
 */
export const DB_TIMEOUTS = {
  connectionMs: 5_000,
  idleMs: 30_000,
  statementMs: 10_000,
  idleInTransactionMs: 30_000,
} as const;

/** The pg pool configuration with the time limits of DB_TIMEOUTS. */
export function poolConfig(url: string, max: number, opts: { serverLimits?: boolean } = {}): pg.PoolConfig {
  return {
    connectionString: url,
    max,
    connectionTimeoutMillis: DB_TIMEOUTS.connectionMs,
    idleTimeoutMillis: DB_TIMEOUTS.idleMs,
    ...(opts.serverLimits ? { statement_timeout: DB_TIMEOUTS.statementMs, idle_in_transaction_session_timeout: DB_TIMEOUTS.idleInTransactionMs } : {}),
  };
}

export async function openPostgres(url: string, max = 10, opts: { serverLimits?: boolean } = {}): Promise<Opened> {
  const pool = new pg.Pool(poolConfig(url, max, opts));
  // An idle connection that the server closes (restart, failover, dropped test database) must not
  // crash the process: the pool replaces it on the next query.
  pool.on("error", (error) => {
    if (!process.env.VITEST) console.error(`PostgreSQL-Verbindung verloren: ${error.message}`);
  });
  await pool.query("select 1");
  const database = drizzlePg(pool, drizzleOptions);
  return { db: database, close: () => pool.end(), kind: "postgres", url };
}

export async function runMigrations(opened: Opened) {
  if (opened.kind === "pglite") {
    await migratePglite(opened.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(opened.db, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** Number of migrations in the journal that the database has not applied yet. */
export async function pendingMigrations(opened: Opened): Promise<number> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  try {
    const res = await opened.db.execute<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations" as never);
    return journal.entries.length - Number(res.rows[0]?.n ?? 0);
  } catch {
    return journal.entries.length;
  }
}

export class DatabaseBusyError extends Error {}

/**
 * PGlite is single-process: a lock file next to the data folder makes a second process (a
 * command-line tool while the site runs, or a second server) refuse cleanly instead of
 * corrupting the data.
 */
export function acquireDataDirLock(dataDir: string, purpose: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(path.dirname(path.resolve(dataDir)), `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockFile, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() }));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holderInfo: { pid?: number; purpose?: string } = {};
      try {
        holderInfo = JSON.parse(fs.readFileSync(lockFile, "utf8"));
      } catch {
        /* unreadable lock: treat as stale */
      }
      if (holderInfo.pid && holderInfo.pid !== process.pid && isAlive(holderInfo.pid)) {
        throw new DatabaseBusyError(
          `Die eingebettete Datenbank in ${dataDir} wird gerade von Prozess ${holderInfo.pid} (${holderInfo.purpose ?? "unbekannt"}) verwendet.\n` +
            `Bitte beende diesen Prozess (z. B. den laufenden Server) und versuche es erneut, oder verwende PostgreSQL über DATABASE_URL. Es wurde nichts geändert.`,
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale lock of a dead process
    }
  }
  throw new DatabaseBusyError(`Sperrdatei für ${dataDir} konnte nicht angelegt werden.`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Opens the configured database for this process: PostgreSQL when DATABASE_URL is set,
 * otherwise the embedded PGlite in DATA_DIR/pglite (locked for this process).
 */
export async function openConfiguredDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  purpose: string;
  /** The web server's statement limits on PostgreSQL (DB_TIMEOUTS). */
  serverLimits?: boolean;
}): Promise<Opened> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, 10, { serverLimits: opts.serverLimits });
  const pgliteDir = path.join(opts.dataDir, "pglite");
  const release = acquireDataDirLock(pgliteDir, opts.purpose);
  try {
    const opened = await openPglite(pgliteDir);
    return {
      ...opened,
      close: async () => {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
