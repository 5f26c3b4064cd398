import { Newspaper, Search, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useLoaderData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/blog";
import { routeErrorBoundary } from "~/components/layout/RouteError";
import { canonicalTags, originFromMatches, siteTitleFromMatches } from "~/components/layout/meta";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Skeleton } from "~/components/ui/skeleton";
import { ArticleCardGrid } from "~/features/blog/ArticleCard";
import { listBlog } from "~/features/blog/blog.server";
import { blogFilterSchema } from "~/features/blog/schema";
import { getViewer } from "~/lib/auth.server";

export const handle = { breadcrumb: () => ({ label: "Blog", href: "/blog" }) };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filter = blogFilterSchema.parse(Object.fromEntries(url.searchParams));
  const result = await listBlog(await getViewer(request), filter);
  return { ...result, filter };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteTitleFromMatches(matches);
  const filter = loaderData?.filter;
  const canonical = new URLSearchParams();
  if (filter?.category) canonical.set("category", filter.category);
  if (filter?.tag) canonical.set("tag", filter.tag);
  if (filter && filter.page > 1) canonical.set("page", String(filter.page));
  const query = canonical.toString();
  const description = "Artikel, Ratgeber und Erfahrungsberichte rund um Cannabis-Kultur, Anbau, Recht und Gesundheit von der Community.";
  return [
    { title: `Blog | ${site}` },
    { name: "description", content: description },
    { property: "og:title", content: `Blog | ${site}` },
    { property: "og:description", content: description },
    ...canonicalTags(originFromMatches(matches), `/blog${query ? `?${query}` : ""}`),
    { name: "robots", content: filter?.q ? "noindex,follow" : "index,follow" },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${site} Blog`, href: "/rss.xml" },
  ];
};

export default function BlogIndex() {
  const { t } = useTranslation("common");
  const d = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/blog";
  const pageHref = (page: number) => {
    const p = new URLSearchParams(params);
    p.set("page", String(page));
    return `/blog?${p.toString()}`;
  };
  const filtered = Boolean(d.filter.q || d.filter.category || d.filter.tag);
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-ink">{t("Blog")}</h1>
        <p className="text-ink-muted">{t("Artikel, Ratgeber und Erfahrungen aus der Community.")}</p>
      </header>

      {d.featured.length ? (
        <section aria-labelledby="featured-heading" className="space-y-3">
          <h2 id="featured-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Star aria-hidden="true" className="size-5 text-featured" />
            {t("Empfohlene Artikel")}
          </h2>
          <ArticleCardGrid articles={d.featured} className="md:grid-cols-3" priority />
        </section>
      ) : null}

      <Form
        method="get"
        className="grid gap-3 rounded-card border border-border bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_1fr_auto] md:items-end"
        role="search"
        aria-label={t("Artikel filtern")}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="blog-q">{t("Suche")}</Label>
          <Input id="blog-q" name="q" type="search" defaultValue={d.filter.q ?? ""} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="blog-category">{t("Kategorie")}</Label>
          <NativeSelect id="blog-category" name="category" defaultValue={d.filter.category ?? ""}>
            <option value="">{t("Alle Kategorien")}</option>
            {d.categories.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="blog-tag">{t("Tag")}</Label>
          <NativeSelect id="blog-tag" name="tag" defaultValue={d.filter.tag ?? ""}>
            <option value="">{t("Alle Tags")}</option>
            {d.tags.map((tag) => (
              <option key={tag.id} value={tag.slug}>
                {tag.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="blog-sort">{t("Sortierung")}</Label>
          <NativeSelect id="blog-sort" name="sort" defaultValue={d.filter.sort}>
            <option value="newest">{t("Neueste")}</option>
            <option value="oldest">{t("Älteste")}</option>
            <option value="popular">{t("Beliebteste")}</option>
          </NativeSelect>
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          {t("Filtern")}
        </Button>
      </Form>

      <section aria-labelledby="more-heading" className="space-y-3">
        <h2 id="more-heading" className="text-xl font-semibold">
          {t("Weitere Artikel")} <span className="text-base font-normal text-ink-muted">({d.total})</span>
        </h2>
        {loading ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="aspect-[4/3] w-full" />
              </li>
            ))}
          </ul>
        ) : d.articles.length ? (
          <ArticleCardGrid articles={d.articles} className="sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-grid" priority={!d.featured.length} rowsOnPhone />
        ) : (
          <EmptyState
            icon={Newspaper}
            headingLevel="h3"
            title={t("Keine Artikel gefunden")}
            text={filtered ? t("Passe die Filter an oder setze sie zurück.") : t("Schreib den ersten Artikel!")}
            action={
              filtered ? (
                <ButtonLink to="/blog" variant="outline">
                  {t("Filter zurücksetzen")}
                </ButtonLink>
              ) : (
                <ButtonLink to="/myblog">{t("Artikel schreiben")}</ButtonLink>
              )
            }
          />
        )}
        {d.pageCount > 1 ? (
          <nav aria-label={t("Seiten")} className="flex items-center justify-center gap-2 pt-4">
            {d.page > 1 ? (
              <ButtonLink to={pageHref(d.page - 1)} rel="prev" variant="outline" size="sm">
                {t("Zurück")}
              </ButtonLink>
            ) : null}
            <span className="text-sm text-ink-muted">{t("Seite {{page}} von {{count}}", { page: d.page, count: d.pageCount })}</span>
            {d.page < d.pageCount ? (
              <ButtonLink to={pageHref(d.page + 1)} rel="next" variant="outline" size="sm">
                {t("Weiter")}
              </ButtonLink>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

export const ErrorBoundary = routeErrorBoundary();
