import type { NextFunction, Request, Response } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import { DEFAULT_RETRY_AFTER_S } from "~/lib/errors";
import { BODY_LIMITS } from "~/lib/request.server";

/**
 * Express middleware that refuses bad requests before React Router sees them, with German
 * messages and never a 500:
 * - an absolute-form request target (`GET http://other.example/x`) is read as its path (`/x`);
 *   an HTTP/1.1 request without `Host`: 400;
 * - methods other than GET, HEAD, POST, PUT, PATCH, DELETE (and OPTIONS): 405 with Allow (PUT,
 *   PATCH and DELETE reach React Router, where every route answers them with 405 and its own
 *   Allow: server/request-handler.ts);
 * - a path or query with malformed percent-encoding, invalid UTF-8 or NUL bytes: 400, rendered as
 *   our German error page (the request is re-routed to the error route with `requestError`);
 * - a declared body over the limit (256 KB; multipart excepted): 413 before the body is read
 *   (bodies without Content-Length are limited while streaming, see request-handler.ts). A multipart
 *   body goes on to the action whatever it declares: its first 6 MB are read and the action answers
 *   the 413 as the field error of the file being sent (readFormObject, decision 0029), so a form
 *   shows 'Die Datei ist zu groß' beside the field instead of an error page;
 * - a cross-site non-GET request (Origin or Sec-Fetch-Site not ours): 403.
 * Every refusal that leaves a request body unread closes the connection (`Connection: close`)
 * once the answer is sent, so the client reads the German answer instead of a reset.
 * The same limits are checked again by the request helper (app/lib/request.server.ts).
 */

export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
/** Methods answered by the routes themselves (405 with the route's Allow, server/request-handler.ts). */
const ROUTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/** Retry-After (seconds) of a 429 whose limit did not say when to come back. */
export const RETRY_AFTER_429_S = DEFAULT_RETRY_AFTER_S;

export type RequestError = { status: number; message: string };

declare module "express-serve-static-core" {
  interface Locals {
    requestError?: RequestError;
  }
}

/** The body limit for a request by its content type. */
export function bodyLimitFor(contentType: string | undefined): number {
  return (contentType ?? "").toLowerCase().startsWith("multipart/form-data") ? BODY_LIMITS.upload : BODY_LIMITS.form;
}

/**
 * An answer sent while the request body is still (partly) on its way closes the connection after
 * it: Node would otherwise wait for the rest of the body on the keep-alive connection, and a
 * client still sending sees a reset instead of the answer.
 */
export function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse) {
  if (req.complete || res.headersSent) return;
  res.setHeader("Connection", "close");
  lingerAfterAnswer(req);
}

/** At most this much of an unread body is read and dropped after the answer, for at most this long. */
export const LINGER = { maxBytes: 32 * 1024 * 1024, ms: 10_000 };

/**
 * Closing a connection while the client's body still arrives makes the kernel answer with a reset,
 * and a reset can drop the part of the answer the client has not read yet (a 413 page of a few
 * hundred KB, issue #26's larger pages). So after the answer the connection ends its sending side
 * (the client sees the whole answer and its end), reads and drops the rest of the body, and closes
 * when the client is done: at the latest after LINGER.maxBytes or LINGER.ms.
 */
function lingerAfterAnswer(req: IncomingMessage) {
  const socket = req.socket as (IncomingMessage["socket"] & { destroySoon?: () => void }) | null;
  if (!socket || typeof socket.destroySoon !== "function") return;
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    if (req.complete) return void socket.destroy();
    let dropped = 0;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(done, LINGER.ms);
    timer.unref();
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER.maxBytes) done();
    });
    req.once("end", done);
    req.once("error", done);
    socket.once("close", () => clearTimeout(timer));
    req.resume();
  };
}

/** A small German answer: JSON for API/data requests, a plain German page otherwise. */
export function sendRefusal(req: Request, res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (status === 429 && !res.hasHeader("Retry-After")) res.setHeader("Retry-After", String(RETRY_AFTER_429_S));
  closeIfBodyUnread(req, res);
  res.status(status);
  if (wantsJson(req)) {
    res.json({ ok: false, error: message });
    return;
  }
  res.type("html").send(refusalPage(status, message));
}

