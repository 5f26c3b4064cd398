import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import crypto from "node:crypto";
import path from "node:path";
import "react-router";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { securityHeaders } from "./security";

declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    requestId: string;
  }
}

/**
 * The Express app around React Router: request ids and JSON logs, the client address header,
 * security headers, compression, media files and the React Router request handler.
 * Static build assets are served by server/index.ts (production) or Vite (development).
 */
export function createApp() {
  const app = express();
  const dev = env().NODE_ENV === "development";
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");

  app.use((req, res, next) => {
    const requestId = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || crypto.randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    // Only our server sets the client-address header that auth and rate limits read.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = { requestId, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode >= 500) logger.error(entry, "request");
      else if (!req.originalUrl.startsWith("/assets/")) logger.info(entry, "request");
    });
    next();
  });

  const s3Public = env().S3_PUBLIC_URL ? new URL(env().S3_PUBLIC_URL!).origin : undefined;
  app.use(securityHeaders({ dev, imageHosts: s3Public ? [s3Public] : [] }));
  app.use(compression());

  // Uploaded media from the local storage folder; names are unique, so cache for a year.
  app.use(
    "/media",
    express.static(path.resolve(env().DATA_DIR, "uploads"), {
      immutable: true,
      maxAge: "365d",
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
    }),
  );

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext: (_req, res) => ({ nonce: res.locals.nonce as string, requestId: res.locals.requestId as string }),
    }),
  );
  return app;
}

export const app = createApp();
