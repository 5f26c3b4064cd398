/** `npm run db:migrate`: applies the SQL migrations in db/migrations to the configured database. */
import { runCli } from "./cli";

await runCli("db:migrate", async (opened) => {
  console.log(`Migrationen angewendet (${opened.kind === "postgres" ? "PostgreSQL" : "eingebettete Datenbank"}).`);
});
