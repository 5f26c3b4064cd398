import type { Route } from "./+types/sitemap-image.xml";
import { sitemapImages } from "~/features/seo/sitemap.server";
import { absoluteUrl } from "~/components/layout/meta";
import { xmlEscape } from "~/features/seo/xml";
import { baseUrl } from "~/lib/env.server";

/** /sitemap-image.xml: images of approved providers and published articles, grouped by page. */
export async function loader(_: Route.LoaderArgs) {
  const base = baseUrl();
  const byPage = new Map<string, { image: string; title: string }[]>();
  for (const img of await sitemapImages()) {
    const list = byPage.get(img.page) ?? [];
    list.push(img);
    byPage.set(img.page, list);
  }
  const body = [...byPage.entries()]
    .map(
      ([page, images]) =>
        `<url><loc>${xmlEscape(absoluteUrl(base, page))}</loc>${images
          .map(
            (i) => `<image:image><image:loc>${xmlEscape(absoluteUrl(base, i.image))}</image:loc><image:title>${xmlEscape(i.title)}</image:title></image:image>`,
          )
          .join("")}</url>`,
    )
    .join("\n");
  // A urlset needs one URL at least (sitemaps.org schema): without images it lists the home page.
  const urls = body || `<url><loc>${xmlEscape(absoluteUrl(base, "/"))}</loc></url>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}
