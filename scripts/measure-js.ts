/**
 * First visit of home in bytes on the wire (as the server sends them, brotli or gzip): every
 * script the server-rendered HTML of `/` references (entry script, <link rel="modulepreload">, the
 * route modules the inline entry imports), plus HTML, CSS and translation files (scripts/lib/first-visit.ts). Builds nothing: run
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
import { firstVisitOnWire } from "./lib/first-visit";

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
  const visit = await firstVisitOnWire(base, "/");
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const f of [...visit.jsFiles].sort((a, b) => b.bytes - a.bytes)) console.log(`${kb(f.bytes).padStart(9)} ${f.encoding.padEnd(8)} ${f.url}`);
  console.log(`\nJavaScript on the wire: ${visit.jsFiles.length} files, ${kb(visit.js)} (target ≤ 100 KB: ${visit.js <= 100 * 1024 ? "met" : "MISSED"})`);
  console.log(
    `First visit on the wire: HTML ${kb(visit.html)}, CSS ${kb(visit.css)}, JS ${kb(visit.js)}, translations ${kb(visit.json)}, icon sprite ${kb(visit.icons)}, total ${kb(visit.total)}`,
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stop);
