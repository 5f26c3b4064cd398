import pg from "pg";
import { describe, expect, it } from "vitest";
import { db } from "./db.server";
import { JOBS, runJob, startJobs, type Job } from "./jobs.server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("in-app job runner", () => {
  it("has the uploads-cleanup, retention and trash-purge jobs, hourly", () => {
    expect(JOBS.map((j) => [j.name, j.intervalMs])).toEqual([
      ["uploads-cleanup", 3_600_000],
      ["retention", 3_600_000],
      ["trash-purge", 3_600_000],
    ]);
  });

  it("runs the real jobs against the database", async () => {
    for (const job of JOBS) expect(await runJob(job)).toBe("ran");
  });

  it("never overlaps a job with itself and survives errors", async () => {
    let release!: () => void;
    let calls = 0;
    const slow: Job = {
      name: "slow",
      intervalMs: 1000,
      run: () => {
        calls++;
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const first = runJob(slow);
    while (calls === 0) await sleep(2);
    expect(await runJob(slow)).toBe("skipped");
    release();
    expect(await first).toBe("ran");
    expect(calls).toBe(1);
    const failing: Job = { name: "failing", intervalMs: 1000, run: () => Promise.reject(new Error("kaputt")) };
    expect(await runJob(failing)).toBe("failed");
    expect(await runJob(failing)).toBe("failed"); // not stuck as running
  });

  it("skips a run while another process holds the job's advisory lock (PostgreSQL)", async () => {
    let calls = 0;
    const job: Job = { name: "locked-elsewhere", intervalMs: 1000, run: async () => void calls++ };
    const pool = (db as unknown as { $client: unknown }).$client;
    if (!(pool instanceof pg.Pool)) {
      // The embedded database is single-process: there is no other process to hold a lock.
      expect(await runJob(job)).toBe("ran");
      expect(calls).toBe(1);
      return;
    }
    const other = await pool.connect(); // stands in for a second server process
    try {
      await other.query("select pg_advisory_lock(hashtext($1))", ["hanfnetz-job:locked-elsewhere"]);
      expect(await runJob(job)).toBe("skipped");
      expect(calls).toBe(0);
      await other.query("select pg_advisory_unlock(hashtext($1))", ["hanfnetz-job:locked-elsewhere"]);
      expect(await runJob(job)).toBe("ran");
      expect(calls).toBe(1);
    } finally {
      other.release();
    }
  });

  it("runs each job after the first delay and then every interval, with the time of the run, until stopped", async () => {
    const runs: Date[] = [];
    const job: Job = { name: "tick", intervalMs: 20, run: async (now) => void runs.push(now) };
    // The first delay is long against the first check: a busy machine may wake the test late.
    const runner = startJobs({ jobs: [job], firstDelayMs: 150 });
    await sleep(5);
    expect(runs).toHaveLength(0);
    await sleep(400);
    await runner.stop();
    const count = runs.length;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(runs.every((d) => d instanceof Date)).toBe(true);
    await sleep(60);
    expect(runs.length).toBe(count);
  });
});
