import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Opened } from "../db.server";
import { BackupError, readArchive, writeArchive, isSafeEntryName, type ArchiveEntry } from "./archive.server";
import { databaseIsEmpty, dumpDatabase, loadDatabase, type DumpResult } from "./database.server";

export { BackupError } from "./archive.server";

/**
 * `npm run backup` / `npm run restore -- FILE` (issue #28, README "Backup and restore"): one
 * .tar.gz with `manifest.json`, the database as JSON lines per table (`db/<table>.jsonl`, see
 * database.server.ts) and the data folder's uploads (`data/uploads/…`, local storage) and
 * generated secret (`data/auth-secret`). The mail outbox and the embedded database's own files are
 * not copied. A restore goes only into an empty target: no database tables, no uploads, no secret.
 */

export const BACKUP_FORMAT = "hanfnetz-backup";
export const BACKUP_VERSION = 1;

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: DumpResult & { driver: Opened["kind"] };
  files: { uploads: number; authSecret: boolean };
  /** Where uploads lived: with "s3" they are in the bucket, not in the archive. */
  storage: "local" | "s3";
  /** Where the session secret came from: the archive holds it only for "data-dir". */
  secret: "data-dir" | "env";
};

export type BackupSource = { opened: Opened; dataDir: string; storage: "local" | "s3"; secretFromEnv: boolean };

function* filesUnder(root: string, prefix: string): Generator<{ name: string; file: string }> {
  if (!fs.existsSync(root)) return;
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const file = path.join(root, entry.name);
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(file, name);
    else if (entry.isFile() && isSafeEntryName(name)) yield { name, file };
  }
}

/** Writes a backup of the database and the data folder to `outFile`. */
export async function createBackup(source: BackupSource, outFile: string, now = new Date()) {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-backup-"));
  try {
    const dump = await dumpDatabase(source.opened.db, path.join(staging, "db"));
    // Files after the database snapshot: an upload deleted in between is counted as missing.
    const uploads = [...filesUnder(path.join(source.dataDir, "uploads"), "data/uploads")];
    const secretFile = path.join(source.dataDir, "auth-secret");
    const authSecret = fs.existsSync(secretFile);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      database: { driver: source.opened.kind, ...dump },
      files: { uploads: uploads.length, authSecret },
      storage: source.storage,
      secret: source.secretFromEnv ? "env" : "data-dir",
    };
    let missing = 0;
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      yield { name: "manifest.json", text: `${JSON.stringify(manifest, null, 2)}\n` };
      for (const table of Object.keys(dump.tables)) yield { name: `db/${table}.jsonl`, file: path.join(staging, "db", `${table}.jsonl`) };
      if (authSecret) yield { name: "data/auth-secret", file: secretFile };
      for (const upload of uploads) {
        if (fs.existsSync(upload.file)) yield upload;
        else missing++;
      }
    }
    await writeArchive(outFile, entries());
    return { file: outFile, manifest, missingFiles: missing };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function hasFiles(dir: string): boolean {
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir, { withFileTypes: true }).some((e) => (e.isDirectory() ? hasFiles(path.join(dir, e.name)) : true));
}

/**
 * Refuses a data folder that already holds data (before anything is opened or written): the
 * embedded database's files (only when the restore goes into the embedded database), uploads or a
 * generated secret.
 */
export function assertEmptyDataDir(dataDir: string, opts: { embedded: boolean }) {
  const found: string[] = [];
  if (opts.embedded && hasFiles(path.join(dataDir, "pglite"))) found.push(`${path.join(dataDir, "pglite")} (eine Datenbank)`);
  if (hasFiles(path.join(dataDir, "uploads"))) found.push(`${path.join(dataDir, "uploads")} (hochgeladene Dateien)`);
  if (fs.existsSync(path.join(dataDir, "auth-secret"))) found.push(`${path.join(dataDir, "auth-secret")} (ein Schlüssel)`);
  if (found.length) {
    throw new BackupError(
      `Das Ziel ist nicht leer: ${found.join(", ")}. Eine Sicherung wird nur in ein leeres Ziel wiederhergestellt: wähle einen leeren DATA_DIR oder verschiebe die vorhandenen Daten. Es wurde nichts geändert.`,
    );
  }
}

function readManifest(dir: string, file: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as Manifest;
  } catch {
    throw new BackupError(`Die Datei ${file} ist keine Sicherung von Hanfnetz (manifest.json fehlt).`);
  }
  if (manifest.format !== BACKUP_FORMAT || typeof manifest.database?.tables !== "object" || !Array.isArray(manifest.database?.migrations)) {
    throw new BackupError(`Die Datei ${file} ist keine Sicherung von Hanfnetz.`);
  }
  if (manifest.version > BACKUP_VERSION) throw new BackupError(`Die Sicherung hat ein neueres Format (${manifest.version}); bitte aktualisiere Hanfnetz.`);
  return manifest;
}

/** The manifest of an archive (its first entry), read without unpacking the rest: a quick check before a restore. */
export async function inspectBackup(file: string): Promise<Manifest> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-inspect-"));
  try {
    await readArchive(file, dir, { only: "manifest.json" });
    return readManifest(dir, file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function copyTree(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  let n = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) n += copyTree(src, dst);
    else {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(src, dst, fs.constants.COPYFILE_EXCL);
      n++;
    }
  }
  return n;
}

export type RestoreTarget = {
  opened: Opened;
  dataDir: string;
  describe?: string;
  /** Called once the target is found empty, before anything is written. */
  onStart?: () => void;
};

/** Restores `file` into an empty database and data folder. */
export async function restoreBackup(file: string, target: RestoreTarget) {
  if (!(await databaseIsEmpty(target.opened.db))) {
    throw new BackupError(
      `Die Datenbank${target.describe ? ` ${target.describe}` : ""} ist nicht leer (sie enthält bereits Tabellen). Eine Sicherung wird nur in eine leere Datenbank wiederhergestellt: lege eine neue an und setze DATABASE_URL darauf. Es wurde nichts geändert.`,
    );
  }
  assertEmptyDataDir(target.dataDir, { embedded: false });
  target.onStart?.();
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-restore-"));
  try {
    await readArchive(file, unpacked);
    const manifest = readManifest(unpacked, file);
    const tables = await loadDatabase(target.opened, path.join(unpacked, "db"), manifest.database);
    const uploads = copyTree(path.join(unpacked, "data", "uploads"), path.join(target.dataDir, "uploads"));
    const secret = path.join(unpacked, "data", "auth-secret");
    if (fs.existsSync(secret)) {
      fs.mkdirSync(target.dataDir, { recursive: true });
      fs.copyFileSync(secret, path.join(target.dataDir, "auth-secret"), fs.constants.COPYFILE_EXCL);
      fs.chmodSync(path.join(target.dataDir, "auth-secret"), 0o600);
    }
    return { manifest, tables, uploads };
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}
