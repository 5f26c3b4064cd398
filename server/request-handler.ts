import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler as createRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { invalidateCacheScope } from "~/lib/cache.server";
import { baseUrl } from "~/lib/env.server";
import { asUnavailable, GENERIC_ERROR, HttpError, methodNotAllowed, payloadTooLarge, UNAVAILABLE_RETRY_S } from "~/lib/errors";
import { logger, scrubUrl } from "~/lib/logger.server";
import { logRefusedPermission } from "~/lib/refusal-log.server";
import { runInRequestScope } from "~/lib/request-scope.server";
import { getViewer, type Viewer } from "~/lib/auth.server";
import { fillTemplate, memberKind, TEMPLATE_NONCE, templateViewer } from "~/lib/member-template.server";
import { sharedPage } from "~/routes/+shared/shared-pages.server";
import { mayCache, PAGE_CACHE_SCOPE, type MemberTemplate, type PageCache } from "./page-cache";
import { bodyLimitFor, closeIfBodyUnread, RETRY_AFTER_429_S } from "./request-guards";

/**
 * React Router's Express adapter (@react-router/express 7.18), with these additions:
 * - the request's URL is built from the configured BASE_URL and the request's path, never from
 *   the `Host` header or an absolute-form request target (`GET http://other.example/`);
 * - the request body stream is limited while it is read (chunked bodies without Content-Length):
 *   past the limit the stream errors with a 413 HttpError, which the request helper passes on;
 * - every route module is guarded (`guardBuild`): a POST, PUT, PATCH or DELETE to a route
 *   without action answers 405 with `Allow: GET, HEAD` and a German text, other methods than POST
 *   to an action 405 too; a loader or action that fails because the database is busy or not
 *   there answers 503 with Retry-After, and (outside development) any other unexpected error a
 *   logged German 500 instead of React Router's English 'Unexpected Server Error';
 * - every 429 and 503 carries Retry-After; an answer that leaves the request body unread closes
 *   the connection (`Connection: close`), so the client gets the answer instead of a reset;
 * - every 403 answer is recorded as a security event (app/lib/refusal-log.server.ts);
 * - with a page cache, anonymous pages are answered from it and stored in it (server/page-cache.ts),
 *   and successful writes empty it in every process; pages shared between members are rendered
 *   once and filled for each member (app/lib/member-template.server.ts, decision 0048).
 */
export function createRequestHandler(opts: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  mode?: string;
  pageCache?: PageCache;
}) {
  const mode = opts.mode ?? process.env.NODE_ENV;
  const build = opts.build;
  const guarded: ServerBuild | (() => Promise<ServerBuild>) =
    typeof build === "function" ? async () => guardBuild(await build(), mode) : guardBuild(build, mode);
  const handleRequest = createRouterHandler(guarded, mode);
  const cache = opts.pageCache;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const key = cache && !res.locals.requestError ? cache.keyFor(req) : null;
    const memberKey = cache && !res.locals.requestError ? cache.memberKeyFor(req) : null;
    try {
      const hit = key ? cache!.get(key) : null;
      if (hit) return cache!.send(req, res, hit);
      // A member's page shared between members; otherwise the viewer found on the way is kept.
      let known: { request: Request; viewer: Viewer | null; setCookies: string[] } | null = null;
      if (memberKey) {
        const answer = await answerMember(req, res, cache!, memberKey, (kind, facts) =>
          renderTemplate(req, res, kind, facts, handleRequest, opts.getLoadContext),
        );
        if (answer === "sent") return;
        known = answer;
      }
      const request = known?.request ?? toFetchRequest(req, res);
      // One scope per request: the viewer is resolved once for all loaders, and cookies that
      // helpers set (better-auth's refreshed session cache) go on the answer.
      const scoped = await runInRequestScope(() => handleRequest(request, opts.getLoadContext(req, res)), known ? { viewer: known.viewer } : {});
      if (known) scoped.setCookies.unshift(...known.setCookies);
      let response = scoped.result;
      if (scoped.setCookies.length) {
        try {
          for (const cookie of scoped.setCookies) response.headers.append("Set-Cookie", cookie);
        } catch {
          // immutable headers (Response.redirect): the same answer with headers of its own
          response = new Response(response.body, response);
          for (const cookie of scoped.setCookies) response.headers.append("Set-Cookie", cookie);
        }
      }
      if (response.status === 405 && !response.headers.has("Allow")) response.headers.set("Allow", "GET, HEAD");
      if (response.status === 429 && !response.headers.has("Retry-After")) response.headers.set("Retry-After", String(RETRY_AFTER_429_S));
      if (response.status === 503 && !response.headers.has("Retry-After")) response.headers.set("Retry-After", String(UNAVAILABLE_RETRY_S));
      if (response.status === 403) void logRefusedPermission(request, response.status);
      // A write has committed by now: the cached pages go before the answer leaves, so the page
      // the browser asks for next (a redirect's target, another tab) is rendered with it.
      if (cache?.isContentWrite(req, { statusCode: response.status, getHeader: (name) => response.headers.get(name) })) {
        invalidateCacheScope(PAGE_CACHE_SCOPE);
      }
      if (key && req.method === "GET" && response.body && mayCache(response)) {
        // Read whole (to store it), then sent like any answer; compressed for the cache in the background.
        const body = Buffer.from(await response.arrayBuffer());
        const csp = res.getHeader("Content-Security-Policy");
        cache!
          .store(key, { status: response.status, headers: response.headers, body }, typeof csp === "string" ? csp : null, String(res.locals.nonce ?? ""))
          .catch((error: unknown) => {
            cache!.settled(key);
            logger.error({ err: error }, "page cache: storing failed");
          });
        res.setHeader("X-Page-Cache", "miss");
        return sendResponse(res, new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }));
      }
      // Not stored (a redirect, a 404, a page with cookies ...): the next request renders again.
      if (key) cache!.settled(key);
      await sendResponse(res, response);
    } catch (error) {
      if (key) cache!.settled(key);
      next(error);
    }
  };
}

