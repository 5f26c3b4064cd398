import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestProvider, createTestUser } from "../support/factories";
import { approveProviderThroughApi, signIn, startApp } from "./harness";

/**
 * The anonymous page cache (server/page-cache.ts) over HTTP against the production bundle: a
 * visitor without a session gets the stored page, allowed by script hashes instead of the shared
 * nonce; a session or a flash message is always rendered; a successful write empties the cache.
 */
let app: Awaited<ReturnType<typeof startApp>>;
const PASSWORD = "Test-Passwort-2026!";

beforeAll(async () => {
  process.env.PAGE_CACHE_SECONDS = "60"; // read when the bundle is imported
  await createTestUser({ username: "ada_chefin", email: "ada@example.com", password: PASSWORD, admin: true });
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
  delete process.env.PAGE_CACHE_SECONDS;
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers, redirect: "manual" });

/**
 * The page is stored after compression, in the background: wait until a visit is answered from the
 * cache (polling; on a loaded machine a fixed pause was too short: CI of ad10dbd failed once). A page
 * that is never stored fails here after the deadline.
 */
async function untilCached(path: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const res = await get(path);
    await res.arrayBuffer();
    if (res.headers.get("x-page-cache") === "hit") return;
    if (Date.now() > deadline) throw new Error(`${path} was not stored in the page cache within 10 s`);
  }
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[1]!))
    .map((m) => `'sha256-${crypto.createHash("sha256").update(m[2]!).digest("base64")}'`);
}

describe("anonymous page cache", () => {
  it("answers the second anonymous visit from the cache, with the same page and script hashes instead of the nonce", async () => {
    const first = await get("/privacy");
    const firstHtml = await first.text();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await untilCached("/privacy");

    for (const encoding of ["br", "gzip", "identity"]) {
      const second = await get("/privacy", { "accept-encoding": encoding });
      const html = await second.text();
      expect(second.status).toBe(200);
      expect(second.headers.get("x-page-cache")).toBe("hit");
      expect(second.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding);
      expect(html).toBe(firstHtml);
      const csp = second.headers.get("content-security-policy")!;
      expect(csp).not.toMatch(/'nonce-/);
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(csp).toContain(hash);
      // The other security headers stay.
      expect(second.headers.get("x-frame-options")).toBe("DENY");
    }
    const head = await fetch(`${app.url}/privacy`, { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBe("hit");
  });

  it("renders for a signed-in member and for a visitor with a flash message, and never caches a 404", async () => {
    await get("/terms");
    await untilCached("/terms");

    const cookie = await signIn(app.url, "ada@example.com", PASSWORD);
    const member = await get("/terms", { cookie });
    expect(member.headers.get("x-page-cache")).toBeNull();
    expect(await member.text()).toContain("ada_chefin");

    const flash = await get("/terms", { cookie: `hn_flash=${encodeURIComponent(JSON.stringify({ type: "success", message: "Erfolgreich abgemeldet" }))}` });
    expect(flash.headers.get("x-page-cache")).toBeNull();
    expect(await flash.text()).toContain("Erfolgreich abgemeldet");

    await get("/gibt-es-nicht-xyz");
    await new Promise((r) => setTimeout(r, 300));
    const missing = await get("/gibt-es-nicht-xyz");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-page-cache")).toBeNull();
  });

  it("shows a change at once: a successful write empties the cache", async () => {
    const provider = await createTestProvider({ name: "Seitencache Club", status: "pending", slug: "seitencache-club" });
    const home = async () => {
      const res = await get("/");
      return { cache: res.headers.get("x-page-cache"), listed: (await res.text()).includes("Seitencache Club") };
    };
    expect((await home()).listed).toBe(false);
    await untilCached("/");
    expect(await home()).toEqual({ cache: "hit", listed: false });

    const cookie = await signIn(app.url, "ada@example.com", PASSWORD);
    const saved = await approveProviderThroughApi(app.url, cookie, provider);
    expect(saved.status).toBe(200);
    expect(await home()).toEqual({ cache: "miss", listed: true });
  });

  it("keeps the cache on view and click counting", async () => {
    await get("/imprint");
    await untilCached("/imprint");
    const view = await fetch(`${app.url}/api/blog/views`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
      body: new URLSearchParams({ slug: "gibt-es-nicht" }).toString(),
    });
    expect(view.status).toBe(200);
    expect(view.headers.get("x-tracking-only")).toBe("1");
    expect((await get("/imprint")).headers.get("x-page-cache")).toBe("hit");
  });
});
