import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { openPglite, openPostgres, runMigrations, type Opened } from "~/lib/db.server";
import { pgliteTemplatePath, postgresTemplateName } from "./template-db";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when TEST_DB_DRIVER=postgres.
 */
export async function createTestDatabase(): Promise<Opened> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER === "postgres") {
    if (!url) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
    const name = `hanfnetz_t_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // The migrated template of tests/setup/global-setup.ts; migrations run only if it is missing.
    const template = postgresTemplateName();
    const hasTemplate = (await admin.query("select 1 from pg_database where datname = $1", [template])).rowCount === 1;
    await admin.query(hasTemplate ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const opened = await openPostgres(target.toString(), 4);
    if (!hasTemplate) await runMigrations(opened);
    return {
      ...opened,
      close: async () => {
        await opened.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        // pg's Pool.end() resolves before its clients' sockets have closed; a forced drop would
        // terminate those still closing, and each would raise an uncaught 57P01 in the test file.
        for (let i = 0; i < 50; i++) {
          const open = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
          if (open.rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const template = pgliteTemplatePath();
  if (fs.existsSync(template)) {
    const opened = await openPglite(undefined, new Blob([fs.readFileSync(template)]));
    await runMigrations(opened); // a no-op on the template; applies migrations newer than it
    return opened;
  }
  const opened = await openPglite();
  await runMigrations(opened);
  return opened;
}
