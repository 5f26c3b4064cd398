import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { logger, scrubUrl } from "~/lib/logger.server";

/**
 * One JSON line per request (after the response): request id, method, the URL with its secrets
 * scrubbed (reset, verification and magic-link tokens, e-mail addresses: scrubUrl), status and
 * duration. 5xx are errors; build assets and other static files are not logged.
 */
export function accessLog(log: Logger = logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
        requestId: res.locals.requestId as string | undefined,
        method: req.method,
        url: scrubUrl(req.originalUrl),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (res.statusCode >= 500) log.error(entry, "request");
      else if (!req.originalUrl.startsWith("/assets/") && !res.locals.staticFile) log.info(entry, "request");
    });
    next();
  };
}
