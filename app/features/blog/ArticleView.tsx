import { CalendarDays, Clock, Eye, Link2, Pencil, Share2, Star, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, isRouteErrorResponse, Link, useFetcher, useLoaderData } from "react-router";
import { toast } from "~/lib/toast";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { NotFoundPage } from "~/components/layout/NotFoundPage";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { UserAvatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { FollowButton } from "~/features/follows/FollowButton";
import { jsonForScript } from "~/lib/breadcrumbs";
import { formatDate, isoDate, profilePath } from "~/lib/format";
import type { ArticleLoaderData } from "./article-route.server";
import { ArticleCardView } from "./ArticleCard";
import { PROSE_CLASSES } from "./prose";

export const articleHandle = {
  breadcrumb: (d: ArticleLoaderData | undefined) => [
    { label: "Blog", href: "/blog" },
    ...(d ? [{ label: d.article.title, href: d.article.href }] : []),
  ],
};

type MetaArgs = { data: ArticleLoaderData | undefined; matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined> };

export function articleMeta({ data: d, matches }: MetaArgs) {
  const site = siteTitleFromMatches(matches);
  if (!d) return [{ title: `Blog | ${site}` }];
  const a = d.article;
  const url = `${d.origin}${a.href}`;
  const image = a.featuredImageUrl ? (a.featuredImageUrl.startsWith("http") ? a.featuredImageUrl : `${d.origin}${a.featuredImageUrl}`) : undefined;
  return [
    { title: `${a.metaTitle} | ${site}` },
    { name: "description", content: a.metaDescription },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: a.metaTitle },
    { property: "og:description", content: a.metaDescription },
    { property: "og:type", content: "article" },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "robots", content: "index,follow" },
  ];
}

function ArticleViewBeacon({ slug, username }: { slug: string; username: string | null }) {
  const fetcher = useFetcher();
  const { submit } = fetcher;
  useEffect(() => {
    void submit({ slug, username: username ?? "" }, { method: "post", action: "/api/blog/views" });
  }, [slug, username, submit]);
  return null;
}

function useToastResult(fetcher: ReturnType<typeof useFetcher<{ ok: boolean; message?: string; error?: string }>>, fallbackError: string) {
  const { t } = useTranslation("common");
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) toast.success(t(fetcher.data.message ?? ""));
    else toast.error(t(fetcher.data.error ?? fallbackError));
  }, [fetcher.state, fetcher.data, fallbackError, t]);
}

