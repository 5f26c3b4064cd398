import { Parser } from "htmlparser2";
import sanitize from "sanitize-html";
import { isScriptLikeUrl, safeHref } from "./safe-url";

/**
 * Sanitising of user input (spec 2 section 5), for every feature that stores user text:
 * - `sanitizeUserHtml`: allow-list HTML through sanitize-html (the maintained sanitiser), with our
 *   rules on top: safe link targets, images only through the caller's `imageSrc` rule, block `<div>`s
 *   turned into paragraphs, unclosed `<svg>`/`<style>`/`<script>`/... dropped without swallowing the
 *   rest, and a flag when script-like content was removed (the caller logs `suspicious_content`).
 * - `cleanText`: the spec's text sanitiser for plain-text fields.
 * - `isSuspicious`: the spec's suspicious-content check.
 */

/** Elements whose content is dropped together with them (never text for the reader). */
const DROP_CONTENT = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "textarea",
  "select",
  "svg",
  "math",
  "head",
  "title",
  "xmp",
  "plaintext",
];
const DROP_SET = new Set(DROP_CONTENT);
/** Removing one of these counts as removing script-like content. */
const SCRIPT_LIKE_TAGS = new Set(["script", "style", "iframe", "frame", "frameset", "object", "embed", "applet"]);
/** Attributes that hold a URL (sanitize-html's list plus srcset). */
const URL_ATTRIBUTES = new Set([...sanitize.defaults.allowedSchemesAppliedToAttributes, "srcset", "imagesrcset"]);
/** Where article text resumes after an unclosed drop element (tags of the article allow-list and common blocks). */
const RESUME_RE = /<\/?(?:p|div|span|h[1-6]|ul|ol|li|blockquote|pre|code|hr|br|img|a|strong|b|em|i|u|s|table)(?=[\s/>])/gi;
const DROP_OPEN_RE = new RegExp(`<!--[\\s\\S]*?(?:-->|$)|<(${DROP_CONTENT.join("|")})(?=[\\s/>])`, "gi");
/** Blocks that may not sit inside a paragraph: a `<div>` holding one is unwrapped instead of becoming a `<p>`. */
const BLOCK_TAGS = new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre", "hr", "table"]);

export const DEFAULT_USER_TAGS = ["p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "blockquote"] as const;
export const DEFAULT_USER_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ["href", "title"] };

export type UserHtmlOptions = {
  /** Allowed elements (default: paragraphs, line breaks, inline emphasis, links, lists, quotes). */
  allowedTags?: readonly string[];
  /** Allowed attributes per element, in output order (default: a href and title). */
  allowedAttributes?: Readonly<Record<string, readonly string[]>>;
  /** Keeps an image source (returns it) or refuses it (null). Without it no image survives. */
  imageSrc?: (src: string) => string | null;
};

export type UserHtmlResult = {
  html: string;
  /** Script-like content was removed: script/style/iframe/object/embed, on* handlers, javascript:/vbscript:/data:text/html URLs. */
  removedSuspicious: boolean;
  /** Sources of images that `imageSrc` refused (script-like sources are not listed: they count as suspicious). */
  refusedImages: string[];
};

/** Allow-list HTML sanitiser for user content. Output is well-formed and every value re-escaped. */
export function sanitizeUserHtml(input: string, opts: UserHtmlOptions = {}): UserHtmlResult {
  // Broken nesting (e.g. a paragraph inside a paragraph) can need another pass to settle: sanitising
  // our own output again must change nothing, so repeat until it is stable.
  const result = sanitizeOnce(input, opts);
  for (let pass = 0; pass < 4; pass++) {
    const again = sanitizeOnce(result.html, opts).html;
    if (again === result.html) break;
    result.html = again;
  }
  return result;
}

