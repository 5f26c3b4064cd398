/**
 * End-to-end run: build, start the production server on a free port with a fresh embedded
 * database (seeded with the demo data), drive Debian's Chromium with Playwright, stop the server.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_MISSING, findTestChromium } from "./chromium";
import { freePort } from "./net";

const chromium = findTestChromium();
if (!chromium) {
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}

if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-e2e-"));
const baseUrl = `http://127.0.0.1:${port}`;
const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  BASE_URL: baseUrl,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SMTP_URL: "",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
  // The demo's payment provider (production has none by default): the licence journey buys one.
  CONTEST_PAYMENT_PROVIDER: "instant",
  // 'Verbindung testen' of IndexNow posts to a stub server the test starts on 127.0.0.1 (decision 0039).
  INDEXNOW_ALLOW_LOCAL: "true",
};
const server = spawn("npx", ["tsx", "scripts/test-server.ts"], { env: serverEnv, stdio: ["ignore", "inherit", "inherit"], detached: true });

async function waitForHealth(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`Server beendet mit Code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("Server wurde nicht rechtzeitig bereit");
}

let code = 1;
try {
  await waitForHealth(180_000);
  const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium },
  });
  code = result.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    /* gone */
  }
  await new Promise((r) => setTimeout(r, 1000));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
