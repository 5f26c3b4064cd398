import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { ServerResponse } from "node:http";

/** Content-Security-Policy for a request with the given script nonce. */
export function contentSecurityPolicy(nonce: string, opts: { dev: boolean; imageHosts?: string[] }) {
  const img = ["'self'", "data:", "blob:", ...(opts.imageHosts ?? [])].join(" ");
  const directives = [
    "default-src 'self'",
    opts.dev ? `script-src 'self' 'unsafe-inline' 'unsafe-eval'` : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self'",
    opts.dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  return directives.join("; ");
}

/**
 * img-src sources of a map tile URL template: its origin; a '{s}' subdomain placeholder allows
 * every subdomain ('https://{s}.tile.openstreetmap.org/…' → 'https://*.tile.openstreetmap.org').
 */
export function mapTileHosts(template: string): string[] {
  const m = /^https:\/\/([^/]+)\//.exec(template);
  if (!m) return [];
  const host = m[1].replace(/^\{s\}\./, "*.");
  return host.startsWith("*.") ? [`https://${host}`, `https://${host.slice(2)}`] : [`https://${host}`];
}

export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), payment=(), geolocation=(self), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()";

/** Sets the security headers on every response and a fresh nonce in res.locals.nonce. */
export function securityHeaders(opts: { dev: boolean; imageHosts?: string[]; hsts?: boolean }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, opts));
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // Only when the site is served over https (BASE_URL): browsers then refuse plain http for a year.
    if (opts.hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/**
 * The CSP of a static file (client build, /media uploads): nothing may load or run, styles inside
 * an SVG excepted, and an SVG or other file opened on its own is sandboxed (no scripts, no forms,
 * its own origin). Scripts and stylesheets loaded by our pages are not affected (a CSP applies to
 * documents, not to the files a document loads).
 */
export const STATIC_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

/**
 * `setHeaders` of the static file servers: the page headers (set for every answer by
 * `securityHeaders`) stay, the page CSP with its nonce becomes STATIC_CSP. Marks the answer as a
 * static file for the access log.
 */
export function staticFileHeaders(res: ServerResponse) {
  res.setHeader("Content-Security-Policy", STATIC_CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  (res as Response).locals.staticFile = true;
}
