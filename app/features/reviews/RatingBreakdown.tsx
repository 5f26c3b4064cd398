import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StarIcons } from "~/components/ui/stars";
import { cn } from "~/lib/cn";
import { formatRating, formatCount } from "~/lib/format";
import { offersStars, reviewQueryHref, type ReviewQuery } from "./review-filters";

/** One bar's row: its label, the bar and the count. */
const ROW = "grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-2 rounded text-sm text-ink";

/**
 * The rating summary (issue #26 item 5): the average, the count and a bar per star 5 to 1; each
 * bar with reviews links to them (a GET link, no JavaScript needed).
 */
export function RatingBreakdown({
  average,
  count,
  distribution,
  search,
  query,
}: {
  average: number;
  count: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
  search: URLSearchParams;
  query: ReviewQuery;
}) {
  const { t } = useTranslation("common");
  if (count === 0) return null;
  return (
    <div className="grid gap-4 rounded-card border border-border bg-white p-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8" data-testid="rating-breakdown">
      <div className="flex flex-col items-start gap-1">
        {/* A figure, not a paragraph that reads as a heading (axe p-as-heading). */}
        <div className="text-4xl font-bold text-ink">{formatRating(average)}</div>
        <StarIcons value={average} />
        <p className="text-sm text-ink-muted">{t("{{n}} Bewertungen", { count, n: formatCount(count) })}</p>
      </div>
      <ul className="flex flex-col gap-1.5">
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const n = distribution[star];
          const pct = count > 0 ? Math.round((n / count) * 100) : 0;
          const active = query.stars === star;
          const content = (
            <>
              <span>{t("{{n}} Sterne", { count: star, n: star })}</span>
              <span className="h-2.5 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${pct}%` }} />
              </span>
              <span className="text-right text-ink-muted">
                {n}
                {/* The name read out is the visible text plus the noun ("5 Sterne 4 Bewertungen"), so that
                    it starts with what a speech user sees (WCAG 2.5.3, label in name). */}
                <span className="sr-only"> {t("Anzahl Bewertungen", { count: n })}</span>
              </span>
            </>
          );
          return (
            <li key={star}>
              {/* A star without reviews is not a link: it would only lead to an empty list. */}
              {offersStars(query, star, n) ? (
                <Link
                  to={reviewQueryHref(search, { stars: active ? null : star })}
                  rel="nofollow"
                  aria-current={active ? "true" : undefined}
                  className={cn(ROW, "hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current]:font-semibold")}
                >
                  {content}
                </Link>
              ) : (
                <div className={ROW}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
