import { Eye, FilePlus2, Pencil, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useActionData, useFetcher, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { useFetcherToast } from "~/lib/use-fetcher-toast";
import type { Route } from "./+types/myblog";
import { pageMeta } from "~/components/layout/meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { loadErrorBoundary } from "~/components/layout/RouteError";
import { LoadErrors } from "~/components/ui/load-errors";
import { Input } from "~/components/ui/input";
import { ArticleEditor, type EditorArticle } from "~/features/blog/ArticleEditor";
import { DeleteArticleButton } from "~/features/blog/DeleteArticleButton";
import { AdSlot } from "~/features/ads/AdSlot";
import { chooseBanner } from "~/features/ads/public.server";
import { loadMyBlog, myBlogAction } from "./+shared/myblog.server";
import { BLOG_MESSAGES } from "~/features/blog/schema";
import { requireViewerOrRedirect } from "~/lib/http.server";
import { formatDate } from "~/lib/format";

export const handle = { breadcrumb: () => ({ label: "Mein Blog", href: "/myblog" }) };

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewerOrRedirect(request);
  const [blog, banner] = await Promise.all([loadMyBlog(viewer, new URL(request.url)), chooseBanner("myblog_sidebar")]);
  return { ...blog, banner };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewerOrRedirect(request);
  return myBlogAction(viewer, request);
}

/** Autosave and 'Vorschau' change nothing the page shows: no reload of its data after them. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  return intent === "autosave" || intent === "preview" ? false : defaultShouldRevalidate;
}

/** The articles could not be loaded (also after a client-side navigation): the spec's text with a retry. */
export const ErrorBoundary = loadErrorBoundary(BLOG_MESSAGES.loadArticles);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta("Mein Blog", "Schreibe, bearbeite und veröffentliche deine Artikel.", matches, { robots: "noindex,nofollow" });

const STATUS_LABEL: Record<string, string> = { draft: "Entwurf", published: "Veröffentlicht", scheduled: "Geplant" };

type Result = { ok: boolean; message?: string; error?: string; fieldErrors?: Record<string, string> };

export default function MyBlog() {
  const { t } = useTranslation("common");
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<Result>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="min-w-0 space-y-6">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold">{d.editing ? t("Artikel bearbeiten") : d.creating ? t("Neuer Artikel") : t("Mein Blog")}</h1>
          {!d.creating ? (
            <ButtonLink to="/myblog?new=1" icon={FilePlus2}>
              {t("Neuer Artikel")}
            </ButtonLink>
          ) : null}
        </header>
        <LoadErrors errors={d.loadErrors} className="space-y-2" />
        {d.creating ? (
          <ArticleEditor
            // A save by hand comes back with a new updatedAt: the editor starts again from what was stored.
            key={d.editing ? `${d.editing.id}:${new Date(d.editing.updatedAt).getTime()}` : "new"}
            article={d.editing as EditorArticle | null}
            categories={d.categories}
            tags={d.tags}
            error={actionData && !actionData.ok ? actionData.error : undefined}
            fieldErrors={actionData && !actionData.ok ? actionData.fieldErrors : undefined}
          />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="min-w-0">
              <ArticleList d={d} />
            </div>
            <AdSlot placementKey="myblog_sidebar" banner={d.banner} className="max-w-xs" />
          </div>
        )}
        {d.adminCategories && !d.creating ? <CategoryManager categories={d.adminCategories} /> : null}
      </div>
    </div>
  );
}

