import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, mapTileHosts, securityHeaders } from "./security";

describe("security headers", () => {
  it("builds a CSP that allows only our origin and nonce'd inline scripts", () => {
    const csp = contentSecurityPolicy("abc123", { dev: false });
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("sends every header with a fresh nonce per response", async () => {
    const app = express();
    app.use(securityHeaders({ dev: false }));
    app.get("/", (_req, res) => res.send(res.locals.nonce));
    const server = http.createServer(app).listen(0);
    const port = (server.address() as AddressInfo).port;
    try {
      const a = await fetch(`http://127.0.0.1:${port}/`);
      const b = await fetch(`http://127.0.0.1:${port}/`);
      const nonceA = await a.text();
      expect(nonceA).not.toBe(await b.text());
      expect(a.headers.get("content-security-policy")).toContain(`'nonce-${nonceA}'`);
      expect(a.headers.get("x-frame-options")).toBe("DENY");
      expect(a.headers.get("x-content-type-options")).toBe("nosniff");
      expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      const pp = a.headers.get("permissions-policy")!;
      expect(pp).toContain("camera=()");
      expect(pp).toContain("microphone=()");
      expect(pp).toContain("payment=()");
      expect(pp).toContain("geolocation=(self)");
    } finally {
      server.close();
    }
  });
});

describe("map tiles in the CSP (decision 0028)", () => {
  it("allows the tile host of MAP_TILE_URL as an image source", () => {
    expect(mapTileHosts("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toEqual(["https://tile.openstreetmap.org"]);
    expect(mapTileHosts("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")).toEqual(["https://*.tile.openstreetmap.org", "https://tile.openstreetmap.org"]);
    expect(mapTileHosts("http://insecure.example/{z}/{x}/{y}.png")).toEqual([]);
    expect(contentSecurityPolicy("n", { dev: false, imageHosts: mapTileHosts("https://tile.openstreetmap.org/{z}/{x}/{y}.png") })).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
  });
});
