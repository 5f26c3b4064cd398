import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { REVIEW_SORT_LABELS, REVIEW_SORTS, isFiltered, reviewQueryHref, type ReviewQuery, offersPhotos, offersStars } from "./review-filters";

const chip =
  "inline-flex min-h-9 shrink-0 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 max-md:min-h-11";
/** On a phone each row is one line that scrolls sideways to the screen's edges (like the category chips); it wraps from 768 px on. */
const row = "-mx-4 overflow-x-auto px-4 pb-1 md:mx-0 md:overflow-visible md:px-0 md:pb-0";
const line = "flex w-max items-center gap-2 md:w-auto md:flex-wrap";
const label = "shrink-0 text-sm text-ink-muted";
const on = "border-brand-800 bg-brand-800 text-white";
const off = "border-border bg-white text-ink hover:bg-surface-muted";

/**
 * Sorting ('Neueste', 'Hilfreichste', 'Beste', 'Kritischste') and filters (stars, 'mit Fotos') of
 * the reviews as GET links: they work without JavaScript, the server sorts and filters. On a phone
 * the two rows take two lines instead of five.
 */
export function ReviewsToolbar({
  search,
  query,
  distribution,
  withPhotos,
}: {
  search: URLSearchParams;
  query: ReviewQuery;
  /** Reviews per star: a star filter without reviews would only lead to an empty list, so it is left out (unless chosen). */
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
  /** Reviews with a photo: 'mit Fotos' is offered only when there are some (or when chosen). */
  withPhotos: number;
}) {
  const { t } = useTranslation("common");
  return (
    <div className="flex flex-col gap-2" data-testid="reviews-toolbar">
      <nav aria-label={t("Bewertungen sortieren")} className={row}>
        <div className={line}>
          <span className={label}>{t("Sortieren:")}</span>
          {REVIEW_SORTS.map((s) => (
            <Link
              key={s}
              to={reviewQueryHref(search, { sort: s })}
              aria-current={query.sort === s ? "true" : undefined}
              className={cn(chip, query.sort === s ? on : off)}
              rel="nofollow"
            >
              {t(REVIEW_SORT_LABELS[s])}
            </Link>
          ))}
        </div>
      </nav>
      <nav aria-label={t("Bewertungen filtern")} className={row}>
        <div className={line}>
          <span className={label}>{t("Filtern:")}</span>
          {([5, 4, 3, 2, 1] as const)
            .filter((n) => offersStars(query, n, distribution[n]))
            .map((n) => (
              <Link
                key={n}
                to={reviewQueryHref(search, {
                  stars: query.stars === n ? null : n,
                })}
                aria-current={query.stars === n ? "true" : undefined}
                className={cn(chip, query.stars === n ? on : off)}
                rel="nofollow"
              >
                {t("{{n}} Sterne", { count: n, n })}
              </Link>
            ))}
          {offersPhotos(query, withPhotos) ? (
            <Link
              to={reviewQueryHref(search, { withPhotos: !query.withPhotos })}
              aria-current={query.withPhotos ? "true" : undefined}
              className={cn(chip, query.withPhotos ? on : off)}
              rel="nofollow"
            >
              {t("mit Fotos")}
            </Link>
          ) : null}
          {isFiltered(query) ? (
            <Link to={reviewQueryHref(search, { stars: null, withPhotos: false })} className={cn(chip, off)} rel="nofollow">
              {t("Filter zurücksetzen")}
            </Link>
          ) : null}
        </div>
      </nav>
    </div>
  );
}
