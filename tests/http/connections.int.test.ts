import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTEST_STREAM_KEEPALIVE_MS } from "~/features/contests/live.server";
import { NOTIFICATION_LIMITS } from "~/features/notifications/messages";
import { HTTP_TIMEOUTS, type HttpTimeouts } from "../../server/lifecycle";
import { createTestUser } from "../support/factories";
import { signIn, startApp } from "./harness";
import { rawRequest, silentSockets } from "./raw";

/**
 * Connections (issue #28 items 1, 4 and 14), over real sockets against the production bundle on
 * a worker's HTTP server: silent and slow connections are closed, live streams are not, an early
 * refusal closes the connection so the client reads the German answer, and static files carry
 * the security headers of pages.
 */
const PASSWORD = "Test-Passwort-2026!";
/** Short limits, so that the closing can be watched in seconds. */
const SHORT: HttpTimeouts = { headersMs: 1_000, requestMs: 1_500, keepAliveMs: 500, idleMs: 1_200, checkIntervalMs: 200 };

let app: Awaited<ReturnType<typeof startApp>>;
let memberCookie: string;

beforeAll(async () => {
  await createTestUser({ username: "conny_conn", email: "conny@example.com", password: PASSWORD });
  app = await startApp();
  memberCookie = await signIn(app.url, "conny@example.com", PASSWORD);
});

afterAll(async () => {
  await app?.close();
});

const host = () => new URL(app.url).host;

/** A socket that sends the request line and one more header line every `everyMs`, never finishing. */
function drippingHeaders(base: string, everyMs: number, waitMs: number): Promise<{ closedMs: number; answer: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = "";
    const socket = net.connect(Number(port), hostname);
    const drip = setInterval(() => socket.writable && socket.write(`X-Langsam-${Date.now()}: ja\r\n`), everyMs);
    const timer = setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      resolve({ closedMs: -1, answer });
    }, waitMs);
    socket.on("connect", () => socket.write(`GET / HTTP/1.1\r\nHost: ${new URL(base).host}\r\n`));
    socket.on("data", (d) => (answer += d.toString("utf8")));
    socket.on("close", () => {
      clearInterval(drip);
      clearTimeout(timer);
      resolve({ closedMs: Date.now() - started, answer });
    });
    socket.on("error", () => undefined);
  });
}