function sanitizeOnce(input: string, opts: UserHtmlOptions): UserHtmlResult {
  const allowedTags = [...(opts.allowedTags ?? DEFAULT_USER_TAGS)];
  const allowedAttributes = opts.allowedAttributes ?? DEFAULT_USER_ATTRIBUTES;
  const refusedImages: string[] = [];
  let removedSuspicious = false;
  const convertDivs = !allowedTags.includes("div");

  // Control characters (except tab and line breaks) are never content, and PostgreSQL refuses NUL.
  // eslint-disable-next-line no-control-regex
  const text = String(input ?? "").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
  const first = sanitize(closeUnclosedDropElements(text), {
    ...sanitizeOptions(convertDivs ? [...allowedTags, "div"] : allowedTags, allowedAttributes, opts.imageSrc, refusedImages),
    onOpenTag(name, attribs) {
      if (!removedSuspicious && isScriptLikeTag(name, attribs)) removedSuspicious = true;
    },
  });
  let html = first;
  if (convertDivs && first.includes("<div")) {
    // Second pass over our own clean output: each <div> becomes a <p>, or is unwrapped when it holds blocks.
    const asParagraph = divDecisions(first);
    let index = 0;
    const base = sanitizeOptions(allowedTags, allowedAttributes, opts.imageSrc, []);
    html = sanitize(first, {
      ...base,
      // A div that stays "div" is not allowed here, so it is dropped and its content kept. (Renaming to a
      // disallowed name instead would leak that name into a later closing tag in sanitize-html 2.17.)
      transformTags: { ...base.transformTags, div: () => ({ tagName: asParagraph[index++] ? "p" : "div", attribs: {} }) },
    });
  }
  // sanitize-html writes void elements as `<br />`; attribute values are escaped, so this only touches tag ends.
  html = html.replace(/<(br|hr|img)((?:\s[^<>]*)?) \/>/g, "<$1$2>");
  return { html: html.trim(), removedSuspicious, refusedImages };
}

function sanitizeOptions(
  allowedTags: string[],
  allowedAttributes: Readonly<Record<string, readonly string[]>>,
  imageSrc: UserHtmlOptions["imageSrc"],
  refusedImages: string[],
): sanitize.IOptions {
  return {
    allowedTags,
    allowedAttributes: Object.fromEntries(Object.entries(allowedAttributes).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    nonTextTags: DROP_CONTENT,
    disallowedTagsMode: "discard",
    parseStyleAttributes: false,
    transformTags: {
      "*": (tagName, attribs) => {
        if (tagName === "img") {
          // An image without a source is removed by exclusiveFilter below.
          const src = (attribs.src ?? "").trim();
          let kept: string | null = null;
          if (src && imageSrc && !isScriptLikeUrl(src)) {
            kept = imageSrc(src);
            if (kept === null) refusedImages.push(src);
          }
          attribs = { ...attribs, src: kept ?? "" };
        }
        // Own keys only: a tag named 'constructor' or '__proto__' must not find Object.prototype.
        return { tagName, attribs: cleanAttributes(Object.hasOwn(allowedAttributes, tagName) ? allowedAttributes[tagName]! : [], attribs) };
      },
    },
    // An empty src is dropped by sanitize-html (non-boolean attribute), and the image with it.
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  };
}

/** Keeps the allowed attributes in their listed order, with our value rules. */
function cleanAttributes(allowed: readonly string[], attribs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of allowed) {
    const value = attribs[name];
    if (value === undefined) continue;
    if (name === "href") {
      const href = safeHref(value);
      if (href !== null) out.href = href;
    } else if (name === "src") out.src = value;
    else if (name === "width" || name === "height") {
      if (/^\d{1,4}$/.test(value.trim())) out[name] = value.trim();
    } else out[name] = value.slice(0, 300);
  }
  return out;
}

function isScriptLikeTag(name: string, attribs: Record<string, string>): boolean {
  if (SCRIPT_LIKE_TAGS.has(name)) return true;
  return Object.entries(attribs).some(([attr, value]) => /^on/i.test(attr) || (URL_ATTRIBUTES.has(attr) && isScriptLikeUrl(value)));
}

/**
 * Closes drop elements (svg, style, script, iframe, ...) that are never closed, where the article
 * resumes (the next article tag), so their content is dropped but not the rest of the article.
 * An unclosed <style> or <script> would otherwise turn everything after it into its own text.
 */
