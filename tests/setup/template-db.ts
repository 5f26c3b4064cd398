import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MIGRATIONS_FOLDER } from "~/lib/db.server";

/**
 * One migrated template database shared by all test files of a run (and reused by later runs
 * while the migrations are unchanged): a PGlite data-directory dump for PGlite, a template
 * database for PostgreSQL. Creating a PGlite from scratch (initdb) costs about 3.5 s per file;
 * loading the dump costs under 1 s.
 */
export function migrationsHash(): string {
  const hash = crypto.createHash("sha256");
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else if (name.endsWith(".sql") || name === "_journal.json") hash.update(name).update(fs.readFileSync(file));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest("hex").slice(0, 16);
}

export function pgliteTemplatePath(hash = migrationsHash()) {
  return path.join(os.tmpdir(), `hanfnetz-pglite-template-${hash}.tar`);
}

export function postgresTemplateName(hash = migrationsHash()) {
  return `hanfnetz_tpl_${hash}`;
}
