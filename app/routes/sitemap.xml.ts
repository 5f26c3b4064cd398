import type { Route } from "./+types/sitemap.xml";
import { sitemapUrls } from "~/features/seo/sitemap.server";
import { absoluteUrl } from "~/components/layout/meta";
import { xmlEscape } from "~/features/seo/xml";
import { baseUrl } from "~/lib/env.server";

/** /sitemap.xml: every public URL with the priorities of spec 1 section 9. */
export async function loader(_: Route.LoaderArgs) {
  const base = baseUrl();
  const urls = await sitemapUrls();
  const body = urls
    .map(
      (u) =>
        `<url><loc>${xmlEscape(absoluteUrl(base, u.path))}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}<priority>${u.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}
