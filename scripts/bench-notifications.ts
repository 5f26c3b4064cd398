/**
 * `npx tsx scripts/bench-notifications.ts`: the notification inbox at scale (issue #14), on the
 * production build and PostgreSQL (BENCH_DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 *
 * 1. Send to all: a fresh database with BENCH_MEMBERS members (default 100,000); an admin's
 *    send to all users (one set-based INSERT ... SELECT in one transaction, sendAdminMessage) is timed.
 * 2. Idle live streams: one server process (WEB_CONCURRENCY=1); BENCH_STREAMS members (default
 *    1,000) sign in and each opens /api/notifications/stream. Recorded: the process group's memory
 *    before and with the streams open, the database connections in use, and the delay from an
 *    admin's send to all until every stream has received the message (median and maximum).
 *
 * Results are appended to bench/RESULTS.md. Run it on a quiet machine; to check that it works,
 * use tiny sizes: BENCH_MEMBERS=200 BENCH_STREAMS=20 BENCH_SKIP_BUILD=1 BENCH_NO_RESULTS=1.
 */
import { hashPassword } from "better-auth/crypto";
import { spawnSync, execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openPostgres, runMigrations, setDatabase } from "~/lib/db.server";
import type { Viewer } from "~/lib/auth.server";
import { sendAdminMessage } from "~/features/notifications/admin-send.server";
import { freePort } from "./net";
import { startServer, stopServer } from "./lib/load";

const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
const PASSWORD = "Bench-Passwort-2026!";
const log = (...a: unknown[]) => console.log(`[bench-notifications ${new Date().toISOString().slice(11, 19)}]`, ...a);

