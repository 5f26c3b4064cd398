import http, { type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "pino";

/**
 * HTTP time limits (docs/security.md "Time limits"):
 * - `headersMs`: the request line and headers must arrive within 20 s of the first byte;
 * - `requestMs`: the whole request (headers and body) within 30 s;
 * - `keepAliveMs`: a keep-alive connection without a next request is closed after 5 s;
 * - `idleMs`: a connection on which nothing moves for 45 s is closed, also one that never sends a
 *   byte (Node applies the header and request limits only once a request has begun). A request
 *   the server is still working on is left to its own limits (database statement timeout);
 *   live streams (Server-Sent Events) write a keep-alive comment every 25 s, so they stay open;
 * - `checkIntervalMs`: how often Node checks the header and request limits (its default, 30 s,
 *   would let a slow client hold a connection for up to 60 s).
 * A silent connection is closed after at most 45 s, a slow one after at most 31 s (request) or
 * 46 s (a stalled upload: idle).
 */
export type HttpTimeouts = { requestMs: number; headersMs: number; keepAliveMs: number; idleMs: number; checkIntervalMs: number };
export const HTTP_TIMEOUTS: HttpTimeouts = { requestMs: 30_000, headersMs: 20_000, keepAliveMs: 5_000, idleMs: 45_000, checkIntervalMs: 1_000 };

/** How long a shutdown waits for requests in flight before closing their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Requests in flight per connection (a connection idle past `idleMs` with none is closed). */
const inFlight = new WeakMap<Socket, number>();

export function applyHttpTimeouts(server: Server, timeouts: HttpTimeouts = HTTP_TIMEOUTS) {
  server.requestTimeout = timeouts.requestMs;
  server.headersTimeout = timeouts.headersMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.timeout = timeouts.idleMs;
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once("close", () => inFlight.set(socket, Math.max((inFlight.get(socket) ?? 1) - 1, 0)));
  });
  // With a listener, Node leaves the decision to us: close a connection that is idle (no request,
  // or a request whose answer the client does not read); keep one whose answer is being computed.
  server.on("timeout", (socket: Socket) => {
    const busy = (inFlight.get(socket) ?? 0) > 0;
    if (busy && socket.writableLength === 0) return;
    socket.destroy();
  });
}

/** The German answer to a request Node could not parse (or that came too slowly). */
const CLIENT_ERRORS = new Map<string, { status: string; text: string }>([
  ["ERR_HTTP_REQUEST_TIMEOUT", { status: "408 Request Timeout", text: "Die Anfrage kam zu langsam an. Bitte versuche es erneut." }],
  ["HPE_HEADER_OVERFLOW", { status: "431 Request Header Fields Too Large", text: "Die Kopfzeilen der Anfrage sind zu groß." }],
]);

/**
 * The HTTP server of a worker (and of the HTTP tests): Node's server with the time limits above,
 * no English answers to requests it cannot parse (a German 400, 408 or 431 with `Connection:
 * close`), and HTTP/1.1 requests without `Host` passed to the app (which answers them in German,
 * server/app.ts) instead of Node's empty 400.
 */
export function createHttpServer(handler: RequestListener, timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  const server = http.createServer({ connectionsCheckingInterval: timeouts.checkIntervalMs, requireHostHeader: false }, handler);
  applyHttpTimeouts(server, timeouts);
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    // An answer already under way cannot be replaced (as Node's own handler does).
    const answer = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (!socket.writable || answer?.headersSent) {
      socket.destroy();
      return;
    }
    const refusal = CLIENT_ERRORS.get(error.code ?? "") ?? { status: "400 Bad Request", text: "Ungültige Anfrage." };
    const body = Buffer.from(refusal.text, "utf8");
    socket.end(
      `HTTP/1.1 ${refusal.status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${refusal.text}`,
    );
  });
  return server;
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
