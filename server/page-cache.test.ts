import type { Request } from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPageCache, hashPolicy, mayCache } from "./page-cache";

const req = (over: Partial<{ method: string; originalUrl: string; path: string; headers: Record<string, string> }>) =>
  ({ method: "GET", originalUrl: "/", path: "/", headers: {}, ...over }) as unknown as Request;

const page = (body = "<html><script>a()</script></html>") => ({
  status: 200,
  headers: new Headers({ "content-type": "text/html; charset=utf-8" }),
  body: Buffer.from(body),
});

describe("page cache", () => {
  it("caches only anonymous document requests", () => {
    const cache = createPageCache({ ttlMs: 1000 });
    expect(cache.keyFor(req({ originalUrl: "/blog?seite=2" }))).toBe("/blog?seite=2");
    expect(cache.keyFor(req({ method: "HEAD" }))).toBe("/");
    expect(cache.keyFor(req({ headers: { cookie: "hn_ref=abc" } }))).toBe("/");
    // Age confirmation and consent are read in the browser only: the page is the same.
    expect(cache.keyFor(req({ headers: { cookie: "hn_age=1; hn_consent=v1.100.2026-11-23" } }))).toBe("/");
    expect(cache.keyFor(req({ method: "POST" }))).toBeNull();
    expect(cache.keyFor(req({ headers: { cookie: "better-auth.session_token=x" } }))).toBeNull();
    expect(cache.keyFor(req({ headers: { cookie: "hn_ref=abc; hn_flash=x" } }))).toBeNull();
    expect(cache.keyFor(req({ headers: { authorization: "Bearer x" } }))).toBeNull();
    expect(cache.keyFor(req({ originalUrl: "/blog.data" }))).toBeNull();
    expect(cache.keyFor(req({ originalUrl: "/api/reviews" }))).toBeNull();
  });

  it("shares listed pages between members: a session and nothing that changes the page", () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const session = "better-auth.session_token=x; better-auth.session_data=y";
    expect(cache.memberKeyFor(req({ headers: { cookie: session } }))).toBe("/");
    expect(cache.memberKeyFor(req({ originalUrl: "/?q=Berlin", headers: { cookie: `${session}; hn_age=1` } }))).toBe("/?q=Berlin");
    expect(cache.memberKeyFor(req({ originalUrl: "/blog/a/b", path: "/blog/a/b", headers: { cookie: `__Secure-${session}` } }))).toBe("/blog/a/b");
    expect(cache.memberKeyFor(req({ method: "HEAD", headers: { cookie: session } }))).toBe("/");
    expect(cache.memberKeyFor(req({}))).toBeNull();
    expect(cache.memberKeyFor(req({ method: "POST", headers: { cookie: session } }))).toBeNull();
    expect(cache.memberKeyFor(req({ headers: { cookie: `${session}; hn_flash=x` } }))).toBeNull();
    expect(cache.memberKeyFor(req({ headers: { cookie: session, authorization: "Bearer x" } }))).toBeNull();
    expect(cache.memberKeyFor(req({ originalUrl: "/blog/a/b.data", path: "/blog/a/b.data", headers: { cookie: session } }))).toBeNull();
    expect(cache.memberKeyFor(req({ originalUrl: "/favorites", path: "/favorites", headers: { cookie: session } }))).toBeNull();
    expect(cache.memberKeyFor(req({ originalUrl: "/empfehlung/x/bearbeiten", path: "/empfehlung/x/bearbeiten", headers: { cookie: session } }))).toBeNull();
  });

  it("renders a shared page once for the requests that wait for it, and empties it on clear", async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return { at: Date.now(), status: 200, headers: [] as [string, string][], html: `<p>${renders}</p>` };
    };
    const [a, b] = await Promise.all([cache.template("/\n0000\nnull", render), cache.template("/\n0000\nnull", render)]);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect((await cache.template("/\n0000\nnull", render))?.html).toBe("<p>1</p>");
    cache.clear();
    expect((await cache.template("/\n0000\nnull", render))?.html).toBe("<p>2</p>");
  });

  it("stores only plain 200 HTML answers", () => {
    expect(mayCache(page())).toBe(true);
    expect(mayCache({ ...page(), status: 404 })).toBe(false);
    expect(mayCache({ ...page(), headers: new Headers({ "content-type": "application/json" }) })).toBe(false);
    expect(mayCache({ ...page(), headers: new Headers({ "content-type": "text/html", "set-cookie": "a=b" }) })).toBe(false);
    expect(mayCache({ ...page(), headers: new Headers({ "content-type": "text/html", "cache-control": "no-store" }) })).toBe(false);
    expect(mayCache({ ...page(), headers: new Headers({ "content-type": "text/html", "cache-control": "private, no-cache" }) })).toBe(true);
  });

  it("expires entries, and an emptying during compression keeps the stale page out", async () => {
    const cache = createPageCache({ ttlMs: 50 });
    await cache.store("/", page(), null, "");
    expect(cache.get("/")).not.toBeNull();
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.get("/")).toBeNull();

    const storing = cache.store("/", page(), null, "");
    cache.clear();
    await storing;
    expect(cache.get("/")).toBeNull();
  });

  it("drops the oldest entries beyond its byte budget", async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 3000 });
    const body = (n: number) => `<p>${"x".repeat(600)}${n}</p>`;
    for (let i = 0; i < 5; i++) await cache.store(`/${i}`, page(body(i)), null, "");
    expect(cache.get("/0")).toBeNull();
    expect(cache.get("/4")).not.toBeNull();
  });

  it("empties on writes but not on view and click counting or refused writes", () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const res = (statusCode: number, headers: Record<string, string> = {}) => ({ statusCode, getHeader: (n: string) => headers[n.toLowerCase()] });
    expect(cache.isContentWrite(req({ method: "POST", path: "/api/reviews" }), res(200))).toBe(true);
    expect(cache.isContentWrite(req({ method: "POST", path: "/admin/providers" }), res(303))).toBe(true);
    expect(cache.isContentWrite(req({ method: "POST", path: "/api/reviews" }), res(400))).toBe(false);
    expect(cache.isContentWrite(req({ method: "POST", path: "/api/blog/views" }), res(200, { "x-tracking-only": "1" }))).toBe(false);
    expect(cache.isContentWrite(req({ method: "GET" }), res(200))).toBe(false);
  });

  it("replaces the nonce by the hashes of the inline scripts", () => {
    const csp = "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self'";
    const html = `<script nonce="abc">x()</script><script src="/a.js" nonce="abc"></script><script type="module" nonce="abc">import "/b.js";</script>`;
    const policy = hashPolicy(csp, "abc", html);
    expect(policy).not.toContain("nonce");
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^']+' 'sha256-[^']+'; style-src 'self'$/);
    expect(hashPolicy(csp, "abc", "<p>keine Skripte</p>")).toBe("default-src 'self'; script-src 'self'; style-src 'self'");
  });
});

