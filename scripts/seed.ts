/**
 * `npm run db:seed [-- --reset]`: fills the database with the demo data. On a database that
 * already holds data it changes nothing unless --reset is given (which empties every table first).
 */
import { sql } from "drizzle-orm";
import { isSeeded, seed } from "~db/seed";
import { parseArgs, runCli } from "./cli";
import { seedImageStore } from "~/lib/seed-images.server";

const args = parseArgs(process.argv.slice(2));

await runCli("db:seed", async ({ db }) => {
  if (await isSeeded(db)) {
    if (!args.reset) {
      console.log("Die Datenbank enthält bereits Daten – nichts geändert. Mit `npm run db:seed -- --reset` wird sie geleert und neu befüllt.");
      return 0;
    }
    const tables = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
    const names = tables.rows.map((r) => `"public"."${r.tablename}"`).join(", ");
    if (names) await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
    console.log("Alle Tabellen geleert.");
  }
  await seed(db, { log: (m) => console.log(m), images: seedImageStore });
  console.log("Demo-Daten angelegt.");
});