describe("idle and slow connections (issue #28 item 1)", () => {
  it("production limits: a silent connection is closed within 60 s, a slow one within the documented limits", () => {
    expect(HTTP_TIMEOUTS.idleMs).toBeLessThanOrEqual(60_000);
    // Node checks header and request limits every checkIntervalMs: the worst case is the sum.
    expect(HTTP_TIMEOUTS.headersMs + HTTP_TIMEOUTS.checkIntervalMs).toBeLessThanOrEqual(60_000);
    expect(HTTP_TIMEOUTS.requestMs + HTTP_TIMEOUTS.checkIntervalMs).toBeLessThanOrEqual(60_000);
    expect(HTTP_TIMEOUTS.keepAliveMs).toBeLessThanOrEqual(60_000);
    // Live streams write a keep-alive comment well inside the idle limit, so they stay open.
    for (const keepAlive of [NOTIFICATION_LIMITS.keepAliveMs, CONTEST_STREAM_KEEPALIVE_MS]) expect(keepAlive * 1.5).toBeLessThan(HTTP_TIMEOUTS.idleMs);
  });

  it("closes 20 silent connections, a slow header, a stalled body and an idle keep-alive connection", async () => {
    const short = await startApp(SHORT);
    try {
      const started = Date.now();
      const [silent, drip, stalled, keepAlive] = await Promise.all([
        silentSockets(short.url, 20, 8_000),
        drippingHeaders(short.url, 300, 8_000),
        rawRequest(
          short.url,
          `POST /api/favorites HTTP/1.1\r\nHost: ${new URL(short.url).host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`,
          {
            body: "providerId=",
            waitMs: 8_000,
            keepOpen: true,
          },
        ),
        rawRequest(short.url, `GET /healthz HTTP/1.1\r\nHost: ${new URL(short.url).host}\r\n\r\n`, { waitMs: 8_000, keepOpen: true }),
      ]);
      const slowest = Math.max(...silent, drip.closedMs, stalled.closedMs, keepAlive.closedMs);
      console.log(
        `issue #28 figures: 20 silent connections closed after ${Math.min(...silent)}–${Math.max(...silent)} ms (idle limit ${SHORT.idleMs} ms); slow header ${drip.closedMs} ms, stalled body ${stalled.closedMs} ms, idle keep-alive ${keepAlive.closedMs} ms; all within ${Date.now() - started} ms`,
      );
      expect(
        silent.filter((ms) => ms === -1),
        "silent connections still open",
      ).toEqual([]);
      expect(Math.max(...silent)).toBeLessThan(SHORT.idleMs + 1_500);
      expect(drip.closedMs).toBeGreaterThan(0);
      expect(drip.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(drip.answer).toContain("Die Anfrage kam zu langsam an");
      expect(stalled.closedMs).toBeGreaterThan(0);
      expect(keepAlive.status).toBe(200);
      expect(keepAlive.closedMs).toBeGreaterThan(0);
      expect(slowest).toBeLessThan(5_000);
    } finally {
      await short.close();
    }
  });

  it("keeps a live stream open past the request and header limits (its keep-alive comments keep it busy)", async () => {
    const short = await startApp({ ...SHORT, idleMs: HTTP_TIMEOUTS.idleMs });
    try {
      const stream = await rawRequest(short.url, `GET /api/contests/stream HTTP/1.1\r\nHost: ${new URL(short.url).host}\r\nAccept: text/event-stream\r\n\r\n`, {
        waitMs: 4_000,
        keepOpen: true,
      });
      expect(stream.status).toBe(200);
      expect(stream.headers["content-type"]).toMatch(/text\/event-stream/);
      expect(stream.body).toContain("event: ready");
      expect(stream.closedMs, "the stream was closed by the server").toBe(-1);
    } finally {
      await short.close();
    }
  });
});

describe("early refusals close the connection (issue #28 item 4)", () => {
  const declared = 200_000;
  const cases = [
    {
      name: "cross-site POST (Origin guard, 403)",
      status: 403,
      headers: "Origin: http://evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\n",
      path: "/api/favorites",
      cookie: false,
    },
    { name: "a body of a type the form does not take (415)", status: 415, headers: "Content-Type: application/xml\r\n", path: "/api/favorites", cookie: true },
    {
      name: "an anonymous write refused before its body is read (401, a page's action)",
      status: 401,
      headers: "Content-Type: multipart/form-data; boundary=zzz\r\n",
      path: "/admin/ads.data",
      cookie: false,
    },
    { name: "a malformed address (400)", status: 400, headers: "Content-Type: application/x-www-form-urlencoded\r\n", path: "/%E0%A4%A", cookie: false },
    {
      name: "a declared body over the limit (413)",
      status: 413,
      headers: "Content-Type: application/x-www-form-urlencoded\r\n",
      path: "/api/favorites",
      cookie: false,
      length: 5_000_000,
    },
    {
      name: "PUT to an API route (405)",
      status: 405,
      headers: "Content-Type: application/x-www-form-urlencoded\r\n",
      path: "/api/favorites",
      cookie: true,
      method: "PUT",
    },
  ];
  for (const c of cases) {
    it(`${c.name}: the German answer arrives at once and the connection closes`, async () => {
      const head =
        `${c.method ?? "POST"} ${c.path} HTTP/1.1\r\nHost: ${host()}\r\nAccept: application/json\r\n${c.cookie ? `Cookie: ${memberCookie}\r\n` : ""}` +
        `${c.headers}Content-Length: ${c.length ?? declared}\r\n\r\n`;
      // Only the first 4 KB of the declared body are sent: the server must not wait for the rest.
      const answer = await rawRequest(app.url, head, { body: "a".repeat(4096), waitMs: 4_000, keepOpen: true });
      expect(answer.status).toBe(c.status);
      expect(answer.headers.connection).toBe("close");
      expect(answer.answeredMs).toBeGreaterThan(-1);
      expect(answer.answeredMs).toBeLessThan(2_000);
      expect(answer.closedMs, "the server left the connection open, waiting for the body").toBeGreaterThan(-1);
      expect(answer.closedMs).toBeLessThan(2_500);
      expect(answer.body).toMatch(/[äöüß]|Anfrage|Methode|Format|angemeldet|Seite/);
    });
  }
});

describe("static files get the security headers of pages (issue #28 item 14)", () => {
  it("client build, public files, uploads, favicon and robots.txt: nosniff, frame denial, referrer policy, CSP", async () => {
    const asset = fs.readdirSync(path.resolve("build/client/assets")).find((f) => f.endsWith(".js"))!;
    const uploads = path.join(process.env.DATA_DIR!, "uploads", "avatars");
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, "probe.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const files = [
      `/assets/${asset}`,
      "/favicon.svg",
      "/images/demo/other.svg",
      "/locales/de/common.json",
      "/locales/de/public.json",
      "/media/avatars/probe.svg",
      "/favicon.ico",
      "/robots.txt",
    ];
    const problems: string[] = [];
    for (const file of files) {
      const res = await fetch(`${app.url}${file}`);
      await res.arrayBuffer();
      const h = (name: string) => res.headers.get(name) ?? "";
      if (res.status !== 200) problems.push(`${file}: ${res.status}`);
      if (h("x-content-type-options") !== "nosniff") problems.push(`${file}: no nosniff`);
      if (h("x-frame-options") !== "DENY") problems.push(`${file}: no frame denial`);
      if (h("referrer-policy") !== "strict-origin-when-cross-origin") problems.push(`${file}: no referrer policy`);
      if (!h("content-security-policy")) problems.push(`${file}: no CSP`);
      const sandboxed = file.endsWith(".svg") || file.startsWith("/media/") || file.startsWith("/assets/") || file.startsWith("/locales/");
      if (sandboxed && !(h("content-security-policy").includes("default-src 'none'") && h("content-security-policy").includes("sandbox"))) {
        problems.push(`${file}: CSP without default-src 'none' and sandbox: ${h("content-security-policy")}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
