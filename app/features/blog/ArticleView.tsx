import { HydrateLater } from "~/lib/hydrate-later";
import { CalendarDays, Clock, Eye, Link2, Pencil, Share2, Star } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { LazyBoundary, lazyPart, PART_UNAVAILABLE } from "~/components/ui/lazy-part";
import { Spinner } from "~/components/ui/spinner";
import { LinkTabs } from "~/components/ui/link-tabs";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useSearchParams } from "react-router";
import { responsiveSrc } from "~/lib/image-src";
import { toast } from "~/lib/toast";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import { VerifiedBadge } from "~/components/ui/verified-badge";
import { UserAvatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { jsonForScript } from "~/lib/breadcrumbs";
import { useRootData } from "~/lib/root-data";
import { absoluteUrl, publisherJsonLd } from "~/components/layout/meta";
import { formatDate, isoDate, formatCount } from "~/lib/format";
import type { PublicArticlePage } from "./article.server";
import { ArticleCardGrid } from "./ArticleCard";
import { DeleteArticleButton } from "./DeleteArticleButton";
import { PROSE_CLASSES } from "./prose";
import { sendTrackingForm } from "~/lib/browser-session";
import { profilePath } from "~/lib/paths";

const ArticleLinkManager = lazyPart(() => import("./ArticleLinkManager"));

/**
 * The article page body: header with author, share, edit, admin featuring and delete; the
 * sanitised content; tags; admins get a link-management tab; more articles of the author.
 * `follow` is the follow button the route composes in (from the follows feature).
 */
/** `follow` and `report` ('Melden') come from other features, composed by the route. */
export function ArticleView({
  page: d,
  origin,
  follow,
  report,
  preview = false,
}: {
  page: PublicArticlePage;
  origin: string;
  follow?: ReactNode;
  report?: ReactNode;
  /** The editor's 'Vorschau': the article as readers see it, without actions, structured data and view counting. */
  preview?: boolean;
}) {
  const { t } = useTranslation("common");
  const a = d.article;
  const Title = preview ? "h2" : "h1";
  const [copied, setCopied] = useState(false);
  const featureFetcher = useFetcher<FetcherResult>();
  useFetcherToast(featureFetcher, { error: "Fehler beim Speichern" });
  const author = a.authorUsername ?? t("Anonym");
  const { siteTitle } = useRootData();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.title,
    description: a.metaDescription,
    datePublished: new Date(a.publishDate ?? a.createdAt).toISOString(),
    dateModified: new Date(a.updatedAt).toISOString(),
    author: a.authorUsername
      ? {
          "@type": "Person",
          name: a.authorUsername,
          url: `${origin}${profilePath({ id: a.authorId ?? "", username: a.authorUsername })}`,
        }
      : { "@type": "Person", name: "Anonym" },
    mainEntityOfPage: `${origin}${a.href}`,
    ...(a.featuredImageUrl ? { image: absoluteUrl(origin, a.featuredImageUrl) } : {}),
    keywords: a.tags.map((x) => x.name).join(", "),
    publisher: publisherJsonLd(siteTitle, origin),
  };

  const share = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${a.href}`);
      toast.success(t("Link in Zwischenablage kopiert!"));
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t("Fehler beim Kopieren des Links"));
    }
  };

  const content = (
    <article className="space-y-6">
      <header className="space-y-4">
        {a.categories.length ? (
          <div className="flex flex-wrap gap-1">
            {a.categories.map((c) => (
              <Badge key={c.slug} variant="secondary" asChild>
                <Link to={`/blog?category=${encodeURIComponent(c.slug)}`}>{c.name}</Link>
              </Badge>
            ))}
          </div>
        ) : null}
        <Title className="text-3xl leading-tight font-bold text-ink sm:text-4xl">{a.title}</Title>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-2">
            <UserAvatar name={author} src={a.authorAvatarUrl} size="sm" />
            {a.authorUsername && a.authorId ? (
              <Link to={profilePath({ id: a.authorId, username: a.authorUsername })} className="font-medium text-ink hover:underline">
                {author}
              </Link>
            ) : (
              <span className="font-medium text-ink">{author}</span>
            )}
            {d.authorVerified ? <VerifiedBadge /> : null}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={isoDate(a.publishDate ?? a.createdAt)}>{formatDate(a.publishDate ?? a.createdAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {t("{{n}} Min. Lesezeit", { n: a.readingMinutes })}
          </span>
          {a.viewCount !== null ? (
            <span className="inline-flex items-center gap-1" data-testid="article-views">
              <Eye aria-hidden="true" className="size-4" />
              {t("{{n}} Aufrufe", {
                count: a.viewCount,
                n: formatCount(a.viewCount),
              })}
            </span>
          ) : null}
        </div>
        {preview ? null : (
          <div className="flex flex-wrap gap-2">
            {follow}
            <Button variant="outline" size="sm" onClick={share}>
              <Share2 aria-hidden="true" />
              {copied ? t("Link kopiert!") : t("Teilen")}
            </Button>
            {d.canEdit ? (
              <ButtonLink to={`/myblog?edit=${a.id}`} icon={Pencil} variant="outline" size="sm">
                {t("Bearbeiten")}
              </ButtonLink>
            ) : null}
            {d.isAdmin && !preview ? (
              <featureFetcher.Form method="post">
                <input type="hidden" name="intent" value="featureAdmin" />
                <input type="hidden" name="articleId" value={a.id} />
                <input type="hidden" name="value" value={String(!a.featuredByAdmin)} />
                <Button type="submit" variant="outline" size="sm">
                  <Star aria-hidden="true" />
                  {a.featuredByAdmin ? t("Nicht mehr im Blog hervorheben") : t("Im Blog hervorheben")}
                </Button>
              </featureFetcher.Form>
            ) : null}
            {d.canDelete ? <DeleteArticleButton articleId={a.id} /> : null}
            {report}
          </div>
        )}
        {a.excerpt ? <p className="text-lg text-ink-muted">{a.excerpt}</p> : null}
      </header>
      {a.featuredImageUrl ? (
        <img
          {...responsiveSrc(a.featuredImageUrl, [640, 960, 1280], 960)}
          sizes="(min-width: 768px) 768px, 100vw"
          width={1280}
          height={720}
          alt={a.featuredImageAlt ?? a.title}
          fetchPriority="high"
          className="aspect-[16/9] w-full rounded-card object-cover"
        />
      ) : null}
      <div className={PROSE_CLASSES} data-testid="article-content" dangerouslySetInnerHTML={{ __html: a.html }} />
      {a.tags.length ? (
        <footer className="flex flex-wrap gap-2 border-t border-border pt-4">
          {a.tags.map((tag) => (
            <Link
              key={tag.slug}
              to={`/blog?tag=${encodeURIComponent(tag.slug)}`}
              className="rounded-full bg-surface-muted px-3 py-1 text-sm text-ink hover:bg-brand-100"
            >
              #{tag.name}
            </Link>
          ))}
        </footer>
      ) : null}
    </article>
  );

  return (
    <div className={preview ? "mx-auto max-w-3xl space-y-10" : "mx-auto max-w-3xl space-y-10 px-4 py-8"}>
      {preview ? null : (
        <>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
          <ArticleViewBeacon slug={a.slug} username={a.authorUsername} />
        </>
      )}
      {d.isAdmin && !preview ? <ArticleAdminView page={d}>{content}</ArticleAdminView> : content}
      {d.more.length ? (
        <HydrateLater>
          <section aria-labelledby="more-heading" className="space-y-3">
            <h2 id="more-heading" className="text-xl font-semibold">
              {t("Weitere Artikel von {{name}}", { name: author })}
            </h2>
            <ArticleCardGrid articles={d.more} className="sm:grid-cols-2" rowsOnPhone />
          </section>
        </HydrateLater>
      ) : null}
    </div>
  );
}

/** The admins' views of an article: the article itself and its 'Link-Verwaltung' (`?tab=links`). */
const LINKS_TAB = "links";

/**
 * For admins: 'Artikel | Link-Verwaltung' as links (`?tab=links`), so a click works the same
 * before the page's scripts have started, while they hydrate and after; the server renders the
 * chosen view. The link management's code is loaded for admins on that view only.
 */
function ArticleAdminView({ page: d, children }: { page: PublicArticlePage; children: ReactNode }) {
  const { t } = useTranslation("common");
  const [params] = useSearchParams();
  const onLinks = params.get("tab") === LINKS_TAB;
  const href = d.article.href;
  return (
    <div className="flex flex-col gap-3">
      <LinkTabs
        label={t("Ansicht für Admins")}
        items={[
          { to: href, current: !onLinks, children: t("Artikel") },
          {
            to: `${href}?tab=${LINKS_TAB}`,
            current: onLinks,
            children: (
              <>
                <Link2 aria-hidden="true" />
                {t("Link-Verwaltung")}
              </>
            ),
          },
        ]}
      />
      {onLinks ? (
        <LazyBoundary fallback={<Spinner className="py-6" />} unavailable={<p className="text-sm text-ink-muted">{PART_UNAVAILABLE}</p>}>
          <ArticleLinkManager articleId={d.article.id} links={d.links} />
        </LazyBoundary>
      ) : (
        children
      )}
    </div>
  );
}

function ArticleViewBeacon({ slug, username }: { slug: string; username: string | null }) {
  useEffect(() => {
    sendTrackingForm("/api/blog/views", { slug, username: username ?? "" });
  }, [slug, username]);
  return null;
}
