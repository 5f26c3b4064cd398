import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DatabaseBusyError } from "./db.server";

describe("embedded database lock", () => {
  it("refuses a second process while the lock is held by a live process, and takes over a stale lock", () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hn-lock-")), "pglite");
    const lockFile = `${dir}.lock`;
    // A live foreign holder (our parent process) -> refused with a clear message, nothing changed
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, purpose: "server" }));
    expect(() => acquireDataDirLock(dir, "db:seed")).toThrow(DatabaseBusyError);
    expect(() => acquireDataDirLock(dir, "db:seed")).toThrow(/wird gerade von Prozess \d+ \(server\) verwendet/);
    expect(JSON.parse(fs.readFileSync(lockFile, "utf8")).purpose).toBe("server");
    // A dead holder -> stale lock is replaced
    fs.writeFileSync(lockFile, JSON.stringify({ pid: 999_999_999, purpose: "server" }));
    const release = acquireDataDirLock(dir, "db:seed");
    expect(JSON.parse(fs.readFileSync(lockFile, "utf8"))).toMatchObject({ pid: process.pid, purpose: "db:seed" });
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