/**
 * A member's request for a page shared between members: the member's session is resolved, the
 * page's shared render (kept, or rendered now) filled with the member's values and sent. Returns
 * "sent", or the viewer (and refreshed session cookies) for rendering the page for this member
 * alone: an admin, a value that needs escaping, a page that could not be shared (a 404 ...).
 */
async function answerMember(
  req: ExpressRequest,
  res: ExpressResponse,
  cache: PageCache,
  key: string,
  render: (kind: string, facts: unknown) => Promise<MemberTemplate | null>,
): Promise<"sent" | { request: Request; viewer: Viewer | null; setCookies: string[] }> {
  const request = toFetchRequest(req, res);
  const resolved = await runInRequestScope(async () => {
    const viewer = await getViewer(request);
    const kind = viewer ? memberKind(viewer) : null;
    const page = sharedPage(req.path);
    // The member's own state on the page (part of the key), null: rendered for the member alone.
    const own = viewer && kind && page?.facts ? await page.facts(viewer, new URL(request.url)) : undefined;
    return { viewer, kind, own };
  });
  const { viewer, kind, own } = resolved.result;
  if (!viewer || !kind || own === null) return { request, viewer, setCookies: resolved.setCookies };
  const facts = own?.facts;
  let rendered = false;
  const template = await cache.template(`${key}\n${kind}\n${JSON.stringify(facts ?? null)}`, () => {
    rendered = true;
    return render(kind, facts);
  });
  const html = template ? fillTemplate(template.html, viewer, String(res.locals.nonce ?? ""), own?.values) : null;
  if (!template || html === null) {
    if (template) logger.error({ path: scrubUrl(req.path) }, "member template: a slot without value; rendered for the member");
    return { request, viewer, setCookies: resolved.setCookies };
  }
  if (res.destroyed || res.writableEnded) return "sent";
  res.status(template.status);
  for (const [name, value] of template.headers) res.append(name, value);
  for (const cookie of resolved.setCookies) res.append("Set-Cookie", cookie);
  res.setHeader("X-Member-Template", rendered ? "miss" : "hit");
  res.setHeader("Content-Length", Buffer.byteLength(html));
  if (req.method === "HEAD") res.end();
  else res.end(html);
  return "sent";
}

/**
 * The render shared between members of one kind: the page's address without cookies or
 * credentials (no session, no flash message), for the stand-in member, with the slot
 * nonce. Null when the answer is not a page to share (not a 200 HTML page, a cookie set ...).
 */
async function renderTemplate(
  req: ExpressRequest,
  res: ExpressResponse,
  kind: string,
  facts: unknown,
  handleRequest: ReturnType<typeof createRouterHandler>,
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
): Promise<MemberTemplate | null> {
  const request = new Request(siteUrl(req), { method: "GET", headers: requestHeaders(req, ["cookie", "authorization"]) });
  const scoped = await runInRequestScope(() => handleRequest(request, { ...getLoadContext(req, res), nonce: TEMPLATE_NONCE }), {
    viewer: templateViewer(kind),
    facts,
  });
  const response = scoped.result;
  if (scoped.setCookies.length || !response.body || !mayCache(response)) {
    await response.body?.cancel();
    return null;
  }
  const html = await response.text();
  const kept = [...response.headers.entries()].filter(([name]) => !/^(content-length|content-encoding|transfer-encoding)$/i.test(name));
  return { at: Date.now(), status: response.status, headers: kept, html };
}

/**
 * Errors the body stream with a 413 once more than `limit` bytes arrived. The socket is not torn
 * down (that would reset the connection before the answer): reading stops and the connection
 * closes after the 413 response.
 */
function limitStream(req: ExpressRequest, res: ExpressResponse, limit: number): ReadableStream<Uint8Array> {
  let total = 0;
  return createReadableStreamFromReadable(req).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total <= limit) return controller.enqueue(chunk);
        req.pause();
        if (!res.headersSent) res.setHeader("Connection", "close");
        controller.error(payloadTooLarge(limit));
      },
    }),
    { preventCancel: true },
  );
}

