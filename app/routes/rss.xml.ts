import type { Route } from "./+types/rss.xml";
import { latestForFeed } from "~/features/blog/blog.server";
import { escapeXml } from "~/features/blog/rss";
import { getSiteSettings } from "~/features/site/settings.server";
import { baseUrl } from "~/lib/env.server";

/** /rss.xml: RSS 2.0 feed of the latest 50 published articles with absolute links. */
export async function loader(_: Route.LoaderArgs) {
  const base = baseUrl().replace(/\/+$/, "");
  const [items, settings] = await Promise.all([latestForFeed(50), getSiteSettings().catch(() => null)]);
  const title = settings?.siteTitle || "Hanfnetz";
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(`${title} Blog`)}</title>`,
    `<link>${escapeXml(`${base}/blog`)}</link>`,
    `<description>${escapeXml(`Die neuesten Artikel aus dem ${title} Blog`)}</description>`,
    "<language>de</language>",
    `<atom:link href="${escapeXml(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `<lastBuildDate>${new Date().toUTCString()}</lastBuildDate>`,
    ...items.map((a) => {
      const link = `${base}${a.href}`;
      return [
        "<item>",
        `<title>${escapeXml(a.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="false">${escapeXml(a.id)}</guid>`,
        `<pubDate>${(a.publishDate ?? a.createdAt).toUTCString()}</pubDate>`,
        `<dc:creator>${escapeXml(a.authorUsername ?? "Anonym")}</dc:creator>`,
        `<description>${escapeXml(a.description)}</description>`,
        a.featuredImageUrl
          ? `<enclosure url="${escapeXml(a.featuredImageUrl.startsWith("http") ? a.featuredImageUrl : `${base}${a.featuredImageUrl}`)}" type="image/${a.featuredImageUrl.endsWith(".svg") ? "svg+xml" : "webp"}" length="0"/>`
          : "",
        "</item>",
      ].join("");
    }),
    "</channel>",
    "</rss>",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
