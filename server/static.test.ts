import express from "express";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wireBytes } from "../scripts/lib/first-visit";
import { precompressDir } from "./precompress";
import { firstSegment, staticFiles } from "./static";

let dir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "hn-static-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "entry-abc123.js"), "export const x = 1;\n".repeat(2000));
  fs.writeFileSync(path.join(dir, "common.json"), JSON.stringify({ text: "Hallo ".repeat(1000) }));
  fs.writeFileSync(path.join(dir, "tiny.json"), "{}");
  expect(precompressDir(dir)).toBe(2);
  // A file written after the build (React Router's route manifest): only it is compressed again.
  fs.writeFileSync(path.join(dir, "assets", "manifest-def456.js"), "window.m = 1;\n".repeat(500));
  expect(precompressDir(dir, { onlyNew: true })).toBe(1);
  expect(fs.existsSync(path.join(dir, "assets", "manifest-def456.js.br"))).toBe(true);
  const app = express();
  app.use("/assets", staticFiles(path.join(dir, "assets"), { immutable: true }));
  app.use(staticFiles(dir, { immutable: false }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("precompressed static files", () => {
  it("sends brotli or gzip as the browser accepts, with Vary and immutable caching of hashed assets", async () => {
    const br = await wireBytes(`${base}/assets/entry-abc123.js`, "br, gzip");
    expect(br.encoding).toBe("br");
    expect(br.bytes).toBeLessThan(2000);
    const res = await fetch(`${base}/assets/entry-abc123.js`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toContain("export const x = 1;");
    const gz = await wireBytes(`${base}/common.json`, "gzip");
    expect(gz.encoding).toBe("gzip");
    const json = await fetch(`${base}/common.json`);
    expect(json.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await wireBytes(`${base}/common.json`, "identity")).encoding).toBe("identity");
  });
});

describe("firstSegment (only addresses of build files reach the static server)", () => {
  it("names the first segment, decoded; a page address names no build file", () => {
    expect(firstSegment("/locales/de/common.json")).toBe("locales");
    expect(firstSegment("/favicon.svg")).toBe("favicon.svg");
    expect(firstSegment("/")).toBe("");
    expect(firstSegment("/empfehlung/x")).toBe("empfehlung");
    expect(firstSegment("/%E0%A4%A")).toBe("");
  });
});
