import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { staticFileHeaders } from "./security";

/**
 * Static files of the client build, sent precompressed (brotli or gzip, written at build time by
 * the precompress Vite plugin) with `Vary: Accept-Encoding`: no compression work per request.
 * Hashed assets are immutable for a year; other files (locales, images of public/) an hour.
 * Each file carries the security headers of every answer with the static CSP (server/security.ts).
 */
export function staticFiles(dir: string, opts: { immutable: boolean }): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { maxAge: opts.immutable ? "1y" : "1h", immutable: opts.immutable, index: false, setHeaders: staticFileHeaders },
  });
}

/** The first segment of a path, decoded ('/locales/de/x.json' → 'locales'); '' when it cannot be decoded. */
export function firstSegment(pathname: string): string {
  const segment = pathname.split("/")[1] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}
