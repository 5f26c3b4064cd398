/**
 * `npm run db:migrate`: applies the SQL migrations in db/migrations to the configured database, then
 * the data steps written in TypeScript (the one-time move of uploads to anonymous keys).
 */
import { migrateLegacyUploads } from "~/lib/upload-migration.server";
import { runCli } from "./cli";

await runCli("db:migrate", async (opened) => {
  const uploads = await migrateLegacyUploads(opened.db);
  if (uploads.moved > 0 || uploads.missing > 0) console.log(`Hochgeladene Dateien umgestellt: ${uploads.moved} verschoben, ${uploads.missing} fehlten.`);
  console.log(`Migrationen angewendet (${opened.kind === "postgres" ? "PostgreSQL" : "eingebettete Datenbank"}).`);
});
