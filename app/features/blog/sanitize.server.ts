import { Parser } from "htmlparser2";
import { safeHref } from "~/lib/safe-url";
import { sanitizeUserHtml, type UserHtmlResult } from "~/lib/sanitize.server";
import { ownImageSrc } from "~/lib/storage.server";
import { ARTICLE_ATTRIBUTES, ARTICLE_TAGS } from "./article-html";

/**
 * Article content rules on top of the shared sanitiser (lib/sanitize.server.ts, sanitize-html):
 * the article allow-list (article-html.ts), images only from our own storage, links through `safeHref`.
 * Runs on the server before every write; the editor (TiptapEditor.tsx) produces the same tags.
 */

/** Elements whose text never counts as article text. */
const DROP_CONTENT = new Set(["script", "style", "iframe", "object", "embed", "noscript", "template", "textarea", "select", "svg", "math", "head", "title"]);

export { safeHref };

/** Image sources: our own uploads and the site's own `/images/` (lib/storage.server.ts). */
export const safeImageSrc = (raw: string): string | null => ownImageSrc(raw);

/** Sanitises article HTML; `refusedImages` lists images from foreign sources (the save refuses them). */
export function sanitizeArticle(input: string): UserHtmlResult {
  return sanitizeUserHtml(input, { allowedTags: ARTICLE_TAGS, allowedAttributes: ARTICLE_ATTRIBUTES, imageSrc: safeImageSrc });
}

/** The sanitised article HTML only. */
export function sanitizeHtml(input: string): string {
  return sanitizeArticle(input).html;
}

/** Plain text of (sanitised) HTML, for excerpts, reading time and feeds. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let drop = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROP_CONTENT.has(name)) drop++;
        else if (["p", "br", "li", "h2", "h3", "h4", "blockquote", "pre", "hr"].includes(name)) parts.push(" ");
      },
      ontext(text) {
        if (!drop) parts.push(text);
      },
      onclosetag(name) {
        if (DROP_CONTENT.has(name)) drop = Math.max(0, drop - 1);
        else parts.push(" ");
      },
    },
    { decodeEntities: true },
  );
  parser.write(html ?? "");
  parser.end();
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Reading time at 200 words per minute (at least 1 minute). */
export function readingMinutes(html: string): number {
  const words = htmlToText(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

export type FoundLink = { url: string; text: string; context: string };

/** The links (a[href]) of sanitised content with their text and surrounding sentence. */
export function extractLinks(html: string): FoundLink[] {
  const found: FoundLink[] = [];
  let current: { url: string; text: string } | null = null;
  let block: string[] = [];
  const pending: { url: string; text: string }[] = [];
  const flush = () => {
    const context = block.join("").replace(/\s+/g, " ").trim().slice(0, 300);
    for (const l of pending) found.push({ url: l.url, text: l.text.replace(/\s+/g, " ").trim(), context });
    pending.length = 0;
    block = [];
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (["p", "li", "h2", "h3", "h4", "blockquote", "pre"].includes(name)) flush();
        if (name === "a" && attrs.href) current = { url: attrs.href, text: "" };
      },
      ontext(text) {
        block.push(text);
        if (current) current.text += text;
      },
      onclosetag(name) {
        if (name === "a" && current) {
          pending.push(current);
          current = null;
        }
        if (["p", "li", "h2", "h3", "h4", "blockquote", "pre"].includes(name)) flush();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html ?? "");
  parser.end();
  flush();
  const seen = new Set<string>();
  return found.filter((l) => (seen.has(l.url) ? false : (seen.add(l.url), true)));
}

/**
 * Adds rel to every link of sanitised content at render time: "nofollow noopener" unless the
 * article's link list marks that URL dofollow (then "noopener"). External links open in a new tab.
 */
export function applyLinkRel(html: string, dofollow: ReadonlySet<string>): string {
  return html.replace(/<a\b([^>]*)>/g, (whole, attrs: string) => {
    const href = /\shref="([^"]*)"/.exec(attrs)?.[1];
    if (href === undefined) return whole;
    const url = href
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
    const external = /^https?:\/\//i.test(url);
    const rel = dofollow.has(url) ? "noopener" : "nofollow noopener";
    return `<a${attrs} rel="${rel}"${external ? ' target="_blank"' : ""}>`;
  });
}
