import { Parser } from "htmlparser2";

/**
 * Allow-list HTML sanitiser for article content (runs on the server before every write).
 * Only the tags and attributes below survive; everything else is dropped (its text is kept,
 * except inside script/style/... whose content is dropped entirely). Text and attribute values
 * are re-escaped, so entity tricks cannot produce markup.
 */
const ALLOWED_TAGS = new Set([
  "p", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "blockquote", "ul", "ol", "li", "a", "br", "hr", "img", "code", "pre",
]);
const VOID_TAGS = new Set(["br", "hr", "img"]);
/** Content of these elements is removed together with the element. */
const DROP_CONTENT = new Set(["script", "style", "iframe", "object", "embed", "noscript", "template", "textarea", "select", "svg", "math", "head", "title"]);
const ALLOWED_ATTRS: Record<string, string[]> = {
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
};

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Removes control characters and whitespace that browsers ignore inside URL schemes. */
function compactUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, "");
}

/** Link targets: http(s), mailto, or relative (path, query, fragment). */
export function safeHref(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const compact = compactUrl(value).toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (scheme) return ["http", "https", "mailto"].includes(scheme[1]!) ? value : null;
  if (compact.startsWith("//")) return null; // protocol-relative: treat as foreign scheme-less host
  if (compact.includes(":") && !/^[/?#.]/.test(compact)) return null;
  return value;
}

/** Image sources: our own media (/media/, /images/) or https. */
export function safeImageSrc(raw: string): string | null {
  const value = raw.trim();
  const compact = compactUrl(value).toLowerCase();
  if (compact.startsWith("https://")) return value;
  if ((compact.startsWith("/media/") || compact.startsWith("/images/")) && !compact.includes("..")) return value;
  return null;
}

function cleanAttrs(tag: string, attrs: Record<string, string>): string {
  const allowed = ALLOWED_ATTRS[tag] ?? [];
  const out: string[] = [];
  for (const name of allowed) {
    const value = attrs[name];
    if (value === undefined) continue;
    let clean: string | null = value;
    if (name === "href") clean = safeHref(value);
    else if (name === "src") clean = safeImageSrc(value);
    else if (name === "width" || name === "height") clean = /^\d{1,4}$/.test(value.trim()) ? value.trim() : null;
    else clean = value.slice(0, 300);
    if (clean === null) continue;
    out.push(` ${name}="${escapeHtml(clean)}"`);
  }
  return out.join("");
}

export function sanitizeHtml(input: string): string {
  const out: string[] = [];
  const stack: string[] = [];
  let dropDepth = 0;
  const parser = new Parser(
    {
      onopentag(rawName, attrs) {
        const name = rawName.toLowerCase();
        if (dropDepth > 0) {
          if (DROP_CONTENT.has(name)) dropDepth++;
          return;
        }
        if (DROP_CONTENT.has(name)) {
          dropDepth = 1;
          return;
        }
        if (!ALLOWED_TAGS.has(name)) return;
        if (name === "img") {
          const src = attrs.src !== undefined ? safeImageSrc(attrs.src) : null;
          if (!src) return;
        }
        out.push(`<${name}${cleanAttrs(name, attrs)}>`);
        if (!VOID_TAGS.has(name)) stack.push(name);
      },
      ontext(text) {
        if (dropDepth > 0) return;
        out.push(escapeHtml(text));
      },
      onclosetag(rawName, isImplied) {
        const name = rawName.toLowerCase();
        if (dropDepth > 0) {
          if (DROP_CONTENT.has(name)) dropDepth--;
          return;
        }
        void isImplied;
        if (!ALLOWED_TAGS.has(name) || VOID_TAGS.has(name)) return;
        const index = stack.lastIndexOf(name);
        if (index === -1) return;
        while (stack.length > index) out.push(`</${stack.pop()}>`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(input ?? "");
  parser.end();
  while (stack.length) out.push(`</${stack.pop()}>`);
  return out.join("").trim();
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
  return html.replace(/<a href="([^"]*)"([^>]*)>/g, (_m, href: string, rest: string) => {
    const url = href.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
    const external = /^https?:\/\//i.test(url);
    const rel = dofollow.has(url) ? "noopener" : "nofollow noopener";
    return `<a href="${href}"${rest} rel="${rel}"${external ? ' target="_blank"' : ""}>`;
  });
}
