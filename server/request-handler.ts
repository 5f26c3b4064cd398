import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler as createRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { invalidateCacheScope } from "~/lib/cache.server";
import { payloadTooLarge } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { logRefusedPermission } from "~/lib/refusal-log.server";
import { mayCache, PAGE_CACHE_SCOPE, type PageCache } from "./page-cache";
import { bodyLimitFor } from "./request-guards";

/**
 * React Router's Express adapter (@react-router/express 7.18), with two additions:
 * - the request body stream is limited while it is read (chunked bodies without Content-Length):
 *   past the limit the stream errors with a 413 HttpError, which the request helper passes on;
 * - a 405 from React Router (a POST to a route without action) carries an Allow header;
 * - every 403 answer is recorded as a security event (app/lib/refusal-log.server.ts);
 * - with a page cache, anonymous pages are answered from it and stored in it (server/page-cache.ts),
 *   and successful writes empty it in every process.
 */
export function createRequestHandler(opts: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  mode?: string;
  pageCache?: PageCache;
}) {
  const handleRequest = createRouterHandler(opts.build, opts.mode ?? process.env.NODE_ENV);
  const cache = opts.pageCache;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const key = cache && !res.locals.requestError ? cache.keyFor(req) : null;
    try {
      const hit = key ? cache!.get(key) : null;
      if (hit) return cache!.send(req, res, hit);
      if (cache && req.method !== "GET" && req.method !== "HEAD") {
        res.on("finish", () => {
          if (cache.isContentWrite(req, res)) invalidateCacheScope(PAGE_CACHE_SCOPE);
        });
      }
      const request = toFetchRequest(req, res);
      const response = await handleRequest(request, opts.getLoadContext(req, res));
      if (response.status === 405 && !response.headers.has("Allow")) response.headers.set("Allow", "GET, HEAD");
      if (response.status === 403) void logRefusedPermission(request, response.status);
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

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const [, hostnamePortStr] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPortStr] = req.get("host")?.split(":") ?? [];
  const hostnamePort = Number.parseInt(hostnamePortStr ?? "", 10);
  const hostPort = Number.parseInt(hostPortStr ?? "", 10);
  const port = Number.isSafeInteger(hostnamePort) ? hostnamePort : Number.isSafeInteger(hostPort) ? hostPort : "";
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);

  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());

  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
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
