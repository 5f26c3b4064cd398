/**
 * `npm run backup [-- --out FILE]`: writes one archive (.tar.gz) with the database and the data
 * folder's uploads and generated secret (app/lib/backup/, README "Backup and restore"). On
 * PostgreSQL it runs while the site runs (one consistent snapshot); the embedded database belongs
 * to the server while it runs, so the backup refuses then and asks to stop the server first.
 */
import path from "node:path";
import { createBackup } from "~/lib/backup/backup.server";
import { parseArgs, runCli } from "./cli";

const args = parseArgs(process.argv.slice(2));
const stamp = new Date().toISOString().slice(0, 19).replace("T", "-").replace(/:/g, "");
const out = path.resolve(typeof args.out === "string" ? args.out : path.join("backups", `hanfnetz-${stamp}.tar.gz`));

await runCli(
  "backup",
  async (opened, config) => {
    const started = Date.now();
    const result = await createBackup(
      { opened, dataDir: config.DATA_DIR, storage: config.S3_ENDPOINT ? "s3" : "local", secretFromEnv: Boolean(config.BETTER_AUTH_SECRET) },
      out,
    );
    const rows = Object.values(result.manifest.database.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Sicherung geschrieben: ${out}\n` +
        `  Datenbank (${opened.kind === "pglite" ? "eingebettet" : "PostgreSQL"}): ${Object.keys(result.manifest.database.tables).length} Tabellen, ${rows} Zeilen\n` +
        `  Dateien: ${result.manifest.files.uploads} Uploads${result.manifest.files.authSecret ? ", der erzeugte Schlüssel (auth-secret)" : ""}` +
        ` (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    if (result.missingFiles > 0) console.warn(`  Hinweis: ${result.missingFiles} Upload(s) wurden während der Sicherung gelöscht und fehlen.`);
    if (result.manifest.storage === "s3") console.warn("  Uploads liegen im S3-Bucket: sichere den Bucket getrennt (siehe README).");
    if (result.manifest.secret === "env") console.warn("  BETTER_AUTH_SECRET kommt aus der Umgebung und ist nicht in der Sicherung: bewahre ihn getrennt auf.");
  },
  {
    migrate: false,
    busyHint:
      "Die eingebettete Datenbank gehört dem laufenden Server: beende ihn für die Sicherung (Strg+C), führe `npm run backup` aus und starte ihn wieder. Mit PostgreSQL (DATABASE_URL) geht die Sicherung im laufenden Betrieb.",
  },
);