function ArticleList({ d }: { d: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const { t } = useTranslation("common");
  return (
    <section aria-labelledby="my-articles" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-articles" className="text-xl font-semibold">
          {d.all ? t("Alle Artikel ({{n}})", { n: d.articles.length }) : t("Meine Artikel ({{n}})", { n: d.articles.length })}
        </h2>
        {d.isAdmin ? (
          <Link to={d.all ? "/myblog" : "/myblog?all=1"} className="text-sm text-brand-800 hover:underline">
            {d.all ? t("Nur meine Artikel") : t("Alle Artikel verwalten")}
          </Link>
        ) : null}
      </div>
      {d.articles.length === 0 ? (
        <EmptyState
          icon={FilePlus2}
          title={t("Noch keine Artikel")}
          text={t("Schreib deinen ersten Artikel für die Community.")}
          action={<ButtonLink to="/myblog?new=1">{t("Artikel schreiben")}</ButtonLink>}
        />
      ) : (
        <ul className="divide-y divide-border rounded-card border border-border bg-white" data-testid="my-articles">
          {d.articles.map((a) => (
            <li key={a.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {a.visible ? (
                    <Link to={a.href} className="hover:underline">
                      {a.title}
                    </Link>
                  ) : (
                    a.title
                  )}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                  <Badge variant={a.status === "published" ? "verified" : "secondary"}>{t(STATUS_LABEL[a.status] ?? a.status)}</Badge>
                  {a.publishDate ? formatDate(a.publishDate) : formatDate(a.createdAt)}
                  <span className="inline-flex items-center gap-1">
                    <Eye aria-hidden="true" className="size-3.5" />
                    {a.viewCount}
                  </span>
                  {d.all && a.authorUsername ? <span>{a.authorUsername}</span> : null}
                  {a.featuredByAdmin ? <Badge variant="featured">{t("Im Blog hervorgehoben")}</Badge> : null}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {d.isAdmin ? <FeatureToggle id={a.id} value={a.featuredByAdmin} /> : null}
                <ButtonLink to={`/myblog?edit=${a.id}`} aria-label={t("{{title}} bearbeiten", { title: a.title })} icon={Pencil} variant="outline" size="sm">
                  {t("Bearbeiten")}
                </ButtonLink>
                <DeleteArticleButton articleId={a.id} action="/myblog" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FeatureToggle({ id, value }: { id: string; value: boolean }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<Result>();
  useFetcherToast(fetcher, { error: "Fehler beim Speichern" });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="featureAdmin" />
      <input type="hidden" name="articleId" value={id} />
      <input type="hidden" name="value" value={String(!value)} />
      <Button type="submit" variant={value ? "secondary" : "outline"} size="sm" aria-pressed={value}>
        <Star aria-hidden="true" />
        {value ? t("Hervorhebung entfernen") : t("Im Blog hervorheben")}
      </Button>
    </fetcher.Form>
  );
}

function CategoryManager({ categories }: { categories: { id: string; name: string; isActive: boolean; sortOrder: number }[] }) {
  const { t } = useTranslation("common");
  const create = useFetcher<Result>();
  useFetcherToast(create, { error: "Fehler beim Speichern" });
  return (
    <section aria-labelledby="category-admin" className="space-y-3">
      <h2 id="category-admin" className="text-xl font-semibold">
        {t("Kategorien verwalten")}
      </h2>
      <ul className="divide-y divide-border rounded-card border border-border bg-white">
        {categories.map((c) => (
          <CategoryRow key={c.id} category={c} />
        ))}
      </ul>
      <create.Form method="post" className="flex gap-2">
        <input type="hidden" name="intent" value="createCategory" />
        <Input name="name" aria-label={t("Neue Kategorie")} maxLength={80} required />
        <Button type="submit" variant="outline">
          {t("Hinzufügen")}
        </Button>
      </create.Form>
    </section>
  );
}

function CategoryRow({ category }: { category: { id: string; name: string; isActive: boolean; sortOrder: number } }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<Result>();
  useFetcherToast(fetcher, { error: "Fehler beim Speichern" });
  return (
    <li>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3 p-3">
        <input type="hidden" name="intent" value="updateCategory" />
        <input type="hidden" name="categoryId" value={category.id} />
        <span className="min-w-32 flex-1 font-medium">{category.name}</span>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="isActive" defaultChecked={category.isActive} /> {t("Aktiv")}
        </label>
        <label className="flex items-center gap-2 text-sm">
          {t("Reihenfolge")}
          <Input name="sortOrder" type="number" min={0} max={10000} defaultValue={category.sortOrder} className="w-20" />
        </label>
        <Button type="submit" size="sm" variant="outline">
          {t("Speichern")}
        </Button>
      </fetcher.Form>
    </li>
  );
}