export function ArticlePage() {
  const { t } = useTranslation("common");
  const d = useLoaderData<ArticleLoaderData>();
  const a = d.article;
  const [copied, setCopied] = useState(false);
  const featureFetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  useToastResult(featureFetcher, "Fehler beim Speichern");
  const author = a.authorUsername ?? t("Anonym");
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.title,
    description: a.metaDescription,
    datePublished: new Date(a.publishDate ?? a.createdAt).toISOString(),
    dateModified: new Date(a.updatedAt).toISOString(),
    author: a.authorUsername
      ? { "@type": "Person", name: a.authorUsername, url: `${d.origin}${profilePath({ id: a.authorId ?? "", username: a.authorUsername })}` }
      : { "@type": "Person", name: "Anonym" },
    mainEntityOfPage: `${d.origin}${a.href}`,
    ...(a.featuredImageUrl ? { image: a.featuredImageUrl.startsWith("http") ? a.featuredImageUrl : `${d.origin}${a.featuredImageUrl}` } : {}),
    keywords: a.tags.map((x) => x.name).join(", "),
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
        <h1 className="text-3xl leading-tight font-bold text-ink sm:text-4xl">{a.title}</h1>
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
              {t("{{n}} Aufrufe", { n: a.viewCount })}
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {a.authorId ? <FollowButton authorId={a.authorId} isFollowing={d.isFollowing} size="sm" /> : null}
          <Button variant="outline" size="sm" onClick={share}>
            <Share2 aria-hidden="true" />
            {copied ? t("Link kopiert!") : t("Teilen")}
          </Button>
          {d.canEdit ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`/myblog?edit=${a.id}`}>
                <Pencil aria-hidden="true" />
                {t("Bearbeiten")}
              </Link>
            </Button>
          ) : null}
          {d.isAdmin ? (
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
        </div>
        {a.excerpt ? <p className="text-lg text-ink-muted">{a.excerpt}</p> : null}
      </header>
      {a.featuredImageUrl ? (
        <img src={a.featuredImageUrl} alt={a.featuredImageAlt ?? a.title} className="aspect-[16/9] w-full rounded-card object-cover" />
      ) : null}
      <div className={PROSE_CLASSES} data-testid="article-content" dangerouslySetInnerHTML={{ __html: a.html }} />
      {a.tags.length ? (
        <footer className="flex flex-wrap gap-2 border-t border-border pt-4">
          {a.tags.map((tag) => (
            <Link key={tag.slug} to={`/blog?tag=${encodeURIComponent(tag.slug)}`} className="rounded-full bg-surface-muted px-3 py-1 text-sm text-ink hover:bg-brand-100">
              #{tag.name}
            </Link>
          ))}
        </footer>
      ) : null}
    </article>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      <ArticleViewBeacon slug={a.slug} username={a.authorUsername} />
      {d.isAdmin ? (
        <Tabs defaultValue="article">
          <TabsList>
            <TabsTrigger value="article">{t("Artikel")}</TabsTrigger>
            <TabsTrigger value="links">
              <Link2 aria-hidden="true" className="size-4" />
              {t("Link-Verwaltung")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="article">{content}</TabsContent>
          <TabsContent value="links">
            <LinkManager articleId={a.id} links={d.links} />
          </TabsContent>
        </Tabs>
      ) : (
        content
      )}
      {d.more.length ? (
        <section aria-labelledby="more-heading" className="space-y-3">
          <h2 id="more-heading" className="text-xl font-semibold">
            {t("Weitere Artikel von {{name}}", { name: author })}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {d.more.map((m) => (
              <li key={m.id}>
                <ArticleCardView article={m} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function DeleteArticleButton({ articleId, action }: { articleId: string; action?: string }) {
  const { t } = useTranslation("common");
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" size="sm">
          <Trash2 aria-hidden="true" />
          {t("Löschen")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("Artikel löschen?")}</AlertDialogTitle>
          <AlertDialogDescription>{t("Der Artikel wird endgültig gelöscht. Dies kann nicht rückgängig gemacht werden.")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("Abbrechen")}</AlertDialogCancel>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="articleId" value={articleId} />
            <AlertDialogAction asChild>
              <Button type="submit" variant="destructive">
                {t("Endgültig löschen")}
              </Button>
            </AlertDialogAction>
          </Form>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function LinkManager({ articleId, links }: { articleId: string; links: ArticleLoaderData["links"] }) {
  const { t } = useTranslation("common");
  const scan = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  useToastResult(scan, "Fehler beim Scannen nach Links");
  return (
    <div className="space-y-4">
      <scan.Form method="post" className="flex items-center justify-between gap-2">
        <input type="hidden" name="intent" value="scanLinks" />
        <input type="hidden" name="articleId" value={articleId} />
        <h2 className="text-lg font-semibold">{t("Links im Artikel ({{n}})", { n: links.length })}</h2>
        <Button type="submit" variant="outline" size="sm" disabled={scan.state !== "idle"}>
          {t("Nach Links scannen")}
        </Button>
      </scan.Form>
      {links.length ? (
        <ul className="divide-y divide-border rounded-card border border-border bg-white">
          {links.map((l) => (
            <LinkRow key={l.id} link={l} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t("Noch keine Links erfasst. Scannen Sie den Artikel nach Links.")}</p>
      )}
    </div>
  );
}

function LinkRow({ link }: { link: ArticleLoaderData["links"][number] }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  useToastResult(fetcher, "Fehler beim Aktualisieren des Links");
  const checked = fetcher.formData ? fetcher.formData.get("dofollow") === "true" : link.isDofollow;
  return (
    <li className="flex items-start gap-3 p-3">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{link.linkText || link.linkUrl}</p>
        <p className="truncate text-xs text-ink-muted">{link.linkUrl}</p>
        {link.linkContext ? <p className="line-clamp-2 text-xs text-ink-muted">{link.linkContext}</p> : null}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <Switch
          checked={checked}
          aria-label={t("Dofollow für {{url}}", { url: link.linkUrl })}
          onCheckedChange={(v) => fetcher.submit({ intent: "toggleLink", linkId: link.id, dofollow: String(v) }, { method: "post" })}
        />
        {checked ? "dofollow" : "nofollow"}
      </label>
    </li>
  );
}

export function ArticleErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage error={error} />;
}