function wantsJson(req: Request) {
  const accept = req.headers.accept ?? "";
  return (
    req.path.startsWith("/api/") ||
    req.path.endsWith(".data") ||
    accept.includes("application/json") ||
    (req.headers["content-type"] ?? "").includes("application/json")
  );
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Minimal page for refusals that never reach the app (wrong method, too large, cross-site). */
export function refusalPage(status: number, message: string) {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Fehler ${status} | Hanfnetz</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1917;background:#fafaf9}h1{color:#166534;font-size:1.5rem}a{color:#166534}</style></head><body><h1>Das hat nicht geklappt</h1><p>${escapeHtml(message)}</p><p><a href="/">Zur Startseite</a></p></body></html>`;
}

/**
 * The request target as a path: an absolute-form target (`GET http://other.example/x?y`, which a
 * client may send to any server) becomes `/x?y`, so nothing downstream builds a URL from another
 * host. Anything else that does not start with '/' is left for the URL guard (400).
 */
export function requestTarget(req: Request, _res: Response, next: NextFunction) {
  const target = req.url;
  if (!target.startsWith("/") && /^https?:\/\//i.test(target)) {
    let path: string | null = null;
    try {
      const url = new URL(target);
      path = `${url.pathname}${url.search}`;
    } catch {
      path = null;
    }
    if (path) {
      req.url = path;
      req.originalUrl = path;
    }
  }
  next();
}

/** HTTP/1.1 requires `Host` (RFC 9112 section 3.2): without it, a German 400 (HTTP/1.0 may omit it). */
export function hostGuard(req: Request, res: Response, next: NextFunction) {
  if (req.httpVersionMajor === 1 && req.httpVersionMinor >= 1 && !req.headers.host) {
    res.setHeader("Connection", "close");
    return sendRefusal(req, res, 400, "Ungültige Anfrage: Die Angabe „Host“ fehlt.");
  }
  next();
}

export function methodGuard(req: Request, res: Response, next: NextFunction) {
  const method = req.method.toUpperCase();
  if (ROUTED_METHODS.has(method)) return next();
  const allow = ALLOWED_METHODS.join(", ");
  if (method === "OPTIONS") {
    res.setHeader("Allow", allow);
    res.status(204).end();
    return;
  }
  sendRefusal(req, res, 405, "Diese Methode ist hier nicht erlaubt.", { Allow: allow });
}

/** True when a URL part decodes cleanly and holds no NUL byte. */
export function isCleanUrlPart(part: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return false;
  }
  return !decoded.includes("\u0000");
}

export function isCleanUrl(originalUrl: string): boolean {
  // Only origin-form targets ('/path?query') are answered (absolute-form is made a path by requestTarget).
  if (!originalUrl.startsWith("/")) return false;
  // Raw control characters never belong in a request target.
  for (let i = 0; i < originalUrl.length; i++) {
    const code = originalUrl.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  const q = originalUrl.indexOf("?");
  const path = q === -1 ? originalUrl : originalUrl.slice(0, q);
  if (!isCleanUrlPart(path)) return false;
  if (q === -1) return true;
  return originalUrl
    .slice(q + 1)
    .split("&")
    .every((pair) => pair.split("=").every(isCleanUrlPart));
}

/** Malformed or NUL-carrying URLs are re-routed to the German error page with status 400. */
export function urlGuard(req: Request, res: Response, next: NextFunction) {
  if (isCleanUrl(req.originalUrl)) return next();
  const message = "Diese Adresse ist ungültig.";
  if (req.method !== "GET" && req.method !== "HEAD") return sendRefusal(req, res, 400, message);
  res.locals.requestError = { status: 400, message };
  req.url = "/404-not-found";
  // React Router reads originalUrl; the error route renders the refusal.
  req.originalUrl = "/404-not-found";
  next();
}

export function bodyLimitGuard(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const limit = bodyLimitFor(req.headers["content-type"]);
  if (limit === BODY_LIMITS.upload) return next();
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    // Answer without reading the body; the connection closes so the client stops sending.
    res.setHeader("Connection", "close");
    return sendRefusal(req, res, 413, `Die Anfrage ist zu groß (höchstens ${limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${limit / 1024} KB`}).`);
  }
  next();
}

/** Origins that may send non-GET requests: BASE_URL's, and on loopback hosts the request's own. */
export function originGuard(baseUrl: string) {
  const allowed = new URL(baseUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    const site = req.headers["sec-fetch-site"];
    if (origin && origin !== "null") {
      if (origin === allowed || isOwnLoopbackOrigin(req, origin)) return next();
      return sendRefusal(req, res, 403, "Diese Anfrage kam nicht von unserer Seite und wurde abgelehnt.");
    }
    if (typeof site === "string" && site !== "same-origin" && site !== "none") {
      return sendRefusal(req, res, 403, "Diese Anfrage kam nicht von unserer Seite und wurde abgelehnt.");
    }
    if (origin === "null") return sendRefusal(req, res, 403, "Diese Anfrage kam nicht von unserer Seite und wurde abgelehnt.");
    next();
  };
}

function isOwnLoopbackOrigin(req: Request, origin: string) {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const loopback = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  return loopback && url.host === req.headers.host;
}
