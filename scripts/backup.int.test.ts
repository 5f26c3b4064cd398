import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~db/types";
import { seed } from "~db/seed";
import { DEMO_ADMIN } from "~db/seed/accounts";
import { signInWithPassword } from "~/features/auth/auth.server";
import { CLIENT_IP_HEADER, loadViewer } from "~/lib/auth.server";
import { BackupError, assertEmptyDataDir, createBackup, restoreBackup } from "~/lib/backup/backup.server";
import { db, openPglite, openPostgres, withDatabase, type Opened } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { createTestUpload } from "../tests/support/factories";

/**
 * Backup and restore (issue #28): a seeded site with uploads, a generated secret and a signed-in
 * session is backed up and restored into a fresh embedded database (always) and into a fresh
 * PostgreSQL database (with TEST_DATABASE_URL); every table comes back row for row, the uploads
 * byte for byte, and the session cookie is valid again with the same secret.
 */

const run = promisify(execFile);
const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `hanfnetz-${prefix}-`));

/**
 * Row count and a checksum of every public table (rows as JSON, sorted), without the generated
 * search columns: each database computes those itself (PGlite and PostgreSQL 15 differ in details).
 */
async function checksums(database: Database) {
  const tables = await database.execute<{ name: string; generated: string[] }>(sql`
    select c.relname as name, coalesce(array_agg(a.attname::text) filter (where a.attgenerated <> ''), '{}') as generated
    from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid and a.attnum > 0
    where n.nspname = 'public' and c.relkind = 'r' group by c.relname order by 1`);
  const out: Record<string, string> = {};
  for (const { name, generated } of tables.rows) {
    const row = sql`(to_jsonb(t) - ${`{${generated.join(",")}}`}::text[])::text`;
    const r = await database.execute<{ n: number; sum: string }>(sql`
      select count(*)::int as n, md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as sum
      from ${sql.identifier(name)} t`);
    out[name] = `${r.rows[0]!.n}:${r.rows[0]!.sum}`;
  }
  return out;
}

let archive: string;
let source: Record<string, string>;
let cookie: string;
let uploads: { fullKey: string; bytes: Buffer }[];
const secret = `generierter-schluessel-${crypto.randomBytes(8).toString("hex")}`;

beforeAll(async () => {
  await seed(db);
  const made = [await createTestUpload({ ownerId: null, bucket: "avatars" }), await createTestUpload({ ownerId: null, bucket: "blog-images" })];
  const dataDir = env().DATA_DIR;
  uploads = made.map((u) => ({ fullKey: u.fullKey, bytes: fs.readFileSync(path.join(dataDir, "uploads", u.fullKey)) }));
  fs.writeFileSync(path.join(dataDir, "auth-secret"), secret);
  const request = new Request("http://localhost:3000/auth", { method: "POST", headers: { "user-agent": "vitest", [CLIENT_IP_HEADER]: "10.40.0.1" } });
  const signedIn = await signInWithPassword(request, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  expect(signedIn.ok).toBe(true);
  cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect((await loadViewer(new Headers({ cookie })))?.email).toBe(DEMO_ADMIN.email);

  archive = path.join(tmp("archive"), "sicherung.tar.gz");
  const opened = { db, kind: process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite", close: async () => undefined } as Opened;
  const result = await createBackup({ opened, dataDir, storage: "local", secretFromEnv: false }, archive);
  expect(result.manifest.files).toEqual({ uploads: 2, authSecret: true });
  expect(result.manifest.database.tables.session).toBeGreaterThan(0);
  source = await checksums(db);
}, 180_000);

/** The restored site has every row, the uploads, the secret and the session. */
async function expectRestored(target: Opened, dataDir: string) {
  expect(await checksums(target.db)).toEqual(source);
  for (const u of uploads) expect(fs.readFileSync(path.join(dataDir, "uploads", u.fullKey)).equals(u.bytes)).toBe(true);
  expect(fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(secret);
  const viewer = await withDatabase(target.db, () => loadViewer(new Headers({ cookie })));
  expect(viewer).toMatchObject({ email: DEMO_ADMIN.email, isAdmin: true });
}

describe("backup and restore (issue #28)", () => {
  it("restores rows, uploads, secret and the signed-in session into a fresh embedded database", async () => {
    const dataDir = tmp("restore");
    assertEmptyDataDir(dataDir, { embedded: true });
    const target = await openPglite(path.join(dataDir, "pglite"));
    try {
      const result = await restoreBackup(archive, { opened: target, dataDir });
      expect(result.uploads).toBe(2);
      await expectRestored(target, dataDir);
      // A second restore into the same target is refused, and nothing changes.
      await expect(restoreBackup(archive, { opened: target, dataDir })).rejects.toThrow(/ist nicht leer/);
      expect(() => assertEmptyDataDir(dataDir, { embedded: true })).toThrow(BackupError);
      expect(await checksums(target.db)).toEqual(source);
    } finally {
      await target.close();
    }

    // The command-line tools on that folder: restore refuses the non-empty target, backup writes an archive.
    const cli = (script: string, args: string[]) =>
      run(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } }).then(
        (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
      );
    const broken = path.join(tmp("broken"), "kaputt.tar.gz");
    fs.writeFileSync(broken, "keine Sicherung");
    const empty = tmp("empty");
    const unreadable = await run(process.execPath, ["--import", "tsx", "scripts/restore.ts", broken], {
      env: { ...process.env, DATA_DIR: empty, DATABASE_URL: "" },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(unreadable).toMatchObject({ code: 1, stderr: expect.stringContaining("ist keine lesbare Sicherung") });
    expect(fs.readdirSync(empty)).toEqual([]); // nothing opened or created
    const refused = await cli("restore", [archive]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("Das Ziel ist nicht leer");
    expect(refused.err).toContain("Es wurde nichts geändert");
    const again = path.join(tmp("archive2"), "b.tar.gz");
    const written = await cli("backup", ["--out", again]);
    expect(written.code).toBe(0);
    expect(written.err).toContain("BETTER_AUTH_SECRET kommt aus der Umgebung"); // the tests set it
    expect(written.out).toContain("Sicherung geschrieben");
    expect(fs.statSync(again).size).toBeGreaterThan(1000);
    // While another process (here: this test) holds the embedded database, the backup refuses in German.
    fs.writeFileSync(path.join(dataDir, "pglite.lock"), JSON.stringify({ pid: process.pid, purpose: "server" }));
    const busy = await cli("backup", ["--out", path.join(tmp("archive3"), "c.tar.gz")]);
    expect(busy.code).toBe(1);
    expect(busy.err).toContain("beende ihn für die Sicherung");
  }, 240_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "restores the same backup into a fresh PostgreSQL database and refuses a non-empty one",
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `hanfnetz_restore_${crypto.randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const targetUrl = new URL(url);
      targetUrl.pathname = `/${name}`;
      const target = await openPostgres(targetUrl.toString(), 2);
      const dataDir = tmp("restore-pg");
      try {
        await restoreBackup(archive, { opened: target, dataDir });
        await expectRestored(target, dataDir);
        await expect(restoreBackup(archive, { opened: target, dataDir: tmp("other") })).rejects.toThrow(/Die Datenbank ist nicht leer/);
      } finally {
        await target.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    240_000,
  );
});
