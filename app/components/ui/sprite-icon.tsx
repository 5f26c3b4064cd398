import type { SVGProps } from "react";

/**
 * The icons of the app (the names of lucide-react: `import { Heart } from "lucide-react"`) drawn
 * from one cached SVG sprite instead of inline paths and a JavaScript icon chunk: vite.config.ts
 * resolves "lucide-react" to a generated module (scripts/lib/icon-sprite.ts) that exports
 * `spriteIcon("heart")` for every icon the code imports, and writes their paths as `<symbol>`s
 * into one hashed file under /assets. An icon is `<svg …><use href="/assets/icons-….svg#heart"/></svg>`
 * with lucide's attributes (size 24, stroke currentColor, width 2, round caps, the classes
 * `lucide lucide-heart`, aria-hidden unless labelled), so the symbols inherit colour, fill and
 * stroke from the element as lucide's inline paths did.
 */
export type SpriteIconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  color?: string;
  absoluteStrokeWidth?: boolean;
};

const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some((p) => (p.startsWith("aria-") || p === "role" || p === "title") && props[p] != null);

export function spriteIcon(spriteUrl: string, id: string) {
  function SpriteIcon({ size, color, strokeWidth, absoluteStrokeWidth, className, children, ...rest }: SpriteIconProps) {
    const px = size ?? 24;
    const stroke = strokeWidth ?? 2;
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
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = id;
  return SpriteIcon;
}
