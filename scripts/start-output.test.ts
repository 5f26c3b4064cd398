import { describe, expect, it } from "vitest";
import { buildReason, consoleLinesFor } from "./start-output";

const ctx = { demo: true, serverLog: "data/logs/server.log" };
const line = (entry: object) => JSON.stringify({ level: 30, time: 1, pid: 1, ...entry });

describe("npm start's console", () => {
  it("shows the database, the address and the demo sign-in when the server listens", () => {
    const lines = consoleLinesFor(line({ port: 3000, database: "pglite", mode: "production", msg: "Hanfnetz listening on http://localhost:3000" }), ctx);
    expect(lines).toEqual([
      "Database ready (embedded PGlite).",
      "Hanfnetz is running: http://localhost:3000",
      "Sign in as a demo member: lena@demo.hanfnetz.de / Demo-Passwort-2026! (admin: admin@hanfnetz.de / Hanfnetz-Admin-2026!)",
      "Server log: data/logs/server.log. Stop with Ctrl+C.",
    ]);
  });

  it("names no demo sign-in on PostgreSQL or without the demo data", () => {
    const lines = consoleLinesFor(line({ port: 8080, database: "postgres", msg: "Hanfnetz listening on http://localhost:8080" }), { ...ctx, demo: false });
    expect(lines[0]).toBe("Database ready (PostgreSQL).");
    expect(lines.join("\n")).not.toContain("demo");
  });

  it("tells when the demo data is filled in and ready", () => {
    expect(consoleLinesFor(line({ msg: "first start: filling the embedded database with demo data" }), ctx)).toEqual([
      expect.stringMatching(/^Demo data: filling/),
    ]);
    expect(consoleLinesFor(line({ msg: 'demo data ready in 5200 ms: {"providers":40}' }), ctx)).toEqual(["Demo data ready."]);
  });

  it("keeps the informational lines (requests, jobs, seed steps) in the log file only", () => {
    expect(consoleLinesFor(line({ msg: "request", method: "GET", url: "/" }), ctx)).toEqual([]);
    expect(consoleLinesFor(line({ msg: "background jobs started" }), ctx)).toEqual([]);
    expect(consoleLinesFor("not json at all", ctx)).toEqual([]);
  });

  it("shows every warning and error in one line that names the log file", () => {
    expect(consoleLinesFor(line({ level: 40, msg: "requests still running after the grace period" }), ctx)).toEqual([
      "warning: requests still running after the grace period (details in data/logs/server.log)",
    ]);
    expect(consoleLinesFor(line({ level: 50, msg: "unhandled request error", err: { stack: "x\ny" } }), ctx)).toEqual([
      "error: unhandled request error (details in data/logs/server.log)",
    ]);
  });
});

describe("npm start's rebuild decision", () => {
  const current = { builtAt: 2_000, newestSource: 1_000, lockStamp: "abc", lockHash: "abc" };

  it("builds on the first start and after a source changed", () => {
    expect(buildReason({ ...current, builtAt: 0 })).toBe("first start");
    expect(buildReason({ ...current, newestSource: 3_000 })).toBe("the sources changed");
  });

  it("does not rebuild for a lock file that npm install rewrote with the same content", () => {
    // The lock file is no longer among the sources compared by time: only its content counts.
    expect(buildReason(current)).toBeNull();
    expect(buildReason({ ...current, lockStamp: null })).toBeNull();
  });

  it("rebuilds when the lock file's content changed since the build", () => {
    expect(buildReason({ ...current, lockHash: "def" })).toBe("the installed packages changed");
  });
});
