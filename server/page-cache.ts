import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { AGE_COOKIE, CONSENT_COOKIE } from "~/lib/consent";
import { sharedPage } from "~/routes/+shared/shared-pages.server";
import { TRACKING_ONLY_HEADER } from "~/lib/request.server";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The anonymous page cache ("micro-cache", docs/ARCHITECTURE.md "Page cache").
 *
 * A visitor without a session sees the same HTML for the same address, so a page rendered for one
 * anonymous visitor answers the next ones for a few seconds (PAGE_CACHE_SECONDS, default 10 in
 * production) without rendering or a database round trip. Entries are stored compressed (brotli and
 * gzip, once, on a worker thread) and sent as they are. Only these are cached:
 * - requests: GET/HEAD of a document (not `.data`, not /api), without cookies other than the
 *   referral cookie (a session, a flash message ... → rendered), without an Authorization header;
 * - responses: 200, text/html, no Set-Cookie, no `Cache-Control: no-store`, under 1 MB.
 *
 * Freshness: every successful write (a POST/PUT/PATCH/DELETE not marked as view or click counting)
 * and every cache-scope invalidation empties the cache in this process and, through the cache
 * sync (LISTEN/NOTIFY), in every other process on the database. Changes without a request (a
 * scheduled article going live, view counters) show after at most PAGE_CACHE_SECONDS.
 *
 * The script nonce of a cached page is shared by everyone it is sent to, so a cached answer does
 * not allow that nonce: its Content-Security-Policy lists the SHA-256 hashes of the page's inline
 * scripts instead (computed when the entry is stored).
 */
export type PageCacheOptions = { ttlMs: number; maxBytes?: number };

/** The cache scope whose invalidation (app/lib/cache.server.ts) reaches every process's page cache. */
export const PAGE_CACHE_SCOPE = "pages";

type Entry = {
  at: number;
  bytes: number;
  status: number;
  headers: [string, string][];
  csp: string | null;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
};

/**
 * Cookies that do not change what a page shows: REFERRAL_COOKIE of app/features/auth/referral.server.ts,
 * and the age confirmation and cookie consent, which only the browser reads (app/lib/consent.ts, decision 0019).
 */
const HARMLESS_COOKIES = new Set(["hn_ref", AGE_COOKIE, CONSENT_COOKIE]);
const MAX_BODY = 1024 * 1024;

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * A page rendered once for many members, with slots for each member's values
 * (app/lib/member-template.server.ts, decision 0048): kept like an anonymous page, emptied with it.
 */
export type MemberTemplate = { at: number; status: number; headers: [string, string][]; html: string };

/** better-auth's session cookies (with the __Secure- prefix on https). */
const SESSION_COOKIE = /^(?:__Secure-)?better-auth\./;