function dbUrl(name: string) {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(sql: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Members bench_1..bench_n (bench_1..bench_streams with a password), and one admin. */
async function fill(url: string, n: number, withPassword: number) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const hash = await hashPassword(PASSWORD);
  try {
    await c.query(
      `insert into "user" (id, name, email, email_verified)
      select gen_random_uuid(), 'bench_' || i, 'bench_' || i || '@bench.test', true from generate_series(1, $1::int) i`,
      [n],
    );
    await c.query(`insert into profiles (id, username, email) select id, name, email from "user" where email like 'bench\\_%@bench.test'`);
    await c.query(
      `insert into account (id, account_id, provider_id, user_id, password)
      select gen_random_uuid(), u.id, 'credential', u.id, $2 from "user" u
      where u.email in (select 'bench_' || i || '@bench.test' from generate_series(1, $1::int) i)`,
      [withPassword, hash],
    );
    const admin = await c.query<{ id: string }>(
      `insert into "user" (id, name, email, email_verified) values (gen_random_uuid(), 'bench_admin', 'admin@bench.test', true) returning id`,
    );
    const adminId = admin.rows[0]!.id;
    await c.query(`insert into profiles (id, username, email) values ($1, 'bench_admin', 'admin@bench.test')`, [adminId]);
    await c.query(`insert into account (id, account_id, provider_id, user_id, password) values (gen_random_uuid(), $1::text, 'credential', $1::uuid, $2)`, [
      adminId,
      hash,
    ]);
    await c.query(`insert into user_roles (user_id, role) values ($1, 'admin')`, [adminId]);
    return adminId;
  } finally {
    await c.end();
  }
}

async function signIn(base: string, email: string, i: number): Promise<string> {
  const res = await fetch(`${base}/auth`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255 || 1}` },
    body: new URLSearchParams({ intent: "signin", email, password: PASSWORD }).toString(),
    redirect: "manual",
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => c.includes("session_token"))
    .join("; ");
  if (!cookie) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return cookie;
}

/** Opens a stream; resolves when it is ready; `arrived(title)` resolves at the first message with that title. */
function openStream(base: string, cookie: string) {
  const waiting = new Map<string, (at: number) => void>();
  let buffer = "";
  let request: http.ClientRequest;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get(`${base}/api/notifications/stream`, { headers: { cookie }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes("event: ready")) resolve();
          const data = /event: message\ndata: (.*)/.exec(block)?.[1];
          if (data) {
            const title = (JSON.parse(data) as { title: string }).title;
            waiting.get(title)?.(Date.now());
          }
        }
      });
    });
    request.on("error", reject);
  });
  return {
    ready,
    arrived: (title: string) => new Promise<number>((resolve) => waiting.set(title, resolve)),
    close: () => request.destroy(),
  };
}

function groupRssMb(pgid: number): number {
  const out = execFileSync("ps", ["-o", "rss=", "-g", String(pgid)], { encoding: "utf8" });
  return Math.round(out.split("\n").reduce((s, l) => s + (Number(l.trim()) || 0), 0) / 1024);
}

const pct = (values: number[], p: number) => {
  const s = [...values].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const name = `bench_notifications_${Date.now()}`;
await adminQuery(`create database ${name}`);
const url = dbUrl(name);
let server: Awaited<ReturnType<typeof startServer>> | null = null;
const streams: ReturnType<typeof openStream>[] = [];
const lines: string[] = [];
try {
  const opened = await openPostgres(url, 4);
  await runMigrations(opened);
  setDatabase(opened.db, opened.close);
  log(`filling ${MEMBERS} members`);
  const adminId = await fill(url, MEMBERS, Math.min(STREAMS, MEMBERS));

  // 1. Send to all, set-based.
  const viewer = {
    id: adminId,
    email: "admin@bench.test",
    emailVerified: true,
    username: "bench_admin",
    avatarUrl: null,
    isAdmin: true,
    canCreateContests: false,
    canCreateB2b: false,
    sessionId: "bench",
  } satisfies Viewer;
  const t0 = performance.now();
  const sent = await sendAdminMessage(viewer, { title: "Bench an alle", content: "Ein Test an alle Mitglieder.", recipients: "all_users" });
  const sendMs = Math.round(performance.now() - t0);
  log(`send to all: ${sent.count} recipients in ${sendMs} ms`);
  lines.push(
    `- Send to all users: ${sent.count.toLocaleString("en")} recipients in ${sendMs} ms (one INSERT ... SELECT, history, audit row and live announcement in one transaction).`,
  );

  // 2. Idle streams on one process.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-notifications-"));
  server = await startServer(url, port, dataDir, { WEB_CONCURRENCY: "1", PAGE_CACHE_SECONDS: "0" });
  const pgid = server.pid!;
  const rssBefore = groupRssMb(pgid);
  log(`signing in ${STREAMS} members`);
  const cookies: string[] = [];
  for (let i = 1; i <= STREAMS; i += 20) {
    const batch = Array.from({ length: Math.min(20, STREAMS - i + 1) }, (_, k) => signIn(base, `bench_${i + k}@bench.test`, i + k));
    cookies.push(...(await Promise.all(batch)));
  }
  const adminCookie = await signIn(base, "admin@bench.test", 0);
  // Opened 50 at a time (each opening reads the session once; a thousand at the same instant would
  // queue for the connection pool like a reconnect storm, which is not what this measures).
  log(`opening ${STREAMS} streams`);
  for (let i = 0; i < cookies.length; i += 50) {
    const batch = cookies.slice(i, i + 50).map((cookie) => openStream(base, cookie));
    streams.push(...batch);
    await Promise.all(batch.map((s) => s.ready));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const rssOpen = groupRssMb(pgid);
  const conns = new pg.Client({ connectionString: url });
  await conns.connect();
  const backends = Number((await conns.query<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = $1`, [name])).rows[0]!.n);
  await conns.end();

  const title = `Bench live ${Date.now()}`;
  const arrivals = streams.map((s) => s.arrived(title));
  const sentAt = Date.now();
  const res = await fetch(`${base}/admin/messages.data`, {
    method: "POST",
    headers: { cookie: adminCookie, "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ intent: "send", recipients: "all_users", title, content: "Live-Zustellung" }).toString(),
  });
  if (res.status !== 200) throw new Error(`send failed: ${res.status}`);
  const delays = (await Promise.all(arrivals)).map((at) => at - sentAt);
  log(`broadcast reached ${delays.length} streams: median ${pct(delays, 50)} ms, max ${Math.max(...delays)} ms`);
  lines.push(
    `- ${STREAMS.toLocaleString("en")} idle live streams on one process: memory of the process group ${rssBefore} MB before, ${rssOpen} MB with the streams open (${(((rssOpen - rssBefore) * 1024) / Math.max(1, STREAMS)).toFixed(1)} KB per stream); ${backends} connections to the bench database (the server's pool and its one LISTEN connection, plus this script's own; none per stream).`,
    `- A send to all (${(MEMBERS + 1).toLocaleString("en")} recipients) reached all ${STREAMS.toLocaleString("en")} streams: median ${pct(delays, 50)} ms, p99 ${pct(delays, 99)} ms, max ${Math.max(...delays)} ms after the POST (including the insert).`,
  );
} finally {
  for (const s of streams) s.close();
  if (server) await stopServer(server);
  const { closeDatabase } = await import("~/lib/db.server");
  await closeDatabase().catch(() => undefined);
  await adminQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
}

const report = [
  `\n## Notifications (issue #14), ${new Date().toISOString().slice(0, 10)}: ${MEMBERS.toLocaleString("en")} members, ${STREAMS.toLocaleString("en")} streams`,
  "",
  ...lines,
  "",
].join("\n");
console.log(report);
if (!process.env.BENCH_NO_RESULTS) fs.appendFileSync("bench/RESULTS.md", report);
process.exit(0);