describe("page cache refresh", () => {
  // The clock is the test's: waiting 50 ms for real on a loaded machine could take 80 ms, two
  // lifetimes, after which the expired page is rightly gone (a CI run failed so on 2026-11-26).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it("after expiry lets one request render while the others get the expired page, until the new one is stored", async () => {
    const cache = createPageCache({ ttlMs: 40 });
    await cache.store("/", page("<p>alt</p>"), null, "");
    wait(50);
    expect(cache.get("/")).toBeNull(); // this request renders
    expect(cache.get("/")?.raw.toString()).toBe("<p>alt</p>"); // the others: the expired page
    await cache.store("/", page("<p>neu</p>"), null, "");
    expect(cache.get("/")?.raw.toString()).toBe("<p>neu</p>");
  });

  it("renders again when the refresh ended without a page, and never serves a page older than two lifetimes", async () => {
    const cache = createPageCache({ ttlMs: 40 });
    await cache.store("/", page("<p>alt</p>"), null, "");
    wait(50);
    expect(cache.get("/")).toBeNull();
    cache.settled("/"); // e.g. the render failed
    expect(cache.get("/")).toBeNull(); // the next request renders itself
    wait(40);
    expect(cache.get("/")).toBeNull();
    expect(cache.get("/")).toBeNull(); // older than 2 × 40 ms: gone
  });
});
