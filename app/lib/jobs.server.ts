import pg from "pg";
import { db } from "./db.server";
import { logger } from "./logger.server";
import { runRetention } from "./retention.server";
import { purgeExpiredTrash } from "./trash.server";
import { cleanupUploads } from "./uploads.server";

/**
 * A tiny in-app scheduler (no cron needed): the server starts it once the database is open
 * (server/index.ts); tests call the job functions directly or start it explicitly.
 *
 * - Each job runs every `intervalMs`, the first time `firstDelayMs` after the start.
 * - A job never overlaps itself in this process; with several processes on PostgreSQL, the run
 *   holds a session advisory lock (`pg_try_advisory_lock`), and a process that cannot take it skips
 *   that run. The embedded database (PGlite) is single-process, so the process flag is enough.
 * - Errors are logged; the next run happens as scheduled.
 */
export type Job = { name: string; intervalMs: number /** Overrides the runner's first delay. */; firstDelayMs?: number; run: (now: Date) => Promise<unknown> };

const HOUR_MS = 60 * 60_000;

export const JOBS: readonly Job[] = [
  { name: "uploads-cleanup", intervalMs: HOUR_MS, run: (now) => cleanupUploads({ now }) },
  { name: "retention", intervalMs: HOUR_MS, run: (now) => runRetention({ now }) },
  // The 'Papierkorb': entries older than 30 days go for good, with the files only they used (decision 0030).
  { name: "trash-purge", intervalMs: HOUR_MS, run: (now) => purgeExpiredTrash({ now }) },
];

export type JobOutcome = "ran" | "skipped" | "failed";

const running = new Set<string>();

/** Runs the job body while holding the cross-process lock; false when another process holds it. */
async function withJobLock(name: string, body: () => Promise<void>): Promise<boolean> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    await body();
    return true;
  }
  const conn = await client.connect();
  const lockKey = `hanfnetz-job:${name}`;
  try {
    const got = await conn.query<{ locked: boolean }>("select pg_try_advisory_lock(hashtext($1)) as locked", [lockKey]);
    if (!got.rows[0]?.locked) return false;
    try {
      await body();
    } finally {
      await conn.query("select pg_advisory_unlock(hashtext($1))", [lockKey]);
    }
    return true;
  } finally {
    conn.release();
  }
}

/** Runs one job now (unless it is already running here or in another process). */
export async function runJob(job: Job, now = new Date()): Promise<JobOutcome> {
  if (running.has(job.name)) return "skipped";
  running.add(job.name);
  const started = Date.now();
  try {
    let result: unknown;
    const ran = await withJobLock(job.name, async () => {
      result = await job.run(now);
    });
    if (!ran) {
      logger.debug({ job: job.name }, "job skipped: running elsewhere");
      return "skipped";
    }
    logger.info({ job: job.name, ms: Date.now() - started, result }, "job finished");
    return "ran";
  } catch (error) {
    logger.error({ err: error, job: job.name }, "job failed");
    return "failed";
  } finally {
    running.delete(job.name);
  }
}

export type JobRunner = { stop: () => Promise<void> };

/** Starts the periodic jobs; `stop()` clears the timers and waits for running jobs. */
export function startJobs(opts: { jobs?: readonly Job[]; firstDelayMs?: number } = {}): JobRunner {
  const jobs = opts.jobs ?? JOBS;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<JobOutcome>>();
  let stopped = false;
  const schedule = (job: Job, delay: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      const run = runJob(job);
      inFlight.add(run);
      void run.finally(() => {
        inFlight.delete(run);
        if (!stopped) schedule(job, job.intervalMs);
      });
    }, delay);
    timer.unref();
    timers.add(timer);
  };
  for (const job of jobs) schedule(job, job.firstDelayMs ?? opts.firstDelayMs ?? 60_000);
  logger.info({ jobs: jobs.map((j) => j.name) }, "background jobs started");
  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
