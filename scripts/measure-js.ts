/**
 * First-visit JavaScript of home, measured like scripts/bench.ts (firstVisit): every script the
 * server-rendered HTML of `/` references (entry script, <link rel="modulepreload">, the route
 * modules the inline entry imports), gzip level 9 with zlib. Builds nothing: run
 * `npx react-router build` first. Starts the built server (NODE_ENV=production, PORT 3456, a
 * temporary DATA_DIR unless DATA_DIR is set; the first start seeds the demo data), prints every
 * file with its gzip size and the total, then stops the server.
 *
 *   npx tsx scripts/measure-js.ts
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const PORT = Number(process.env.PORT ?? 3456);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "hn-measure-"));

const server = spawn("npx", ["tsx", "server/index.ts"], {
  env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(PORT) },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});

function stop() {
  try {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("server did not start within 180 s");
}

async function main() {
  await waitForServer();
  const html = await (await fetch(`${base}/`)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) urls.add(m[1]!);
  const rows: { url: string; raw: number; gzip: number }[] = [];
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, base))).arrayBuffer());
    rows.push({ url: u, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const r of rows) console.log(`${kb(r.gzip).padStart(9)} gzip  ${kb(r.raw).padStart(9)} raw  ${r.url}`);
  const raw = rows.reduce((s, r) => s + r.raw, 0);
  const gzip = rows.reduce((s, r) => s + r.gzip, 0);
  console.log(`\n${rows.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip (target ≤ 150 KB: ${gzip <= 150 * 1024 ? "met" : "MISSED"})`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stop);
