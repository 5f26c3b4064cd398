import { ArrowLeft, LifeBuoy, Plus, RotateCcw, SearchX } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { StaticPart } from "~/lib/static-part";
import { useTranslation } from "react-i18next";
import { data, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { routeErrorBoundary } from "~/components/layout/RouteError";
import type { Route } from "./+types/home";
import { absoluteUrl, canonicalTags, originFromMatches, siteTitleFromMatches } from "~/components/layout/meta";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { Spinner } from "~/components/ui/spinner";
import { useListPosition } from "~/components/ui/use-list-position";
import { AdSlot } from "~/features/ads/AdSlot";
import { chooseBanner } from "~/features/ads/public.server";
import { CategoryBar } from "~/features/providers/CategoryBar";
import { categoryLabel } from "~/features/providers/categories";
import { ProviderCard, trackCardClick } from "~/features/providers/ProviderCard";
import {
  adminProviderCounts,
  categoryCounts,
  getHomepageSeo,
  listCities,
  listCountries,
  directoryCategoryCounts,
  type ProviderListItem,
} from "~/features/providers/directory.server";
import { searchProviders } from "~/features/providers/search.server";
import { effectiveSort, filtersToSearch, hasActiveFilters, MAX_LOADED_PAGES, parseDirectoryFilters, type DirectoryFilters } from "~/features/providers/filters";
import { mapTileUrl } from "~/features/providers/geo/geo.server";
import { NearMap } from "~/features/providers/geo/NearMap";
import { useResultsMap } from "~/features/providers/geo/ResultsMap";
import { SearchBar } from "~/features/providers/SearchBar";
import { SortControl } from "~/features/providers/SortControl";
import { getViewer } from "~/lib/auth.server";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const viewer = await getViewer(request);
  const filters = parseDirectoryFilters(url.searchParams);
  const [result, counts, all, adminCounts, seo, countries, cities, banner] = await Promise.all([
    searchProviders(viewer, filters),
    directoryCategoryCounts(),
    categoryCounts(),
    adminProviderCounts(viewer),
    getHomepageSeo(),
    listCountries(),
    listCities(),
    chooseBanner("homepage_grid"),
  ]);
  // 'Mehr laden' keeps its pages in the URL (?seite=3: pages 1 to 3); more than the limit is a
  // German 404 page with the way back to the first page.
  const status = filters.page > MAX_LOADED_PAGES ? 404 : 200;
  return data({ filters, result, counts, allCount: all.total, adminCounts, seo, countries, cities, banner, tileUrl: mapTileUrl() }, { status });
}

const FALLBACK_TITLE = "Cannabis-Anbieter, Social Clubs und Shops finden";
const FALLBACK_DESCRIPTION =
  "Das Verzeichnis für Cannabis-Kultur: Cannabis Social Clubs, Online-Shops, Telemedizin, Bars und mehr – bewertet von der Community.";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteTitle = siteTitleFromMatches(matches);
  const origin = originFromMatches(matches);
  const seo = loaderData?.seo;
  const title = seo?.title || `${siteTitle} – ${FALLBACK_TITLE}`;
  const description = seo?.description || FALLBACK_DESCRIPTION;
  const f = loaderData?.filters;
  const tags = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: seo?.ogTitle || title },
    { property: "og:description", content: seo?.ogDescription || description },
    { property: "og:site_name", content: seo?.siteName || siteTitle },
    { name: "twitter:card", content: seo?.twitterImage || seo?.ogImage ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo?.twitterTitle || seo?.ogTitle || title },
    { name: "twitter:description", content: seo?.twitterDescription || seo?.ogDescription || description },
    { name: "robots", content: f && (f.q || f.page > 1) ? "noindex,follow" : "index,follow" },
    // Self-canonical with the filters in their normal order (a filtered list is its own page).
    ...canonicalTags(origin, `/${f ? filtersToSearch(f) : ""}`),
  ];
  if (seo?.keywords) tags.push({ name: "keywords", content: seo.keywords });
  if (seo?.ogImage) tags.push({ property: "og:image", content: absoluteUrl(origin, seo.ogImage) });
  if (seo?.twitterImage || seo?.ogImage) tags.push({ name: "twitter:image", content: absoluteUrl(origin, (seo.twitterImage || seo.ogImage)!) });
  return tags;
};

