import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { formatRating, ratingLabel, formatCount } from "~/lib/format";

/** Five stars filled up to the rounded rating (decorative; the text says the figure). */
export function StarIcons({ value, className }: { value: number; className?: string }) {
  const rounded = Math.round(value);
  return (
    <span aria-hidden="true" className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} className={cn("size-4", i <= rounded ? "fill-amber-400 text-amber-500" : "fill-none text-stone-300")} />
      ))}
    </span>
  );
}

/** A rating as one image for assistive technology: "4 von 5 Sternen" (a span may not carry a name by itself). */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation("common");
  return (
    <span role="img" aria-label={t("{{n}} von 5 Sternen", { n: value })} className={cn("inline-flex items-center", className)}>
      <StarIcons value={value} />
    </span>
  );
}

/**
 * "★ 4,3 Sterne (12 Bewertungen)": one star icon keeps list pages light (24 cards per page).
 * Without reviews: 'Noch keine Bewertungen' (never '0,0 Sterne').
 */
export function RatingSummary({ average, count, className, stars = false }: { average: number; count: number; className?: string; stars?: boolean }) {
  const { t } = useTranslation("common");
  const shown = Math.round(average * 10) / 10;
  if (count === 0) {
    return (
      <span className={cn("inline-flex items-center gap-1.5 text-sm text-ink-muted", className)} data-testid="no-reviews">
        <Star aria-hidden="true" className="size-4 text-stone-300" />
        {t("Noch keine Bewertungen")}
      </span>
    );
  }
  return (
    // The one star is a CSS background (icon-star-filled in app.css): no element per card.
    <span className={cn("inline-flex flex-wrap items-center gap-1.5 text-sm text-ink-muted", !stars && "icon-star-filled", className)}>
      {stars ? <StarIcons value={average} /> : null}
      <span>
        <span className="font-semibold text-ink">{formatRating(average)}</span> {t(ratingLabel(shown))}
      </span>
      {/* A text run is a flex item of its own: no element needed (24 cards per page). */}
      {`(${t("{{n}} Bewertungen", { count, n: formatCount(count) })})`}
    </span>
  );
}
