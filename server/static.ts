import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

/**
 * Static files of the client build, sent precompressed (brotli or gzip, written at build time by
 * the precompress Vite plugin) with `Vary: Accept-Encoding`: no compression work per request.
 * Hashed assets are immutable for a year; other files (locales, images of public/) an hour.
 */
export function staticFiles(dir: string, opts: { immutable: boolean }): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { maxAge: opts.immutable ? "1y" : "1h", immutable: opts.immutable, index: false },
  });
}