export function headers() {
  return { "Cache-Control": "private, no-cache" };
}

type T = (k: string, o?: Record<string, unknown>) => string;

function summaryCount(t: T, total: number, capped: boolean) {
  return capped ? t("mehr als {{n}}", { n: total }) : String(total);
}

function summaryText(t: T, total: number, capped: boolean, filters: DirectoryFilters) {
  const count = summaryCount(t, total, capped);
  const base = total === 1 && !capped ? t("1 Anbieter gefunden") : t("{{count}} Anbieter gefunden", { count });
  const parts: string[] = [];
  if (filters.q) parts.push(t("für „{{q}}“", { q: filters.q }));
  if (filters.category) parts.push(t("in {{category}}", { category: t(categoryLabel(filters.category)) }));
  if (filters.city) parts.push(t("in {{city}}", { city: filters.city }));
  if (filters.openAdmission) parts.push(t("mit offener Aufnahme"));
  const byDistance = effectiveSort(filters) === "entfernung";
  if (filters.near)
    parts.push(
      byDistance
        ? t("im Umkreis von {{km}} km um „{{place}}“, nach Entfernung sortiert", { km: filters.radius, place: filters.near })
        : t("im Umkreis von {{km}} km um „{{place}}“", { km: filters.radius, place: filters.near }),
    );
  else if (filters.position)
    parts.push(
      byDistance
        ? t("im Umkreis von {{km}} km um deinen Standort, nach Entfernung sortiert", { km: filters.radius })
        : t("im Umkreis von {{km}} km um deinen Standort", { km: filters.radius }),
    );
  return [base, ...parts].join(" ");
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("common");
  const { filters, result, counts, allCount, adminCounts, countries, cities, banner, tileUrl } = loaderData;
  const search = filtersToSearch(filters, 1);
  const heading = useRef<HTMLHeadingElement>(null);
  // The list's map toggle; a near-me search shows its own map (NearMap), a failed one none.
  const resultsMap = useResultsMap(tileUrl, result.nearError || (result.near && result.items.length > 0) ? [] : result.items);
  const firstRender = useRef(true);
  const location = useLocation();
  // After a search, a filter, a chip or a new order (not 'Mehr laden', which focuses the first new
  // card): the focus goes to the results heading, whose live text says how many were found.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [search]);
  // 'In meiner Nähe' in the header leads to /#wo: the place field gets the focus.
  useEffect(() => {
    if (location.hash === "#wo") document.getElementById("wo")?.focus();
  }, [location.hash, location.key]);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4 md:gap-5 md:py-6">
      <section className="flex flex-col gap-1 md:text-center" aria-labelledby="home-title">
        <h1 id="home-title" className="text-xl font-bold tracking-tight text-balance text-brand-900 sm:text-2xl md:text-4xl">
          {t("Finde Cannabis-Anbieter in deiner Nähe")}
        </h1>
        {/* On a phone the subtitle is left to screen readers: the results come first. */}
        <p className="text-pretty text-ink-muted max-sm:sr-only md:text-base">
          {t("Cannabis Social Clubs, Shops, Telemedizin, Events und mehr – gesammelt und bewertet von der Community.")}
        </p>
      </section>

      <section className="sr-only" aria-labelledby="home-seo-heading">
        <h2 id="home-seo-heading">{t("Cannabis-Verzeichnis für Deutschland, Österreich und die Schweiz")}</h2>
        <p>
          {t(
            "Hanfnetz listet geprüfte Cannabis Social Clubs, Online-Shops, Telemedizin-Anbieter, Breeder, Bars, Hotels, Messen und Creator. Suche nach Name, Stadt oder Kategorie, filtere nach Land, Bewertung und Verifizierung und lies echte Bewertungen der Community.",
          )}
        </p>
      </section>

      <SearchBar key={search} filters={filters} categories={counts.map((c) => c.key)} countries={countries} cities={cities} />

      <CategoryBar
        items={counts}
        total={allCount}
        active={filters.category}
        oneRow
        hrefFor={(key) => `/${filtersToSearch({ ...filters, category: key as DirectoryFilters["category"] }, 1)}`}
      />

      {adminCounts ? (
        <p className="rounded-lg border border-dashed border-brand-300 bg-brand-50 px-4 py-2 text-sm text-brand-900" data-testid="admin-counts">
          {t("Admin: {{all}} Anbieter gesamt, {{approved}} freigegeben, {{pending}} ausstehend", adminCounts)}
        </p>
      ) : null}

      <section id="anbieter" aria-labelledby="results-heading" className="flex scroll-mt-24 flex-col gap-3">
        {/* A phone: the heading and the map toggle in one row, sorting below; wider: one row. */}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 md:justify-start">
          <h2 id="results-heading" ref={heading} tabIndex={-1} className="scroll-mt-24 text-lg font-semibold text-ink focus:outline-none" aria-live="polite">
            {summaryText(t, result.total, result.totalIsCapped, filters)}
          </h2>
          {resultsMap.toggle ? <div className="md:order-last">{resultsMap.toggle}</div> : null}
          <div className="flex items-center gap-x-4 md:ml-auto">
            {result.items.length > 1 ? <SortControl filters={filters} /> : null}
            <Link
              to="/so-sortieren-wir"
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline-offset-4 hover:underline md:min-h-0"
            >
              {t("So sortieren wir")}
            </Link>
          </div>
        </div>
        {result.nearError ? (
          <EmptyState
            icon={SearchX}
            headingLevel="h3"
            title={t(result.nearError)}
            text={t(
              "Prüfe die Schreibweise oder gib eine deutsche Postleitzahl (fünf Ziffern) oder einen Ort in Deutschland, Österreich oder der Schweiz ein.",
            )}
            action={<ButtonLink to="/">{t("Filter zurücksetzen")}</ButtonLink>}
          />
        ) : result.near && result.items.length > 0 ? (
          <NearMap tileUrl={tileUrl} near={result.near} items={result.items} category={filters.category} />
        ) : (
          resultsMap.panel
        )}
        {result.nearError ? null : result.items.length === 0 && result.page > 1 && result.total > 0 ? (
          <EmptyState
            icon={SearchX}
            headingLevel="h3"
            title={t("Seite {{page}} gibt es nicht", { page: result.page })}
            text={t("Die Ergebnisse reichen nicht bis hierher. Auf der ersten Seite findest du alle {{n}} Treffer.", {
              count: result.total,
              n: summaryCount(t, result.total, result.totalIsCapped),
            })}
            action={
              <ButtonLink to={`/${filtersToSearch(filters, 1)}`} icon={ArrowLeft}>
                {t("Zur ersten Seite")}
              </ButtonLink>
            }
          />
        ) : result.items.length === 0 ? (
          <EmptyState
            icon={SearchX}
            headingLevel="h3"
            title={t("Keine Anbieter gefunden")}
            text={
              hasActiveFilters(filters)
                ? t("Versuche einen anderen Suchbegriff oder setze die Filter zurück.")
                : t("Noch keine Einträge vorhanden. Reiche den ersten Anbieter ein!")
            }
            action={
              <>
                {hasActiveFilters(filters) ? <ButtonLink to="/">{t("Filter zurücksetzen")}</ButtonLink> : null}
                <ButtonLink to="/add-provider" icon={Plus} variant="outline">
                  {t("Anbieter hinzufügen")}
                </ButtonLink>
              </>
            }
          />
        ) : (
          <ResultsGrid
            key={search}
            items={result.items}
            filters={filters}
            hasMore={result.hasMore}
            page={result.page}
            ad={<AdSlot placementKey="homepage_grid" banner={banner} />}
          />
        )}
      </section>
    </div>
  );
}

