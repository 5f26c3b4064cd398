import type { Server } from "node:http";
import type { Logger } from "pino";

/**
 * HTTP time limits: a request (headers and body) must arrive within 30 s, its headers within 20 s;
 * an idle keep-alive connection is closed after 5 s. Slow clients cannot hold connections open.
 */
export const HTTP_TIMEOUTS = { requestMs: 30_000, headersMs: 20_000, keepAliveMs: 5_000 } as const;

/** How long a shutdown waits for requests in flight before closing their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

export function applyHttpTimeouts(server: Server, timeouts = HTTP_TIMEOUTS) {
  server.requestTimeout = timeouts.requestMs;
  server.headersTimeout = timeouts.headersMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
}

type ShutdownDeps = {
  server: Server;
  closeDatabase: () => Promise<void>;
  log: Logger;
  exit: (code: number) => void;
  graceMs?: number;
};

/**
 * Graceful shutdown: stop accepting connections, let requests in flight finish (at most
 * `graceMs`, then their connections are closed), close the database, exit with `code`.
 * Calling it again while it runs does nothing.
 */
export function createShutdown({ server, closeDatabase, log, exit, graceMs = SHUTDOWN_GRACE_MS }: ShutdownDeps) {
  let running: Promise<void> | undefined;
  return function shutdown(reason: string, code = 0): Promise<void> {
    running ??= (async () => {
      log.info({ reason, code }, "shutting down");
      // Whatever hangs (a stuck database close after an uncaught exception), the process ends.
      const watchdog = setTimeout(() => exit(code || 1), graceMs + 5_000);
      watchdog.unref();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections become idle when their request ends: close them as they do.
      server.closeIdleConnections();
      const sweeper = setInterval(() => server.closeIdleConnections(), 100);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), graceMs);
      });
      if ((await Promise.race([closed, grace])) === "timeout") {
        log.warn({ graceMs }, "requests still running after the grace period; closing their connections");
        server.closeAllConnections();
        await closed;
      }
      clearTimeout(timer);
      clearInterval(sweeper);
      try {
        await closeDatabase();
      } catch (error) {
        log.error({ err: error }, "closing the database failed");
        code = code || 1;
      }
      log.info({ code }, "stopped");
      clearTimeout(watchdog);
      exit(code);
    })();
    return running;
  };
}

type ProcessLike = Pick<NodeJS.Process, "on">;

/**
 * SIGINT/SIGTERM shut down cleanly (exit 0). An unhandled rejection or uncaught exception is
 * logged and shuts down with exit code 1, so that the supervisor (systemd, Docker, …) restarts
 * a process in a known state instead of one that limps on.
 */
export function installProcessHandlers(shutdown: (reason: string, code?: number) => Promise<void>, log: Logger, proc: ProcessLike = process) {
  proc.on("SIGINT", () => void shutdown("SIGINT"));
  proc.on("SIGTERM", () => void shutdown("SIGTERM"));
  proc.on("unhandledRejection", (reason: unknown) => {
    log.fatal({ err: reason }, "unhandled promise rejection");
    void shutdown("unhandledRejection", 1);
  });
  proc.on("uncaughtException", (error: Error) => {
    log.fatal({ err: error }, "uncaught exception");
    void shutdown("uncaughtException", 1);
  });
}
