/**
 * The trivial React Router page of bench/baseline (same React Router version, Express +
 * compression + @react-router/express, one loader and a title): the yardstick that
 * scripts/bench-throughput.ts and scripts/lighthouse.ts measure side by side with our pages, so
 * that a figure taken on a busier or slower machine can still be read.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";

export const BASELINE_DIR = path.join(process.cwd(), "bench/baseline");

/** `react-router build` in `cwd` with NODE_ENV=production; exits the process if it fails. */
export function buildApp(cwd: string) {
  const b = spawnSync("npx", ["react-router", "build"], { cwd, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

/** Starts the built baseline on `port` (its own process group) and waits until it answers. */
export async function startBaseline(port: number): Promise<ChildProcess> {
  const child = spawn("npx", ["tsx", "bench/baseline/server.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("baseline did not start");
}
