import compression from "compression";
import express from "express";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import "react-router";
import type { ServerBuild } from "react-router";
// The production server build, imported once: React Router derives its route tables from a build
// value once, from a build function on every request (issue #27).
import * as serverBuild from "virtual:react-router/server-build";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { baseUrl, env } from "~/lib/env.server";
import { onAnyCacheInvalidation } from "~/lib/cache.server";
import { syncCachesAcrossProcesses } from "~/lib/cache-sync.server";
import { asUnavailable, GENERIC_ERROR } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { accessLog } from "./access-log";
import { createPageCache } from "./page-cache";
import { createRequestHandler } from "./request-handler";
import { bodyLimitGuard, hostGuard, methodGuard, originGuard, requestTarget, sendRefusal, urlGuard, type RequestError } from "./request-guards";
import { mapTileHosts, securityHeaders, staticFileHeaders } from "./security";
import { firstSegment, staticFiles } from "./static";

declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    requestId: string;
    /** Set by the URL guard for a malformed address: the error route renders it. */
    requestError?: RequestError;
  }
}

/**
 * The Express app around React Router: request ids and JSON logs, the client address header,
 * security headers, the request guards, the client build's static files (outside development,
 * where Vite serves them), compression, media files and the React Router request handler.
 */
export function createApp() {
  const app = express();
  // Cache invalidations reach the other processes on the same database (app/lib/realtime.server.ts).
  syncCachesAcrossProcesses();
  const dev = env().NODE_ENV === "development";
  app.disable("x-powered-by");
  // Proxies whose X-Forwarded-For entries count (README "Behind a reverse proxy"): addresses or
  // names such as "loopback", or a number of hops. "true" (trust anyone) is refused at start.
  const trustProxy = process.env.TRUST_PROXY?.trim() || "loopback";
  app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);

  // An absolute-form target ('GET http://other.example/x') is read as its path before anything else.
  app.use(requestTarget);
  app.use((req, res, next) => {
    const requestId = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || crypto.randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    // Only our server sets the client-address header that auth and rate limits read.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    next();
  });
  app.use(accessLog());

  const s3Public = env().S3_PUBLIC_URL ? new URL(env().S3_PUBLIC_URL!).origin : undefined;
  // Map tiles (features/providers/geo/ConsentMap.tsx, loaded only after consent for external content).
  const tileHost = mapTileHosts(env().MAP_TILE_URL);
  app.use(securityHeaders({ dev, imageHosts: [...(s3Public ? [s3Public] : []), ...tileHost], hsts: baseUrl().startsWith("https://") }));
  app.use(hostGuard);
  app.use(methodGuard);
  app.use(urlGuard);
  // The client build (hashed assets for a year, locales and images of public/ an hour), behind
  // the URL guard (a malformed address gets the German 400, not the static server's English
  // 'URI malformed') and with the headers of every answer plus a sandboxing CSP (server/security.ts).
  const clientBuild = path.resolve("build/client");
  if (!dev && fs.existsSync(clientBuild)) {
    app.use("/assets", staticFiles(path.join(clientBuild, "assets"), { immutable: true }));
    // Only addresses whose first segment names a file or folder of the build reach the static
    // server: page addresses skip its file-system lookup (issue #27).
    const topLevel = new Set(fs.readdirSync(clientBuild));
    const publicFiles = staticFiles(clientBuild, { immutable: false });
    app.use((req, res, next) => (topLevel.has(firstSegment(req.path)) ? publicFiles(req, res, next) : next()));
  }
  app.use(bodyLimitGuard);
  app.use(originGuard(baseUrl()));
  // Live streams (text/event-stream, /api/notifications/stream) must reach the browser event by
  // event: never compressed (compression would buffer them).
  app.use(
    compression({
      filter: (req, res) => !/^text\/event-stream/i.test(String(res.getHeader("Content-Type") ?? "")) && compression.filter(req, res),
    }),
  );

  // Uploaded media from the local storage folder; names are unique, so cache for a year.
  app.use(
    "/media",
    express.static(path.resolve(env().DATA_DIR, "uploads"), {
      immutable: true,
      maxAge: "365d",
      index: false,
      fallthrough: false,
      setHeaders: staticFileHeaders,
    }),
  );

  // Anonymous pages answered from memory for a few seconds (server/page-cache.ts); any cache
  // invalidation, here or in another process, empties it.
  const pageCacheSeconds = env().PAGE_CACHE_SECONDS ?? (env().NODE_ENV === "production" ? 10 : 0);
  const pageCache = pageCacheSeconds > 0 ? createPageCache({ ttlMs: pageCacheSeconds * 1000 }) : undefined;
  if (pageCache) onAnyCacheInvalidation(() => pageCache.clear());

  app.all(
    "/{*splat}",
    createRequestHandler({
      pageCache,
      // Development: a new build after every change (Vite); production: the one build, as a value.
      build: dev ? () => import("virtual:react-router/server-build") : (serverBuild as unknown as ServerBuild),
      getLoadContext: (_req, res) => ({
        nonce: res.locals.nonce as string,
        requestId: res.locals.requestId as string,
        requestError: res.locals.requestError,
      }),
    }),
  );

  // Anything that still fails gets a German answer without internal details.
  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      const message = status === 413 ? "Die Anfrage ist zu groß." : status === 404 ? "Diese Datei gibt es nicht." : "Ungültige Anfrage.";
      return sendRefusal(req, res, status, message);
    }
    const unavailable = asUnavailable(error);
    if (unavailable) {
      logger.warn({ err: error, requestId: res.locals.requestId }, "database busy or unavailable: 503");
      return sendRefusal(req, res, 503, unavailable.message, unavailable.init.headers);
    }
    logger.error({ err: error, requestId: res.locals.requestId }, "unhandled request error");
    sendRefusal(req, res, 500, GENERIC_ERROR);
  });
  return app;
}

export const app = createApp();
