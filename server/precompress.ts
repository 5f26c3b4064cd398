import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Files worth compressing: text formats. Images and fonts (woff2) are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml|html|ico|map|webmanifest)$/i;
const MIN_BYTES = 1024;

/**
 * Writes `.br` (brotli, best quality) and `.gz` (gzip level 9) next to every compressible file in
 * `dir`, at build time, so that the server sends static files compressed without compressing per
 * request. Files that do not shrink are left alone. `onlyNew` skips files compressed already.
 * Returns the number of files compressed.
 */
export function precompressDir(dir: string, { onlyNew = false }: { onlyNew?: boolean } = {}): number {
  let count = 0;
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(entry.name)) {
        if (onlyNew && (fs.existsSync(`${file}.br`) || fs.existsSync(`${file}.gz`))) continue;
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const br = zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        const gz = zlib.gzipSync(body, { level: 9 });
        if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
        count++;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return count;
}
