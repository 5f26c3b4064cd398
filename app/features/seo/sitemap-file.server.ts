import { Readable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import { absoluteUrl } from "~/components/layout/meta";
import { onAnyCacheInvalidation } from "~/lib/cache.server";
import { baseUrl } from "~/lib/env.server";
import { notFound } from "~/lib/errors";
import { SITEMAP_MAX_URLS, SITEMAP_PRIORITY, sitemapPlan, sitemapUrlBatches, type SitemapUrl } from "./sitemap.server";
import { xmlEscape } from "./xml";

/**
 * /sitemap.xml as a file (decision 0021): one urlset up to 50,000 URLs, above that a sitemap index
 * whose parts are /sitemap.xml?teil=N. The XML is written batch by batch into a gzip stream, so the
 * whole uncompressed document is never in memory; the compressed file is kept for 10 minutes and
 * dropped on every cache invalidation (a provider approved, an article published, ...).
 */
const TTL_MS = 10 * 60_000;
const files = new Map<string, { gz: Buffer; at: number }>();
const building = new Map<string, Promise<Buffer>>();
let generation = 0;
onAnyCacheInvalidation(() => {
  generation++;
  files.clear();
  building.clear();
});

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;

function urlXml(base: string, u: SitemapUrl) {
  const lastmod = u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
  return `<url><loc>${xmlEscape(absoluteUrl(base, u.path))}</loc>${lastmod}<priority>${u.priority.toFixed(1)}</priority></url>\n`;
}

/** The XML of one file, piece by piece (part 0: the single urlset or the index; part N: the N-th urlset). */
export async function* sitemapXml(part: number, max = SITEMAP_MAX_URLS): AsyncGenerator<string> {
  const base = baseUrl();
  const plan = await sitemapPlan(max);
  if (part > plan.parts) throw notFound("Diese Sitemap gibt es nicht.");
  if (part === 0 && plan.parts > 0) {
    const today = new Date().toISOString().slice(0, 10);
    yield `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
    for (let i = 1; i <= plan.parts; i++)
      yield `<sitemap><loc>${xmlEscape(absoluteUrl(base, `/sitemap.xml?teil=${i}`))}</loc><lastmod>${today}</lastmod></sitemap>\n`;
    yield "</sitemapindex>\n";
    return;
  }
  yield URLSET_OPEN;
  let written = 0;
  for await (const batch of sitemapUrlBatches(plan, part, max)) {
    written += batch.length;
    yield batch.map((u) => urlXml(base, u)).join("");
  }
  // Profiles are counted before the reserved-word filter: a last part could end up empty, and a
  // urlset needs at least one <url> (XSD). It then lists the home page (a harmless repetition).
  if (written === 0) yield urlXml(base, { path: "/", priority: SITEMAP_PRIORITY.home });
  yield "</urlset>\n";
}

async function build(part: number, max: number): Promise<Buffer> {
  const gzip = createGzip();
  const chunks: Buffer[] = [];
  gzip.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    gzip.on("end", resolve);
    gzip.on("error", reject);
  });
  for await (const piece of sitemapXml(part, max)) {
    if (!gzip.write(piece)) await new Promise((r) => gzip.once("drain", r));
  }
  gzip.end();
  await done;
  return Buffer.concat(chunks);
}

/** The gzip-compressed file of a part, from the cache or freshly built. */
export async function sitemapGzip(part: number, max = SITEMAP_MAX_URLS): Promise<Buffer> {
  const key = `${part}:${max}`;
  const hit = files.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.gz;
  const running = building.get(key);
  if (running) return running;
  const gen = generation;
  const promise = build(part, max).finally(() => building.delete(key));
  building.set(key, promise);
  const gz = await promise;
  if (gen === generation) files.set(key, { gz, at: Date.now() });
  return gz;
}

/** The HTTP answer: the compressed bytes when the client takes gzip, else decompressed as a stream. */
export async function sitemapResponse(request: Request, part: number): Promise<Response> {
  const gz = await sitemapGzip(part);
  const headers = new Headers({ "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600", Vary: "Accept-Encoding" });
  if (/\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")) {
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(gz.length));
    return new Response(new Uint8Array(gz), { headers });
  }
  const plain = Readable.from([gz]).pipe(createGunzip());
  return new Response(Readable.toWeb(plain) as ReadableStream<Uint8Array>, { headers });
}
