import net from "node:net";

export type RawAnswer = {
  /** The status of the first answer (0 when none arrived). */
  status: number;
  headers: Record<string, string>;
  /** The body as text (chunked encoding removed). */
  body: string;
  /** Milliseconds from connecting until the first answer's headers arrived (-1: none). */
  answeredMs: number;
  /** Milliseconds from connecting until the server closed the connection (-1: still open at the deadline). */
  closedMs: number;
};

/**
 * Sends `head` (and `body` chunks) over a plain TCP connection and collects what comes back until
 * the server closes the connection or `waitMs` passes: for requests fetch cannot send (absolute-form
 * targets, no Host, garbage) and for watching when the server closes a connection.
 */
export function rawRequest(
  base: string,
  head: string,
  /** keepOpen: wait for the server to close the connection (or `waitMs`) instead of returning once the first answer is complete. */
  opts: { body?: string | Buffer; waitMs?: number; keepOpen?: boolean } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const waitMs = opts.waitMs ?? 5_000;
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    let answeredMs = -1;
    let done = false;
    const socket = net.connect(Number(port), hostname);
    const finish = (closedMs: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parse(Buffer.concat(chunks)), answeredMs, closedMs });
    };
    const timer = setTimeout(() => finish(-1), waitMs);
    socket.on("connect", () => {
      socket.write(head);
      if (opts.body !== undefined) socket.write(opts.body);
    });
    socket.on("data", (chunk) => {
      if (answeredMs === -1) answeredMs = Date.now() - started;
      chunks.push(chunk);
      if (!opts.keepOpen && isComplete(Buffer.concat(chunks))) finish(-1);
    });
    socket.on("end", () => finish(Date.now() - started));
    socket.on("close", () => finish(Date.now() - started));
    socket.on("error", () => finish(Date.now() - started));
  });
}

/** Whether `raw` holds a whole answer (headers and the body its Content-Length or chunked encoding announces). */
function isComplete(raw: Buffer): boolean {
  const end = raw.indexOf("\r\n\r\n");
  if (end === -1) return false;
  const head = raw.subarray(0, end).toString("latin1");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  if (status === 204 || status === 304 || (status >= 100 && status < 200)) return true;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) return raw.length - (end + 4) >= Number(length[1]);
  if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) return raw.subarray(end + 4).includes("0\r\n\r\n");
  return false;
}

function parse(raw: Buffer): Pick<RawAnswer, "status" | "headers" | "body"> {
  const end = raw.indexOf("\r\n\r\n");
  if (end === -1) return { status: 0, headers: {}, body: raw.toString("utf8") };
  const [statusLine, ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if (headers["transfer-encoding"]?.includes("chunked")) body = unchunk(body);
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "")?.[1] ?? 0), headers, body: body.toString("utf8") };
}

function unchunk(body: Buffer): Buffer {
  const out: Buffer[] = [];
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    if (lineEnd === -1) break;
    const size = Number.parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
  return Buffer.concat(out);
}

/** Opens `count` connections that never send a byte; resolves with each one's close time (ms after opening, -1 if still open at `waitMs`). */
export function silentSockets(base: string, count: number, waitMs: number): Promise<number[]> {
  const { hostname, port } = new URL(base);
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number>((resolve) => {
          const started = Date.now();
          const socket = net.connect(Number(port), hostname);
          // Read whatever comes (a 408), so that the server's close is seen ('close' needs a reading socket).
          socket.resume();
          const timer = setTimeout(() => {
            socket.destroy();
            resolve(-1);
          }, waitMs);
          socket.on("close", () => {
            clearTimeout(timer);
            resolve(Date.now() - started);
          });
          socket.on("error", () => undefined);
        }),
    ),
  );
}
