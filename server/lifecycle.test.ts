import { EventEmitter } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { captureLog } from "../tests/support/log";
import net from "node:net";
import { applyHttpTimeouts, createHttpServer, createShutdown, HTTP_TIMEOUTS, installProcessHandlers } from "./lifecycle";

/** A server whose /slow answers after `ms`, and /hang never. */
async function startServer(slowMs: number) {
  const server = http.createServer((req, res) => {
    if (req.url === "/hang") return;
    setTimeout(() => res.end("fertig"), req.url === "/slow" ? slowMs : 0);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("HTTP time limits and graceful shutdown (issue #7 section 5)", () => {
  it("sets request, header and keep-alive timeouts", async () => {
    const { server } = await startServer(0);
    applyHttpTimeouts(server);
    expect(server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
    expect(server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    expect(server.timeout).toBe(HTTP_TIMEOUTS.idleMs);
    await new Promise((resolve) => server.close(resolve));
  });

  it("answers a request Node cannot parse in German and closes the connection", async () => {
    const server = createHttpServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve) => {
      let text = "";
      const socket = net.connect(port, "127.0.0.1", () => socket.write("HALLO WELT\r\n\r\n"));
      socket.on("data", (d) => (text += d.toString("utf8")));
      socket.on("close", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain("Connection: close");
    expect(answer).toContain("Ungültige Anfrage.");
    await new Promise((resolve) => server.close(resolve));
  });

  it("stops accepting, lets the running request finish, then closes the database and exits 0", async () => {
    const { server, base } = await startServer(300);
    const { log } = captureLog();
    const events: string[] = [];
    let exitCode: number | undefined;
    const shutdown = createShutdown({
      server,
      log,
      closeDatabase: async () => void events.push("database closed"),
      exit: (code) => {
        events.push("exit");
        exitCode = code;
      },
      graceMs: 5_000,
    });
    const running = fetch(`${base}/slow`).then(async (r) => {
      events.push("request finished");
      return r.text();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const done = shutdown("SIGTERM");
    await expect(fetch(`${base}/fast`)).rejects.toThrow();
    expect(await running).toBe("fertig");
    await done;
    expect(events).toEqual(["request finished", "database closed", "exit"]);
    expect(exitCode).toBe(0);
    // A second signal does not start a second shutdown.
    await shutdown("SIGINT");
    expect(events.filter((e) => e === "exit")).toHaveLength(1);
  });

  it("closes connections still busy after the grace period", async () => {
    const { server, base } = await startServer(0);
    const { log, lines } = captureLog();
    let exitCode: number | undefined;
    let dbClosed = false;
    const shutdown = createShutdown({ server, log, closeDatabase: async () => void (dbClosed = true), exit: (c) => (exitCode = c), graceMs: 150 });
    const hanging = fetch(`${base}/hang`).catch(() => "abgebrochen");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await shutdown("SIGTERM");
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await hanging).toBe("abgebrochen");
    expect(dbClosed).toBe(true);
    expect(exitCode).toBe(0);
    expect(lines.some((l) => String(l.msg).includes("grace period"))).toBe(true);
  });

  it("logs unhandled rejections and uncaught exceptions and shuts down with exit code 1", async () => {
    const proc = new EventEmitter();
    const { log, lines } = captureLog();
    const calls: [string, number | undefined][] = [];
    installProcessHandlers(async (reason, code) => void calls.push([reason, code]), log, proc as unknown as Pick<NodeJS.Process, "on">);
    proc.emit("unhandledRejection", new Error("vergessen"));
    proc.emit("uncaughtException", new Error("kaputt"));
    proc.emit("SIGTERM");
    expect(calls).toEqual([
      ["unhandledRejection", 1],
      ["uncaughtException", 1],
      ["SIGTERM", undefined],
    ]);
    expect(lines.filter((l) => l.level === 60).map((l) => (l.err as { message: string }).message)).toEqual(["vergessen", "kaputt"]);
  });
});

import { workerCount } from "./workers";

describe("worker count", () => {
  it("is one process with the embedded database or in development, one per core (or WEB_CONCURRENCY) on PostgreSQL", () => {
    expect(workerCount({ NODE_ENV: "production" }, 8)).toBe(1);
    expect(workerCount({ NODE_ENV: "development", DATABASE_URL: "postgres://x" }, 8)).toBe(1);
    expect(workerCount({ NODE_ENV: "production", DATABASE_URL: "postgres://x" }, 8)).toBe(8);
    expect(workerCount({ NODE_ENV: "production", DATABASE_URL: "postgres://x", WEB_CONCURRENCY: 3 }, 8)).toBe(3);
  });
});