export function createPageCache(opts: PageCacheOptions) {
  const maxBytes = opts.maxBytes ?? 48 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  /** Keys whose expired entry is being rendered again (since when). */
  const refreshing = new Map<string, number>();
  let bytes = 0;
  let generation = 0;
  const templates = new Map<string, MemberTemplate & { bytes: number }>();
  const rendering = new Map<string, Promise<MemberTemplate | null>>();
  let templateBytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    /** The cache key of a request that may be answered from the cache, or null. */
    keyFor(req: ExpressRequest): string | null {
      if (!documentRead(req)) return null;
      if (!cookieNames(req).every((name) => HARMLESS_COOKIES.has(name))) return null;
      return req.originalUrl;
    },

    /**
     * The key of a member's request for a page shared between members (by address; the kind of
     * member is added by the caller), or null: a GET/HEAD of a listed page with a session cookie
     * and no cookie that changes the page (a flash message ...).
     */
    memberKeyFor(req: ExpressRequest): string | null {
      if (!documentRead(req) || !sharedPage(req.path)) return null;
      const names = cookieNames(req);
      if (!names.some((name) => SESSION_COOKIE.test(name))) return null;
      if (!names.every((name) => SESSION_COOKIE.test(name) || HARMLESS_COOKIES.has(name))) return null;
      return req.originalUrl;
    },

    /**
     * The shared render of `key`: kept while fresh (PAGE_CACHE_SECONDS), else rendered by `render`
     * once for all requests that wait for it; null when the render gave no page to share.
     */
    async template(key: string, render: () => Promise<MemberTemplate | null>): Promise<MemberTemplate | null> {
      const kept = templates.get(key);
      if (kept && Date.now() - kept.at < opts.ttlMs) return kept;
      const pending = rendering.get(key);
      if (pending) return pending;
      const startedAt = generation;
      const run = render().finally(() => rendering.delete(key));
      rendering.set(key, run);
      const made = await run;
      if (!made || startedAt !== generation) return made;
      const old = templates.get(key);
      if (old) {
        templates.delete(key);
        templateBytes -= old.bytes;
      }
      const size = made.html.length + key.length;
      templates.set(key, { ...made, bytes: size });
      templateBytes += size;
      while (templateBytes > maxBytes / 2 && templates.size > 0) {
        const oldest = templates.keys().next().value!;
        templateBytes -= templates.get(oldest)!.bytes;
        templates.delete(oldest);
      }
      return made;
    },

    /**
     * The entry to answer with, or null: then this request renders (and stores) the page. When an
     * entry has just expired, the first request renders a fresh one while the others get the
     * expired one (at most one more lifetime old): no burst of renders every PAGE_CACHE_SECONDS.
     */
    get(key: string): Entry | null {
      const entry = entries.get(key);
      if (!entry) return null;
      const age = Date.now() - entry.at;
      if (age < opts.ttlMs) return entry;
      const since = refreshing.get(key);
      // (A refresh that never settled stops counting after one lifetime.)
      if (age < 2 * opts.ttlMs && since !== undefined && Date.now() - since < opts.ttlMs) return entry;
      if (age < 2 * opts.ttlMs) {
        refreshing.set(key, Date.now());
        return null;
      }
      drop(key);
      return null;
    },

    /**
     * Stores a rendered answer (when cacheable) in the background. `csp` is the policy the answer
     * was sent with; `nonce` its script nonce, replaced by the hashes of the inline scripts.
     */
    async store(key: string, response: { status: number; headers: Headers; body: Buffer }, csp: string | null, nonce: string) {
      if (!cacheableResponse(response)) return this.settled(key);
      const startedAt = generation;
      const [br, gz] = await Promise.all([
        brotli(response.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: response.body.length } }),
        gzip(response.body, { level: 9 }),
      ]);
      refreshing.delete(key);
      if (startedAt !== generation) return; // emptied while compressing: the page may be stale
      const headers = [...response.headers.entries()].filter(([name]) => !/^(content-length|content-encoding|transfer-encoding)$/i.test(name));
      const entry: Entry = {
        at: Date.now(),
        bytes: response.body.length + br.length + gz.length + key.length,
        status: response.status,
        headers,
        csp: csp && nonce ? hashPolicy(csp, nonce, response.body.toString("utf8")) : csp,
        raw: response.body,
        br,
        gzip: gz,
      };
      drop(key);
      entries.set(key, entry);
      bytes += entry.bytes;
      // Oldest first out (Map keeps insertion order).
      while (bytes > maxBytes && entries.size > 0) drop(entries.keys().next().value!);
    },

    /** A render of `key` ended without a page to store: the next request renders again. */
    settled(key: string) {
      refreshing.delete(key);
    },

    /** Sends an entry, compressed as the client accepts. */
    send(req: ExpressRequest, res: ExpressResponse, entry: Entry) {
      const accepts = String(req.headers["accept-encoding"] ?? "");
      const [body, encoding] = /\bbr\b/.test(accepts) ? [entry.br, "br"] : /\bgzip\b/.test(accepts) ? [entry.gzip, "gzip"] : [entry.raw, null];
      res.status(entry.status);
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      if (entry.csp) res.setHeader("Content-Security-Policy", entry.csp);
      if (encoding) res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Content-Length", body.length);
      res.setHeader("Age", Math.floor((Date.now() - entry.at) / 1000));
      res.setHeader("X-Page-Cache", "hit");
      if (req.method === "HEAD") res.end();
      else res.end(body);
    },

    /**
     * Whether a write's answer empties the cache (before it is sent): any successful one, except answers marked as
     * view or click counting (TRACKING_ONLY_HEADER of app/lib/request.server.ts).
     */
    isContentWrite(req: ExpressRequest, res: { statusCode: number; getHeader(name: string): unknown }): boolean {
      if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return false;
      if (res.statusCode >= 400) return false;
      return !res.getHeader(TRACKING_ONLY_HEADER);
    },

    clear() {
      generation++;
      entries.clear();
      refreshing.clear();
      bytes = 0;
      templates.clear();
      rendering.clear();
      templateBytes = 0;
    },

    get size() {
      return entries.size;
    },
  };
}

/** A GET or HEAD of a document (not a data request, not /api) without an Authorization header. */
function documentRead(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.authorization) return false;
  const url = req.originalUrl;
  return !url.startsWith("/api/") && !/\.data(?:$|\?)/.test(url);
}

/** The names of the request's cookies. */
function cookieNames(req: ExpressRequest): string[] {
  return (req.headers.cookie ?? "")
    .split(";")
    .map((part) => part.trim().split("=", 1)[0]!)
    .filter(Boolean);
}

function cacheableResponse(response: { status: number; headers: Headers; body: Buffer }): boolean {
  return response.body.length <= MAX_BODY && mayCache(response);
}

/** Whether an answer may be cached, judged by its status and headers (before its body is read). */
export function mayCache(response: { status: number; headers: Headers }): boolean {
  if (response.status !== 200) return false;
  if (!/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return false;
  if (response.headers.has("set-cookie")) return false;
  // `private` / `no-cache` address browsers (the page differs per viewer); this cache serves only
  // visitors without a session. `no-store` keeps an answer out of it.
  if (/\bno-store\b/i.test(response.headers.get("cache-control") ?? "")) return false;
  return true;
}

/** The policy with `'nonce-…'` replaced by the SHA-256 hashes of the inline scripts of `html`. */
export function hashPolicy(csp: string, nonce: string, html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(match[2]!, "utf8").digest("base64")}'`);
  }
  return csp.replace(` 'nonce-${nonce}'`, [...hashes].map((h) => ` ${h}`).join(""));
}
