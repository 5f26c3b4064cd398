/**
 * Load-test helpers shared by the bench scripts: start/stop the production server, measure a URL
 * with autocannon (a short warm-up, then the measured run).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
/** autocannon ships without type declarations; this is the part we use. */
export const autocannon = createRequire(import.meta.url)("autocannon") as (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { setupRequest: (req: { headers?: Record<string, string> }) => { headers?: Record<string, string> } }[];
}) => Promise<AutocannonResult>;

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Starts server/index.ts in production mode; with `stderrFile` its error output goes there (e.g. the DB_LOG_QUERIES lines). */
export function startServer(url: string, port: number, dataDir: string, extraEnv: Record<string, string> = {}, stderrFile?: string): Promise<ChildProcess> {
  const child = spawn("npx", ["tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SEED_ON_FIRST_START: "false",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", stderrFile ? fs.openSync(stderrFile, "a") : "inherit"],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 180_000;
    const poll = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error("server did not start"));
      setTimeout(poll, 300);
    };
    void poll();
  });
}

export function stopServer(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // gone
      }
      resolve();
    }, 10_000);
  });
}

export type Measure = { name: string; path: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };

export async function measure(base: string, name: string, p: string, headers?: Record<string, string> | Record<string, string>[]): Promise<Measure> {
  // Several header sets (e.g. the sessions of several members): each request takes the next one.
  const sets = Array.isArray(headers) ? headers : null;
  let turn = 0;
  const load = sets
    ? { requests: [{ setupRequest: (req: { headers?: Record<string, string> }) => ({ ...req, headers: { ...req.headers, ...sets[turn++ % sets.length] } }) }] }
    : { headers: headers as Record<string, string> | undefined };
  // Warm-up (caches, JIT), then the measured run.
  await autocannon({ url: base + p, connections: 2, duration: 2, ...load });
  const r = await autocannon({ url: base + p, connections: CONNECTIONS, duration: DURATION, ...load });
  return {
    name,
    path: p,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}
