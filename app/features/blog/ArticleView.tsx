import { HydrateLater } from "~/lib/hydrate-later";
import { CalendarDays, Clock, Eye, Pencil, Share2, Star } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
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
import { formatDate, isoDate } from "~/lib/format";
import type { PublicArticlePage } from "./article.server";
import { ArticleCardGrid } from "./ArticleCard";
import { DeleteArticleButton } from "./DeleteArticleButton";
import { PROSE_CLASSES } from "./prose";
import { sendTrackingForm } from "~/lib/browser-session";
import { profilePath } from "~/lib/paths";

const ArticleAdminTabs = lazyPart(() => import("./ArticleAdminTabs"));

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
                n: a.viewCount.toLocaleString("de-DE"),
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
      {d.isAdmin ? (
        // The admins' link management is loaded for admins only (tabs and switches stay out of
        // the article's first visit for everyone else).
        <LazyBoundary fallback={content} unavailable={content}>
          <ArticleAdminTabs articleId={a.id} links={d.links}>
            {content}
          </ArticleAdminTabs>
        </LazyBoundary>
      ) : (
        content
      )}
      {d.more.length ? (
        <HydrateLater>
          <section aria-labelledby="more-heading" className="space-y-3">
            <h2 id="more-heading" className="text-xl font-semibold">
              {t("Weitere Artikel von {{name}}", { name: author })}
            </h2>
            <ArticleCardGrid articles={d.more} className="sm:grid-cols-2" />
          </section>
        </HydrateLater>
      ) : null}
    </div>
  );
}

function ArticleViewBeacon({ slug, username }: { slug: string; username: string | null }) {
  useEffect(() => {
    sendTrackingForm("/api/blog/views", { slug, username: username ?? "" });
  }, [slug, username]);
  return null;
}
