import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres, runMigrations } from "~/lib/db.server";
import { pgliteTemplatePath, postgresTemplateName } from "./template-db";

/** Vitest global setup: builds the migrated template database once per migrations hash. */
export default async function setup() {
  process.env.NODE_ENV = "test";
  if (process.env.TEST_DB_DRIVER === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
    const name = postgresTemplateName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (exists.rowCount === 0) {
        // Templates of older migration sets are no longer needed.
        const old = await admin.query<{ datname: string }>(
          "select datname from pg_database where datname like 'hanfnetz_tpl_%' and datname not like '%_build_%'",
        );
        for (const row of old.rows) await admin.query(`drop database if exists ${row.datname} with (force)`).catch(() => undefined);
        const building = `${name}_build_${process.pid}`;
        await admin.query(`create database ${building}`);
        const target = new URL(url);
        target.pathname = `/${building}`;
        const opened = await openPostgres(target.toString(), 1);
        await runMigrations(opened);
        await opened.close();
        // Another run may have finished first; the rename is the atomic publish.
        await admin.query(`alter database ${building} rename to ${name}`).catch(async () => {
          await admin.query(`drop database if exists ${building} with (force)`);
        });
      }
    } finally {
      await admin.end();
    }
    return;
  }
  const file = pgliteTemplatePath();
  if (fs.existsSync(file)) return;
  for (const name of fs.readdirSync(path.dirname(file))) {
    if (name.startsWith("hanfnetz-pglite-template-") && name.endsWith(".tar")) fs.rmSync(path.join(path.dirname(file), name), { force: true });
  }
  const opened = await openPglite();
  await runMigrations(opened);
  const client = (opened.db as unknown as { $client: { dumpDataDir: (c: "none") => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  await opened.close();
}