/**
 * The cards of pages 1 to `page`, all from the server: 'Mehr laden' is a link to the next page
 * number (without JavaScript a plain page load that lands on the first new card). With JavaScript
 * it replaces the history entry without scrolling and then focuses the first new card, so Back
 * from a provider shows the same cards at the same place (ScrollRestoration in root.tsx, then
 * useListPosition puts the card that was at the top back at its place).
 */
function ResultsGrid({
  items,
  filters,
  hasMore,
  page,
  ad,
}: {
  items: ProviderListItem[];
  filters: DirectoryFilters;
  hasMore: boolean;
  page: number;
  ad: ReactNode;
}) {
  const { t } = useTranslation("common");
  const navigation = useNavigation();
  const navigate = useNavigate();
  const nextSearch = filtersToSearch(filters, page + 1);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/" && navigation.location.search === nextSearch;
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useListPosition(list);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || items.length < index) return;
    focusFrom.current = null;
    document.querySelector<HTMLElement>(`#treffer-${index} article a`)?.focus();
  }, [items.length]);

  const loadMore = (event: React.MouseEvent) => {
    event.preventDefault();
    if (loading) return;
    focusFrom.current = items.length + 1;
    void navigate(nextSearch, { replace: true, preventScrollReset: true });
  };
  return (
    <>
      <ul ref={list} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="provider-grid">
        {items.map((p, i) => [
          // A one-cell grid: the card fills the cell (the row's height) without a wrapper element.
          // The browser takes the cards over as the server wrote them (decision 0050); a card whose
          // data changed (a new rating, the opening status) renders anew.
          <StaticPart
            as="li"
            key={JSON.stringify(p)}
            id={`treffer-${i + 1}`}
            className="grid scroll-mt-24"
            style={{ order: i * 2 }}
            onAdoptedClick={trackCardClick}
          >
            <ProviderCard provider={p} />
          </StaticPart>,
          // The homepage_grid ad after the first row: after two cards on a phone (one column) and
          // with two columns, after three and four with three and four columns (CSS order). Empty
          // (no banner) it takes no room.
          i === 1 || (i === items.length - 1 && i < 1) ? (
            <li key="anzeige" className="order-3 col-span-full empty:hidden lg:order-5 xl:order-7" data-testid="grid-ad">
              {ad}
            </li>
          ) : null,
        ])}
      </ul>
      {hasMore && page < MAX_LOADED_PAGES ? (
        <div className="flex flex-col items-center gap-2">
          <Button variant="outline" size="lg" asChild>
            <Link to={`${nextSearch}#treffer-${items.length + 1}`} onClick={loadMore} aria-disabled={loading || undefined}>
              {loading ? <Spinner /> : null}
              {t("Mehr laden")}
            </Link>
          </Button>
        </div>
      ) : hasMore ? (
        <p className="text-center text-sm text-ink-muted">{t("Grenze die Suche mit Filtern ein, um weitere Anbieter zu sehen.")}</p>
      ) : null}
    </>
  );
}

/** Loading failed: reload, back and support (spec 1 section 2). */
export const ErrorBoundary = routeErrorBoundary({ other: () => <ProvidersLoadError /> });

function ProvidersLoadError() {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        title={t("Die Anbieter konnten nicht geladen werden")}
        text={t("Bitte lade die Seite neu oder versuche es später erneut.")}
        action={
          <>
            <ButtonLink href="/" icon={RotateCcw}>
              {t("Seite neu laden")}
            </ButtonLink>
            <Button variant="outline" onClick={() => window.history.back()}>
              <ArrowLeft aria-hidden="true" />
              {t("Zurück")}
            </Button>
            <ButtonLink href="mailto:support@hanfnetz.de" icon={LifeBuoy} variant="ghost">
              {t("Support kontaktieren")}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
