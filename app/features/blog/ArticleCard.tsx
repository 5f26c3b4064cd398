import { CalendarDays, Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { responsiveSrc } from "~/lib/image-src";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { VerifiedBadge } from "~/components/ui/verified-badge";
import { formatDate } from "~/lib/format";
import { StaticPart } from "~/lib/static-part";

export type ArticleCardData = {
  id: string;
  title: string;
  href: string;
  excerpt: string | null;
  publishDate: Date | string | null;
  createdAt: Date | string;
  featuredImageUrl: string | null;
  featuredImageAlt: string | null;
  authorUsername: string | null;
  authorVerified?: boolean;
  featuredByAdmin?: boolean;
  viewCount?: number | null;
  categories?: { name: string; slug: string }[];
};

export function ArticleCardView({
  article,
  headingLevel: H = "h3",
  showViews = false,
  priority = false,
  rowOnPhone = false,
}: {
  article: ArticleCardData;
  headingLevel?: "h2" | "h3";
  showViews?: boolean;
  /** The first card of a page's top grid: its image is likely the largest paint, so it loads at once. */
  priority?: boolean;
  /** Below 640 px a list row with a 96 px thumbnail (a long list on a phone), a tile from 640 px. */
  rowOnPhone?: boolean;
}) {
  const { t } = useTranslation("common");
  const row = rowOnPhone;
  return (
    // The priority card (the page's likely largest paint) renders at once; the others may wait
    // until they scroll near the viewport (render-lazy / article-row: content-visibility, app.css).
    <article
      className={cn(
        "group flex h-full overflow-hidden rounded-card border border-border bg-white shadow-sm transition-shadow hover:shadow-md",
        row ? "gap-3 p-3 sm:flex-col sm:gap-0 sm:p-0" : "flex-col",
        !priority && (row ? "article-row" : "render-lazy"),
      )}
    >
      <Link
        to={article.href}
        className={cn(
          "relative block overflow-hidden bg-brand-50",
          row ? "size-24 shrink-0 rounded-lg sm:aspect-[16/9] sm:h-auto sm:w-full sm:rounded-none" : "aspect-[16/9]",
        )}
        tabIndex={-1}
        aria-hidden="true"
      >
        <span className={cn("absolute inset-0 flex items-center justify-center font-bold text-brand-700", row ? "text-2xl sm:text-4xl" : "text-4xl")}>
          {article.title.slice(0, 1)}
        </span>
        {article.featuredImageUrl ? (
          <img
            {...responsiveSrc(article.featuredImageUrl, [320, 640, 960], 640)}
            sizes={row ? "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 96px" : "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"}
            width={640}
            height={360}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            onError={(e) => {
              e.currentTarget.style.display = "none";
            }}
            className="relative size-full object-cover transition-transform group-hover:scale-[1.02]"
          />
        ) : null}
      </Link>
      <div className={cn("flex min-w-0 flex-1 flex-col", row ? "gap-1.5 sm:gap-2 sm:p-4" : "gap-2 p-4")}>
        {article.categories?.length ? (
          <div className="flex flex-wrap gap-1">
            {article.categories.slice(0, 2).map((c, i) => (
              // A row on a phone keeps the first category only (one line).
              <Badge key={c.slug} variant="secondary" className={row && i > 0 ? "max-sm:hidden" : undefined}>
                {c.name}
              </Badge>
            ))}
          </div>
        ) : null}
        <H className="text-base leading-snug font-semibold text-ink">
          <Link to={article.href} className="hover:text-brand-800 hover:underline">
            {article.title}
          </Link>
        </H>
        {article.excerpt ? <p className={cn("line-clamp-3 text-sm text-ink-muted", row && "max-sm:hidden")}>{article.excerpt}</p> : null}
        <p className={cn("mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted", row ? "sm:pt-2" : "pt-2")}>
          <span className="inline-flex items-center gap-1">
            {article.authorUsername ?? t("Anonym")}
            {article.authorVerified ? <VerifiedBadge compact /> : null}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            {formatDate(article.publishDate ?? article.createdAt)}
          </span>
          {showViews && typeof article.viewCount === "number" ? (
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-3.5" />
              {article.viewCount}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/**
 * A grid of article cards (h3 headings); `className` sets the columns. `priority`: the grid is at
 * the top of its page, so the first card's image loads at once (largest contentful paint).
 * `rowsOnPhone`: list rows below 640 px (a long list), tiles from there.
 */
export function ArticleCardGrid({
  articles,
  className,
  priority = false,
  rowsOnPhone = false,
  ...props
}: { articles: ArticleCardData[]; priority?: boolean; rowsOnPhone?: boolean } & React.ComponentProps<"ul">) {
  return (
    <ul className={cn("grid", rowsOnPhone ? "gap-3 sm:gap-4" : "gap-4", className)} {...props}>
      {articles.map((a, i) => (
        // Links only: the browser takes the cards over unhydrated (decision 0050); new data, a new card.
        <StaticPart as="li" key={JSON.stringify(a)}>
          <ArticleCardView article={a} headingLevel="h3" priority={priority && i === 0} rowOnPhone={rowsOnPhone} />
        </StaticPart>
      ))}
    </ul>
  );
}
