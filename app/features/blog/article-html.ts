/**
 * The article allow-list, shared by the server sanitiser (sanitize.server.ts) and the editor
 * (TiptapEditor.tsx), so that the editor shows exactly what will be published.
 */
export const ARTICLE_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "br",
  "hr",
  "img",
  "code",
  "pre",
] as const;

/** Allowed attributes per element, in output order; every other attribute is dropped. */
export const ARTICLE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
};
