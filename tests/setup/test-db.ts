import crypto from "node:crypto";
import pg from "pg";
import { openPglite, openPostgres, runMigrations, type Opened } from "~/lib/db.server";

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
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const opened = await openPostgres(target.toString(), 4);
    await runMigrations(opened);
    return {
      ...opened,
      close: async () => {
        await opened.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const opened = await openPglite();
  await runMigrations(opened);
  return opened;
}
