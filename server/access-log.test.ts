import express from "express";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { captureLog } from "../tests/support/log";
import { accessLog } from "./access-log";

describe("access log (issue #7 section 4)", () => {
  it("logs each request with the URL's tokens and e-mail addresses scrubbed", async () => {
    const { log, lines, text } = captureLog();
    const app = express();
    app.use((_req, res, next) => {
      res.locals.requestId = "req-1";
      next();
    });
    app.use(accessLog(log));
    app.get("/{*splat}", (_req, res) => void res.status(302).send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const token = "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im9wZmVyQGV4YW1wbGUuY29tIn0.c2ln";
      await fetch(`${base}/api/auth/verify-email?token=${token}&callbackURL=%2Fauth%2Fcallback`, { redirect: "manual" });
      await fetch(`${base}/api/auth/reset-password/ResetToken123?callbackURL=%2Freset-password`, { redirect: "manual" });
      await fetch(`${base}/forgot-password?email=opfer%40example.com`, { redirect: "manual" });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lines.map((l) => l.url)).toEqual([
        "/api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth%2Fcallback",
        "/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password",
        "/forgot-password?email=[redacted]",
      ]);
      expect(lines[0]).toMatchObject({ requestId: "req-1", method: "GET", status: 302, msg: "request" });
      expect(text()).not.toContain(token);
      expect(text()).not.toContain("ResetToken123");
      expect(text()).not.toContain("opfer");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