function closeUnclosedDropElements(html: string): string {
  let out = html;
  let from = 0;
  for (let guard = 0; guard < 100; guard++) {
    DROP_OPEN_RE.lastIndex = from;
    const open = DROP_OPEN_RE.exec(out);
    if (!open) break;
    from = open.index + open[0].length;
    if (!open[1]) continue; // a comment
    const name = open[1].toLowerCase();
    const openEnd = out.indexOf(">", open.index);
    if (openEnd === -1) break;
    const closeRe = new RegExp(`</${name}(?=[\\s/>]|$)`, "gi");
    closeRe.lastIndex = openEnd;
    const close = closeRe.exec(out);
    if (close) {
      from = close.index + close[0].length;
      continue;
    }
    RESUME_RE.lastIndex = openEnd;
    const resume = RESUME_RE.exec(out);
    const cut = resume ? resume.index : out.length;
    // Drop elements opened inside the cut-off part are closed too (innermost first): a raw-text one
    // such as <style> would otherwise take the inserted closer as its own text.
    const inner = [...out.slice(open.index, cut).matchAll(/<([a-z]+)(?=[\s/>])/gi)].map((m) => m[1]!.toLowerCase()).filter((n) => DROP_SET.has(n));
    const closers = [...new Set(inner)]
      .reverse()
      .map((n) => `</${n}>`)
      .join("");
    out = out.slice(0, cut) + closers + out.slice(cut);
    from = cut + closers.length;
  }
  return out;
}

/** For each <div> of clean HTML in document order: true = becomes a <p>, false = holds blocks, unwrap. */
function divDecisions(html: string): boolean[] {
  const decisions: boolean[] = [];
  const stack: (number | null)[] = [];
  const parser = new Parser({
    onopentag(name) {
      const parentDiv = stack.at(-1);
      if (parentDiv != null && BLOCK_TAGS.has(name)) decisions[parentDiv] = false;
      if (name === "div") {
        decisions.push(true);
        stack.push(decisions.length - 1);
      } else stack.push(null);
    },
    onclosetag() {
      stack.pop();
    },
  });
  parser.write(html);
  parser.end();
  return decisions;
}

const BLOCK_OPEN_RE = /<(script|style)\b[^<>]*>/gi;
const TAG_RE = /<\/?[a-z!?][^<>]*>/gi;
const ATTRIBUTE_VALUE = String.raw`\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)`;
const URL_ATTRIBUTE_RE = new RegExp(String.raw`\b(?:href|src)${ATTRIBUTE_VALUE}`, "gi");
const HANDLER_RE = new RegExp(String.raw`\bon[a-z]+${ATTRIBUTE_VALUE}`, "gi");

/**
 * The text sanitiser of spec 2 section 5, for plain-text fields: strips script blocks and all tags,
 * javascript: and eval( patterns, references to document., window. and location., href= and src=
 * attributes, inline event-handler attributes and control characters (line breaks and tabs stay),
 * then trims. Repeated until nothing changes, so removals cannot assemble a new match.
 */
export function cleanText(input: string): string {
  let text = String(input ?? "");
  for (let guard = 0; guard < 10; guard++) {
    const before = text;
    text = stripScriptBlocks(text)
      .replace(TAG_RE, "")
      .replace(/(?:java|vb)script\s*:/gi, "")
      .replace(/\beval\s*\(/gi, "")
      .replace(/\b(?:document|window|location)\s*\./gi, "")
      .replace(URL_ATTRIBUTE_RE, "")
      .replace(HANDLER_RE, "")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, "");
    if (text === before) break;
  }
  return text.trim();
}

/** Removes <script>...</script> and <style>...</style> blocks in one pass (linear: no backtracking over the rest). */
function stripScriptBlocks(text: string): string {
  let out = "";
  let last = 0;
  BLOCK_OPEN_RE.lastIndex = 0;
  for (let open = BLOCK_OPEN_RE.exec(text); open; open = BLOCK_OPEN_RE.exec(text)) {
    const closeRe = new RegExp(`</${open[1]!.toLowerCase()}\\s*>`, "gi");
    closeRe.lastIndex = BLOCK_OPEN_RE.lastIndex;
    const close = closeRe.exec(text);
    // Unclosed: stop here, so the scan stays linear; the remaining tags go with all other tags.
    if (!close) break;
    out += text.slice(last, open.index);
    last = close.index + close[0].length;
    BLOCK_OPEN_RE.lastIndex = last;
  }
  return out + text.slice(last);
}

const SUSPICIOUS_RE = /<\s*script\b|javascript\s*:|eval\s*\(|document\s*\.\s*write|innerHTML|onload\s*=|onerror\s*=|vbscript\s*:|data\s*:\s*text\/html|base64/i;

/** The suspicious-content check of spec 2 section 5 (for logging, not for refusing input). */
export function isSuspicious(text: string | null | undefined): boolean {
  return Boolean(text) && SUSPICIOUS_RE.test(String(text));
}
