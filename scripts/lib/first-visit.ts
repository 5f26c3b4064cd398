import http from "node:http";

/** Bytes of one response as they travel (compressed as the server sends them), and the encoding. */
export function wireBytes(url: string, acceptEncoding = "br, gzip"): Promise<{ bytes: number; encoding: string; body: Buffer; status: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ bytes: body.length, encoding: String(res.headers["content-encoding"] ?? "identity"), body, status: res.statusCode ?? 0 });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

export type FirstVisit = {
  html: number;
  css: number;
  js: number;
  jsFiles: { url: string; bytes: number; encoding: string }[];
  json: number;
  /** the icon sprite (an SVG file cached across pages) */
  icons: number;
  total: number;
};

/**
 * What a first visit of `path` downloads, in bytes on the wire with `Accept-Encoding: br, gzip`:
 * the HTML, its stylesheets, every script it references (entry, modulepreloads, the route modules
 * the inline entry imports) and the translation files the browser loads (public/locales).
 */
export async function firstVisitOnWire(base: string, path = "/"): Promise<FirstVisit> {
  const doc = await wireBytes(`${base}${path}`, "identity");
  const htmlWire = await wireBytes(`${base}${path}`);
  const html = doc.body.toString("utf8");
  const scripts = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) scripts.add(m[1]!);
  const jsFiles: FirstVisit["jsFiles"] = [];
  for (const u of scripts) {
    const r = await wireBytes(new URL(u, base).href);
    jsFiles.push({ url: u, bytes: r.bytes, encoding: r.encoding });
  }
  let css = 0;
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) css += (await wireBytes(new URL(m[1]!, base).href)).bytes;
  // The translation files the page preloads (root.tsx: the page's namespaces) and the icon sprite.
  let json = 0;
  for (const m of html.matchAll(/<link[^>]*href="(\/locales\/[^"]+)"/g)) {
    const r = await wireBytes(new URL(m[1]!.replace(/&amp;/g, "&"), base).href);
    if (r.status === 200) json += r.bytes;
  }
  let icons = 0;
  for (const u of new Set([...html.matchAll(/<use href="([^"#]+)#/g)].map((m) => m[1]!))) icons += (await wireBytes(new URL(u, base).href)).bytes;
  const js = jsFiles.reduce((s, f) => s + f.bytes, 0);
  return { html: htmlWire.bytes, css, js, jsFiles, json, icons, total: htmlWire.bytes + css + js + json + icons };
}
