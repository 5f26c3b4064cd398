import { describe, expect, it } from "vitest";
import { bodyLimitFor, isCleanUrl } from "./request-guards";

describe("request guards", () => {
  it("knows clean and malformed URLs", () => {
    expect(isCleanUrl("/")).toBe(true);
    expect(isCleanUrl("/empfehlung/m%C3%BCnchen-club?q=Gr%C3%BCn+Berlin&seite=2")).toBe(true);
    expect(isCleanUrl("/%E0%A4%A")).toBe(false);
    expect(isCleanUrl("/?q=%00")).toBe(false);
    expect(isCleanUrl("/empfehlung/%00")).toBe(false);
    expect(isCleanUrl("/blog?x=%FF")).toBe(false);
    expect(isCleanUrl("/a\u0001b")).toBe(false);
  });
  it("limits multipart bodies to 6 MB and everything else to 256 KB", () => {
    expect(bodyLimitFor("multipart/form-data; boundary=x")).toBe(6 * 1024 * 1024);
    expect(bodyLimitFor("application/x-www-form-urlencoded")).toBe(256 * 1024);
    expect(bodyLimitFor(undefined)).toBe(256 * 1024);
  });
});

import type { NextFunction, Request, Response } from "express";
import { hostGuard, methodGuard, originGuard, requestTarget } from "./request-guards";

function run(guard: (req: Request, res: Response, next: NextFunction) => void, req: Partial<Request> & { headers: Record<string, string> }) {
  const out: { status?: number; next: boolean; headers: Record<string, string>; body?: unknown } = { next: false, headers: {} };
  const res = {
    setHeader: (k: string, v: string) => (out.headers[k] = v),
    hasHeader: (k: string) => k in out.headers,
    status(code: number) {
      out.status = code;
      return this;
    },
    json(body: unknown) {
      out.body = body;
    },
    type() {
      return this;
    },
    send(body: unknown) {
      out.body = body;
    },
    end() {},
  } as unknown as Response;
  guard({ path: "/api/x", ...req } as Request, res, () => (out.next = true));
  return out;
}

describe("origin guard", () => {
  const guard = originGuard("https://hanfnetz.de");
  it("lets same-site and non-browser requests through", () => {
    expect(run(guard, { method: "POST", headers: { origin: "https://hanfnetz.de" } }).next).toBe(true);
    expect(run(guard, { method: "POST", headers: {} }).next).toBe(true);
    expect(run(guard, { method: "POST", headers: { "sec-fetch-site": "same-origin" } }).next).toBe(true);
    expect(run(guard, { method: "GET", headers: { origin: "http://evil.example" } }).next).toBe(true);
  });
  it("refuses cross-site POSTs with 403 and a German message", () => {
    const refused = run(guard, { method: "POST", headers: { origin: "http://evil.example" } });
    expect(refused.next).toBe(false);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ ok: false, error: "Diese Anfrage kam nicht von unserer Seite und wurde abgelehnt." });
    expect(run(guard, { method: "POST", headers: { "sec-fetch-site": "cross-site" } }).status).toBe(403);
    expect(run(guard, { method: "POST", headers: { origin: "null" } }).status).toBe(403);
  });
  it("accepts the request's own loopback origin (local development on another port)", () => {
    expect(run(originGuard("http://localhost:3000"), { method: "POST", headers: { origin: "http://127.0.0.1:4000", host: "127.0.0.1:4000" } }).next).toBe(true);
    expect(run(originGuard("http://localhost:3000"), { method: "POST", headers: { origin: "http://127.0.0.1:4000", host: "127.0.0.1:5000" } }).status).toBe(
      403,
    );
  });
});

describe("method guard", () => {
  it("answers unknown methods with 405 and Allow, OPTIONS with 204, and leaves PUT, PATCH, DELETE to the routes", () => {
    const trace = run(methodGuard, { method: "TRACE", headers: {} });
    expect(trace.status).toBe(405);
    expect(trace.headers.Allow).toBe("GET, HEAD, POST");
    expect(run(methodGuard, { method: "OPTIONS", headers: {} }).status).toBe(204);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(run(methodGuard, { method, headers: {} }).next).toBe(true);
  });
});

describe("request target and Host (issue #28)", () => {
  it("reads an absolute-form target as its path and leaves other targets to the URL guard", () => {
    const req = { url: "http://other.example/blog?x=1", originalUrl: "http://other.example/blog?x=1", headers: {} } as unknown as Request;
    let called = false;
    requestTarget(req, {} as Response, () => (called = true));
    expect(called).toBe(true);
    expect([req.url, req.originalUrl]).toEqual(["/blog?x=1", "/blog?x=1"]);
    const star = { url: "*", originalUrl: "*", headers: {} } as unknown as Request;
    requestTarget(star, {} as Response, () => undefined);
    expect(star.url).toBe("*");
    expect(isCleanUrl("*")).toBe(false);
    expect(isCleanUrl("http://other.example/")).toBe(false);
  });

  it("answers an HTTP/1.1 request without Host with a German 400 and lets HTTP/1.0 through", () => {
    const missing = run(hostGuard, { method: "GET", httpVersionMajor: 1, httpVersionMinor: 1, headers: {} });
    expect(missing.status).toBe(400);
    expect(missing.headers.Connection).toBe("close");
    expect(run(hostGuard, { method: "GET", httpVersionMajor: 1, httpVersionMinor: 0, headers: {} }).next).toBe(true);
    expect(run(hostGuard, { method: "GET", httpVersionMajor: 1, httpVersionMinor: 1, headers: { host: "hanfnetz.de" } }).next).toBe(true);
  });

  it("closes the connection after a refusal that leaves the body unread, not after one whose body arrived", () => {
    expect(run(originGuard("https://hanfnetz.de"), { method: "POST", complete: false, headers: { origin: "http://evil.example" } }).headers.Connection).toBe(
      "close",
    );
    expect(
      run(originGuard("https://hanfnetz.de"), { method: "POST", complete: true, headers: { origin: "http://evil.example" } }).headers.Connection,
    ).toBeUndefined();
  });
});
