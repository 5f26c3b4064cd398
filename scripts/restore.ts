/**
 * `npm run restore -- FILE`: restores a backup of `npm run backup` into an empty target: the
 * configured database (PostgreSQL from DATABASE_URL, else the embedded one in DATA_DIR) and DATA_DIR.
 * A target that holds data is refused and nothing is changed (README "Backup and restore").
 */
import fs from "node:fs";
import path from "node:path";
import { assertEmptyDataDir, inspectBackup, restoreBackup } from "~/lib/backup/backup.server";
import { CliError, runCli } from "./cli";

const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!file) {
  console.error("Aufruf: npm run restore -- DATEI (eine Sicherung von `npm run backup`)");
  process.exit(1);
}
const archive = path.resolve(file);
let dataDir = "";
let embedded = false;
let started = false;

await runCli(
  "restore",
  async (opened, config) => {
    const target = opened.kind === "postgres" ? `(${new URL(config.DATABASE_URL!).pathname.slice(1)})` : `in ${path.join(config.DATA_DIR, "pglite")}`;
    const result = await restoreBackup(archive, { opened, dataDir: config.DATA_DIR, describe: target, onStart: () => (started = true) });
    const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Wiederhergestellt aus ${archive} (Sicherung vom ${result.manifest.createdAt}): ${rows} Zeilen in ${Object.keys(result.tables).length} Tabellen, ${result.uploads} Uploads.`,
    );
    if (result.manifest.storage === "s3") console.warn("Die Uploads lagen im S3-Bucket: stelle den Bucket getrennt wieder her (siehe README).");
    if (result.manifest.secret === "env")
      console.warn("Setze BETTER_AUTH_SECRET auf denselben Wert wie beim gesicherten Server, sonst sind Sitzungen und Links ungültig.");
  },
  {
    migrate: false,
    // Nothing is opened or created before the archive is readable and the data folder is empty.
    beforeOpen: async (config) => {
      dataDir = config.DATA_DIR;
      embedded = !config.DATABASE_URL;
      try {
        assertEmptyDataDir(config.DATA_DIR, { embedded });
        await inspectBackup(archive);
      } catch (error) {
        throw new CliError((error as Error).message);
      }
    },
    // A failed restore leaves the target as empty as it was (the checks above found nothing there).
    afterClose: (ok) => {
      if (ok || !started) return;
      if (embedded) fs.rmSync(path.join(dataDir, "pglite"), { recursive: true, force: true });
      fs.rmSync(path.join(dataDir, "uploads"), { recursive: true, force: true });
      fs.rmSync(path.join(dataDir, "auth-secret"), { force: true });
      console.error(
        embedded
          ? "Das Ziel wurde wieder geleert."
          : "Die Zieldatenbank kann schon Tabellen enthalten: lösche sie und lege sie neu an, bevor du es noch einmal versuchst.",
      );
    },
  },
);
