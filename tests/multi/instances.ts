import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "../../scripts/net";
import { currentDatabaseUrl } from "./database";

export type Instance = { url: string; stop: () => Promise<void> };

/**
 * Starts a production server process (the build in build/) on PostgreSQL `databaseUrl`: several
 * of them on one database are several app instances behind a load balancer.
 */
export async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-instance-"));
  const child: ChildProcess = spawn("npx", ["tsx", "scripts/test-server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "warn",
      VITEST: "",
      BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("instance did not start");
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: async () => {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // gone
      }
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The password of the accounts the multi-instance tests create. */
export const PASSWORD = "Test-Passwort-2026!";

/**
 * Two app instances on this test file's PostgreSQL database, started before the file's tests and
 * stopped after them. The returned object's `a` and `b` are set once `beforeAll` has run.
 */
export function twoInstances(): { a: Instance; b: Instance } {
  const pair = {} as { a: Instance; b: Instance };
  beforeAll(async () => {
    const url = currentDatabaseUrl();
    [pair.a, pair.b] = await Promise.all([startInstance(url), startInstance(url)]);
  });
  afterAll(async () => {
    await Promise.all([pair.a?.stop(), pair.b?.stop()]);
  });
  return pair;
}
