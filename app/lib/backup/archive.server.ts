import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import * as tar from "tar-stream";

/**
 * The backup archive (issue #28): one gzip-compressed tar file. Written from a list of entries
 * (files on disk or text), read back into a folder. Only names the backup itself writes are
 * accepted when reading (no absolute paths, no `..`, no links or devices), so a crafted archive
 * cannot write outside the folder it is unpacked into.
 */

export class BackupError extends Error {}
class StopReading extends Error {}

export type ArchiveEntry = { name: string; file: string } | { name: string; text: string };

/** Names inside the archive: manifest, database tables, the data folder's uploads and secret. */
const SAFE_NAME = /^(?:manifest\.json|db\/[a-z_][a-z0-9_]*\.jsonl|data\/auth-secret|data\/uploads(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)+)$/;

export function isSafeEntryName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.split("/").some((part) => part === ".." || part === ".");
}

/** Writes the entries, in order, into `outFile` (.tar.gz). */
export async function writeArchive(outFile: string, entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(outFile, { mode: 0o600 }));
  try {
    for await (const entry of entries) {
      if (!isSafeEntryName(entry.name)) throw new BackupError(`Ungültiger Name in der Sicherung: ${entry.name}`);
      if ("text" in entry) {
        await new Promise<void>((resolve, reject) => pack.entry({ name: entry.name, mode: 0o600 }, entry.text, (err) => (err ? reject(err) : resolve())));
        continue;
      }
      const stat = fs.statSync(entry.file);
      await new Promise<void>((resolve, reject) => {
        const sink = pack.entry({ name: entry.name, size: stat.size, mode: 0o600, mtime: stat.mtime }, (err) => (err ? reject(err) : resolve()));
        fs.createReadStream(entry.file).on("error", reject).pipe(sink);
      });
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    fs.rmSync(outFile, { force: true });
    throw error;
  }
  await written;
}

/**
 * Unpacks `file` into `dir` (which must exist); refuses names the backup does not write. With
 * `only`, stops after that entry. Returns the names.
 */
export async function readArchive(file: string, dir: string, opts: { only?: string } = {}): Promise<string[]> {
  if (!fs.existsSync(file)) throw new BackupError(`Die Sicherungsdatei ${file} gibt es nicht.`);
  const names: string[] = [];
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    const name = header.name;
    if (header.type !== "file" || !isSafeEntryName(name)) {
      stream.resume();
      extract.destroy(new BackupError(`Die Datei ${file} ist keine Sicherung von Hanfnetz (unerwarteter Eintrag „${name}“).`));
      return;
    }
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    names.push(name);
    stream
      .pipe(fs.createWriteStream(target, { mode: 0o600 }))
      .on("finish", () => (opts.only === name ? extract.destroy(new StopReading()) : next()))
      .on("error", (err) => next(err));
  });
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  } catch (error) {
    if (error instanceof StopReading) return names;
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Die Datei ${file} ist keine lesbare Sicherung (beschädigt oder kein .tar.gz-Archiv von \`npm run backup\`).`);
  }
  return names;
}
