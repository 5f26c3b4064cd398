import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { ArticleCardGrid, type ArticleCardData } from "./ArticleCard";

/**
 * An author's articles on the profile: the author-featured ones, then the visible ones (or an
 * empty state that invites the owner to write the first); `moreHref` links to a page showing more
 * while `articles` is not all `total` of them.
 */
export function AuthorArticles({
  featured,
  articles,
  total,
  moreHref,
  isOwner,
}: {
  featured: ArticleCardData[];
  articles: ArticleCardData[];
  total: number;
  moreHref?: string;
  isOwner: boolean;
}) {
  const { t } = useTranslation("common");
  return (
    <>
      {featured.length ? (
        <section aria-labelledby="featured-heading" className="space-y-3">
          <h2 id="featured-heading" className="text-lg font-semibold">
            {t("Hervorgehobene Artikel")}
          </h2>
          <ArticleCardGrid articles={featured} className="sm:grid-cols-2 lg:grid-cols-3" />
        </section>
      ) : null}

      <section aria-labelledby="articles-heading" className="space-y-3">
        <h2 id="articles-heading" className="text-lg font-semibold">
          {t("Blog-Artikel ({{n}})", { n: Math.max(total, articles.length) })}
        </h2>
        {articles.length ? (
          <ArticleCardGrid articles={articles} className="sm:grid-cols-2 lg:grid-cols-3" data-testid="profile-articles" rowsOnPhone />
        ) : (
          <EmptyState
            headingLevel="h3"
            title={t("Noch keine Artikel")}
            action={
              isOwner ? (
                <ButtonLink to="/myblog?new=1">{t("Ersten Artikel schreiben")}</ButtonLink>
              ) : (
                <ButtonLink to="/blog" variant="outline">
                  {t("Zum Blog")}
                </ButtonLink>
              )
            }
          />
        )}
        {moreHref ? (
          <div className="flex justify-center">
            <ButtonLink to={moreHref} variant="outline" preventScrollReset>
              {t("Weitere Artikel anzeigen")}
            </ButtonLink>
          </div>
        ) : null}
      </section>
    </>
  );
}
