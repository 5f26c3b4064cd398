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
import { methodGuard, originGuard } from "./request-guards";

function run(guard: (req: Request, res: Response, next: NextFunction) => void, req: Partial<Request> & { headers: Record<string, string> }) {
  const out: { status?: number; next: boolean; headers: Record<string, string>; body?: unknown } = { next: false, headers: {} };
  const res = {
    setHeader: (k: string, v: string) => (out.headers[k] = v),
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
    expect(run(originGuard("http://localhost:3000"), { method: "POST", headers: { origin: "http://127.0.0.1:4000", host: "127.0.0.1:5000" } }).status).toBe(403);
  });
});

describe("method guard", () => {
  it("answers PUT with 405 and Allow, OPTIONS with 204", () => {
    const put = run(methodGuard, { method: "PUT", headers: {} });
    expect(put.status).toBe(405);
    expect(put.headers.Allow).toBe("GET, HEAD, POST");
    expect(run(methodGuard, { method: "OPTIONS", headers: {} }).status).toBe(204);
    expect(run(methodGuard, { method: "POST", headers: {} }).next).toBe(true);
  });
});
