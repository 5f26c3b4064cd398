/**
 * The public translation bundle (app/lib/i18n-load.ts `translationFiles`): the six public
 * namespace files of public/locales/de in one JSON object, written into the client build as
 * locales/de/public.json (precompressed with the other files) and answered by the dev server at the
 * same address. The namespace files stay the source (scripts/i18n-sync.ts edits them).
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { LANGUAGE, PUBLIC_BUNDLE_FILE, PUBLIC_NAMESPACES } from "../../app/lib/i18n-load";

/** The bundle's JSON text, from the namespace files in `localesDir` (public/locales/de). */
export function publicBundle(localesDir: string): string {
  const bundle: Record<string, unknown> = {};
  for (const ns of PUBLIC_NAMESPACES) bundle[ns] = JSON.parse(fs.readFileSync(path.join(localesDir, `${ns}.json`), "utf8"));
  return JSON.stringify(bundle);
}

export function localeBundle(options: { root: string }): Plugin {
  const localesDir = path.join(options.root, "public", "locales", LANGUAGE);
  const address = `/locales/${LANGUAGE}/${PUBLIC_BUNDLE_FILE}`;
  return {
    name: "hanfnetz:locale-bundle",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: address.slice(1), source: publicBundle(localesDir) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== address) return next();
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.setHeader("Cache-Control", "no-cache");
        res.end(publicBundle(localesDir));
      });
    },
  };
}