/** BASE_URL's origin (scheme, host, port): the one address every request URL is built on. */
let origin: string | undefined;

/** The request's address on this site: BASE_URL's origin and the request's path. */
function siteUrl(req: ExpressRequest): string {
  origin ??= new URL(baseUrl()).origin;
  return `${origin}${req.originalUrl.startsWith("/") ? req.originalUrl : "/"}`;
}

/** The request's headers as Fetch headers, without those named in `without`. */
function requestHeaders(req: ExpressRequest, without: string[] = []): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (!values || without.includes(name)) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  return headers;
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // server/request-guards.ts `requestTarget` has made the target a path ('/…'): a request for
  // another host or without `Host` is answered as a request for this site's path.
  const url = new URL(siteUrl(req));

  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());

  const headers = requestHeaders(req);
  // A write reaching this point passed the Origin guard (server/request-guards.ts: BASE_URL's
  // origin, or the loopback address the request was sent to): for React Router's own check, which
  // compares the Origin header with the request URL, it is this site's origin.
  if (req.method !== "GET" && req.method !== "HEAD" && headers.has("origin")) headers.set("origin", url.origin);
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = limitStream(req, res, bodyLimitFor(req.headers["content-type"]));
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  closeIfBodyUnread(res.req, res);
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

type DataFunction = (args: { request: Request; params: unknown; context: unknown }) => unknown;
type HeadersArgs = { loaderHeaders: Headers; parentHeaders: Headers; actionHeaders: Headers; errorHeaders: Headers | undefined };
type HeadersExport = HeadersInit | ((args: HeadersArgs) => HeadersInit);
type GuardedModule = { loader?: DataFunction; action?: DataFunction; headers?: HeadersExport; default?: unknown };

/**
 * Headers of a loader's or action's answer that pages and data requests keep. React Router keeps
 * only cookies of a route without a `headers` export, so the Retry-After of a 429 or 503 and the
 * Allow of a 405 would be lost on the way to the browser.
 */
const KEPT_HEADERS = ["Retry-After", "Allow"];

/** The route's own `headers` (or its parent's, as React Router does without one) plus KEPT_HEADERS. */
function keepHeaders(own: HeadersExport | undefined) {
  return (args: HeadersArgs): Headers => {
    const headers = new Headers(own === undefined ? args.parentHeaders : typeof own === "function" ? own(args) : own);
    for (const name of KEPT_HEADERS) {
      const value = args.errorHeaders?.get(name) ?? args.actionHeaders.get(name) ?? args.loaderHeaders.get(name);
      if (value && !headers.has(name)) headers.set(name, value);
    }
    return headers;
  };
}

const guardedBuilds = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The server build with every route module's loader and action guarded (see the list above).
 * Memoised per build (the production build is one object; the dev server makes a new one per change).
 */
export function guardBuild(build: ServerBuild, mode: string | undefined): ServerBuild {
  const known = guardedBuilds.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    routes[id] = { ...route, module: guardModule(route.module as GuardedModule, mode) as typeof route.module };
  }
  const guarded = { ...build, routes };
  guardedBuilds.set(build, guarded);
  return guarded;
}

/** A route without action: every POST, PUT, PATCH or DELETE gets 405 with `Allow: GET, HEAD`. */
const refuseWrite: DataFunction = () => {
  throw methodNotAllowed(["GET", "HEAD"]);
};

function guardModule(module: GuardedModule, mode: string | undefined): GuardedModule {
  const { loader, action } = module;
  const allow = loader ? ["GET", "HEAD", "POST"] : ["POST"];
  return {
    ...module,
    headers: keepHeaders(module.headers),
    ...(loader ? { loader: guardData(loader, mode) } : {}),
    action: action
      ? guardData((args) => {
          if (args.request.method !== "POST") throw methodNotAllowed(allow);
          return action(args);
        }, mode)
      : refuseWrite,
  };
}

function guardData(run: DataFunction, mode: string | undefined): DataFunction {
  return async (args) => {
    try {
      return await run(args);
    } catch (error) {
      throw translateError(error, args.request, mode);
    }
  };
}

/**
 * Refusals (HttpError, thrown `data()` and responses such as redirects) pass unchanged. A busy or
 * unreachable database becomes a 503 with Retry-After (app/lib/errors.ts `asUnavailable`); any
 * other error is logged and, outside development (where React Router shows the stack), becomes a
 * German 500.
 */
function translateError(error: unknown, request: Request, mode: string | undefined): unknown {
  if (error instanceof Response || error instanceof HttpError || isRouterData(error) || request.signal.aborted) return error;
  const path = scrubUrl(new URL(request.url).pathname);
  const unavailable = asUnavailable(error);
  if (unavailable) {
    logger.warn({ err: error, method: request.method, path }, "database busy or unavailable: 503");
    return unavailable;
  }
  if (mode === "development") return error;
  logger.error({ err: error, method: request.method, path }, "request failed");
  return new HttpError(500, GENERIC_ERROR);
}

function isRouterData(error: unknown) {
  return typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit";
}
