import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { Database, Executor } from "~db/types";
import { MIGRATIONS_FOLDER, type Opened } from "../db.server";
import { BackupError } from "./archive.server";

/**
 * The database part of a backup (issue #28): a logical dump through the app's own driver, the same
 * on the embedded database and on PostgreSQL (no pg_dump needed, and a backup of one restores into
 * the other). Every table of the `public` schema is written as JSON lines (`to_jsonb` of each row)
 * inside one read-only repeatable-read transaction, so the tables are one consistent snapshot even
 * while the site writes. A restore migrates the empty target to the backup's migration level,
 * loads the rows parent tables first in one transaction, then applies the newer migrations.
 */

const BATCH = 500;
type Journal = { entries: { idx: number; when: number; tag: string }[] };

function journal(): Journal {
  return JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as Journal;
}

const ident = (name: string) => sql.identifier(name);

/** The tables of the public schema (stable order). */
async function tablesOf(db: Executor): Promise<string[]> {
  const res = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`);
  return res.rows.map((r) => r.name);
}

/** The tables in an order that loads every referenced table before the tables that reference it. */
async function loadOrder(db: Executor, tables: string[]): Promise<string[]> {
  const res = await db.execute<{ child: string; parent: string }>(sql`
    select distinct c1.relname as child, c2.relname as parent
    from pg_constraint k
    join pg_class c1 on c1.oid = k.conrelid
    join pg_class c2 on c2.oid = k.confrelid
    join pg_namespace n on n.oid = c1.relnamespace
    where k.contype = 'f' and n.nspname = 'public'`);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of res.rows) if (child !== parent) parents.get(child)?.add(parent);
  const order: string[] = [];
  const done = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !done.has(t) && [...parents.get(t)!].every((p) => done.has(p) || !parents.has(p)));
    if (ready.length === 0) throw new BackupError("Die Tabellen verweisen im Kreis aufeinander; die Reihenfolge zum Laden ist unklar.");
    for (const t of ready) {
      done.add(t);
      order.push(t);
    }
  }
  return order;
}

/** The `when` stamps of the migrations applied to the database (drizzle's journal table). */
export async function appliedMigrations(db: Executor): Promise<number[]> {
  try {
    const res = await db.execute<{ created_at: string | number }>(sql`select created_at from drizzle.__drizzle_migrations order by created_at`);
    return res.rows.map((r) => Number(r.created_at));
  } catch {
    return [];
  }
}

/** Whether the database holds any table of ours (or drizzle's migration journal). */
export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const res = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and (n.nspname = 'public' or (n.nspname = 'drizzle' and c.relname = '__drizzle_migrations'))`);
  return Number(res.rows[0]?.n ?? 0) === 0;
}

export type DumpResult = { migrations: number[]; tables: Record<string, number> };

/** Writes every table as `<dir>/<table>.jsonl` from one consistent snapshot. */
export async function dumpDatabase(db: Database, dir: string): Promise<DumpResult> {
  fs.mkdirSync(dir, { recursive: true });
  return db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      const tables: Record<string, number> = {};
      for (const table of await tablesOf(tx)) {
        const out = fs.createWriteStream(path.join(dir, `${table}.jsonl`), { mode: 0o600 });
        let rows = 0;
        await tx.execute(sql`declare hn_backup no scroll cursor for select to_jsonb(t)::text as j from ${ident(table)} t`);
        for (;;) {
          const batch = await tx.execute<{ j: string }>(sql.raw(`fetch ${BATCH} from hn_backup`));
          for (const r of batch.rows) {
            if (!out.write(`${r.j}\n`)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
          }
          rows += batch.rows.length;
          if (batch.rows.length < BATCH) break;
        }
        await tx.execute(sql.raw("close hn_backup"));
        await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
        tables[table] = rows;
      }
      return { migrations, tables };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Runs the migrations of this code base up to (and including) the `count`-th, or all. */
async function migrateTo(opened: Opened, count?: number) {
  let folder = MIGRATIONS_FOLDER;
  let tmp: string | null = null;
  if (count !== undefined) {
    const j = journal();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-migrations-"));
    fs.mkdirSync(path.join(tmp, "meta"));
    const entries = j.entries.slice(0, count);
    fs.writeFileSync(path.join(tmp, "meta/_journal.json"), JSON.stringify({ ...j, entries }));
    for (const e of entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(tmp, `${e.tag}.sql`));
    folder = tmp;
  }
  try {
    if (opened.kind === "pglite") await migratePglite(opened.db as never, { migrationsFolder: folder });
    else await migratePg(opened.db as never, { migrationsFolder: folder });
  } finally {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function* jsonLines(file: string): AsyncGenerator<string[]> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, "utf8"), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * Loads a dump into an empty database: checks that the backup's migrations are this code's first
 * ones, migrates to that level, replaces the rows the migrations wrote (reference data) by the
 * backup's, then applies the newer migrations. Returns the rows loaded per table.
 */
export async function loadDatabase(opened: Opened, dir: string, dump: DumpResult): Promise<Record<string, number>> {
  const known = journal().entries.map((e) => e.when);
  const same = dump.migrations.length <= known.length && dump.migrations.every((w, i) => known[i] === w);
  if (!same) {
    throw new BackupError(
      "Die Sicherung stammt von einer anderen Version von Hanfnetz (ihre Datenbank-Migrationen passen nicht zu dieser). Stelle sie mit der Version wieder her, mit der sie erstellt wurde. Es wurde nichts geändert.",
    );
  }
  await migrateTo(opened, dump.migrations.length);
  const loaded: Record<string, number> = {};
  await opened.db.transaction(async (tx) => {
    const tables = await tablesOf(tx);
    const missing = Object.keys(dump.tables).filter((t) => !tables.includes(t));
    if (missing.length) throw new BackupError(`Die Sicherung enthält Tabellen, die es hier nicht gibt: ${missing.join(", ")}.`);
    await tx.execute(sql`truncate ${sql.join(tables.map(ident), sql`, `)} cascade`);
    for (const table of await loadOrder(tx, tables)) {
      const file = path.join(dir, `${table}.jsonl`);
      loaded[table] = 0;
      if (!fs.existsSync(file)) continue;
      const cols = await tx.execute<{ name: string }>(sql`
        select attname as name from pg_attribute
        where attrelid = ${`public."${table}"`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`);
      const list = sql.join(
        cols.rows.map((c) => ident(c.name)),
        sql`, `,
      );
      for await (const batch of jsonLines(file)) {
        await tx.execute(
          sql`insert into ${ident(table)} (${list}) select ${list} from jsonb_populate_recordset(null::${ident(table)}, ${`[${batch.join(",")}]`}::jsonb)`,
        );
        loaded[table] += batch.length;
      }
      if (loaded[table] !== (dump.tables[table] ?? 0)) {
        throw new BackupError(`Tabelle ${table}: ${loaded[table]} statt ${dump.tables[table] ?? 0} Zeilen gelesen; die Sicherung ist unvollständig.`);
      }
    }
  });
  await migrateTo(opened);
  return loaded;
}
