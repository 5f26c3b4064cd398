import { createContext, useContext, type SVGProps } from "react";

/**
 * The icons of the app (the names of lucide-react: `import { Heart } from "lucide-react"`) drawn
 * from symbols instead of inline paths and a JavaScript icon chunk: vite.config.ts resolves
 * "lucide-react" to a generated module (scripts/lib/icon-sprite.ts) that exports
 * `spriteIcon(url, "heart")` for every icon the code imports, and writes their paths as
 * `<symbol>`s into one hashed file under /assets. An icon is `<svg …><use href="…#heart"/></svg>`
 * with lucide's attributes (size 24, stroke currentColor, width 2, round caps, the classes
 * `lucide lucide-heart`, aria-hidden unless labelled), so the symbols inherit colour, fill and
 * stroke from the element as lucide's inline paths did.
 *
 * Where the symbols come from (decision 0049): a server-rendered page carries the symbols its
 * icons use in one hidden `<svg>` at the end of its body (`IconSprite`), and its icons point there
 * (`#i-heart`). Chromium parses an external sprite as an SVG document of its own on every page
 * load (about 140 ms of main thread on a phone before anything else, however few icons the page
 * shows); inline symbols are parsed with the page. Icons drawn later in the browser (after a
 * client-side navigation, in a dialog) use the inline symbol where the page has it and the hashed
 * sprite file otherwise.
 */
export type SpriteIconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  color?: string;
  absoluteStrokeWidth?: boolean;
};

/** The symbols a server render has used so far; sealed once `IconSprite` has written them. */
export class IconSymbols {
  readonly symbols = new Map<string, string>();
  sealed = false;
}

/** One per server render (entry.server.tsx); absent in the browser. */
export const IconSymbolsContext = createContext<IconSymbols | null>(null);

const INLINE_PREFIX = "i-";

const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some((p) => (p.startsWith("aria-") || p === "role" || p === "title") && props[p] != null);

/** Where an icon's `<use>` points: the page's inline symbol where it has (or on the server: gets) one. */
function useSymbolHref(spriteUrl: string, id: string, symbol: string | undefined): string {
  const page = useContext(IconSymbolsContext);
  const inline = `#${INLINE_PREFIX}${id}`;
  if (page) {
    if (page.sealed || !symbol) return `${spriteUrl}#${id}`;
    page.symbols.set(id, symbol);
    return inline;
  }
  if (typeof document !== "undefined" && document.getElementById(INLINE_PREFIX + id)) return inline;
  return `${spriteUrl}#${id}`;
}

export function spriteIcon(spriteUrl: string, id: string, symbol?: string) {
  function SpriteIcon({ size, color, strokeWidth, absoluteStrokeWidth, className, children, ...rest }: SpriteIconProps) {
    const px = size ?? 24;
    const stroke = strokeWidth ?? 2;
    const href = useSymbolHref(spriteUrl, id, symbol);
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={rest.width ?? px}
        height={rest.height ?? px}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color || "currentColor"}
        strokeWidth={absoluteStrokeWidth ? (Number(stroke) * 24) / Number(px) : stroke}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${id} ${className}` : `lucide lucide-${id}`}
        aria-hidden={children || hasA11yProp(rest) ? undefined : "true"}
        {...rest}
      >
        {children}
        <use href={href} />
      </svg>
    );
  }
  SpriteIcon.displayName = id;
  return SpriteIcon;
}

/**
 * The symbols of the page's icons, rendered once after everything else in the body (root.tsx). In
 * the browser it keeps what the server wrote: Preact does not apply `dangerouslySetInnerHTML` while
 * hydrating, and the same empty string afterwards changes nothing.
 */
export function IconSprite() {
  const page = useContext(IconSymbolsContext);
  let html = "";
  if (page) {
    page.sealed = true;
    html = [...page.symbols.values()].join("");
  }
  return <svg className="hidden" aria-hidden="true" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
