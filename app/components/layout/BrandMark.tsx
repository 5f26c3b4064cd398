import { BRAND_COLORS, BRAND_LEAF_PATH } from "~/lib/brand";
import { cn } from "~/lib/cn";

/** The leaf logo (same drawing as /favicon.svg), inline so it needs no request. Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="7" fill={BRAND_COLORS.background} />
      <path d={BRAND_LEAF_PATH} fill={BRAND_COLORS.leaf} />
    </svg>
  );
}
