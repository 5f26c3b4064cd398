import { Component, lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Skeleton } from "~/components/ui/skeleton";
import { REFERRER_CATEGORY_LABELS } from "./constants";
import type { AnalyticsDashboard } from "./dashboard.server";
import { CsvLink, FigureTable } from "./FigureTable";
import { germanDay, int, pct, percent, summaryFigures } from "./figures";

const AnalyticsChart = lazy(() => import("./AnalyticsChart"));

function SummaryCards({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="analytics-summary-heading" className="flex flex-col gap-2">
      <div className="flex items-baseline justify-end gap-2">
        <h3 id="analytics-summary-heading" className="sr-only">
          {t("Kennzahlen")}
        </h3>
        <CsvLink table="uebersicht" days={data.period.days} title={t("Kennzahlen")} />
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        {summaryFigures(data.summary).map((f) => (
          <div key={f.id} className="flex flex-col gap-1 rounded-card border border-border bg-white p-4 shadow-sm">
            <dt className="text-sm text-ink-muted">{t(f.label)}</dt>
            <dd className="text-2xl font-bold text-ink" data-testid={`analytics-${f.id}`}>
              {t(f.value)}
            </dd>
            {f.hint ? <dd className="text-xs text-ink-muted">{f.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** When the chart's code cannot be loaded: a note; the table below has the figures. */
class ChartBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function DailyChart({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="analytics-daily-heading" className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="analytics-daily-heading" className="font-semibold text-ink">
          {t("Seitenaufrufe und Besucher pro Tag")}
        </h3>
        <CsvLink table="taeglich" days={data.period.days} title={t("Seitenaufrufe und Besucher pro Tag")} />
      </div>
      <ChartBoundary fallback={<p className="text-sm text-danger">{t("Das Diagramm konnte nicht geladen werden.")}</p>}>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <AnalyticsChart data={data.daily} labels={{ views: t("Seitenaufrufe"), visitors: t("Besucher") }} />
        </Suspense>
      </ChartBoundary>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-800">{t("Werte als Tabelle")}</summary>
        <ul className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-3" data-testid="analytics-daily">
          {data.daily.map((d) => (
            <li key={d.day} className="flex justify-between gap-2">
              <span className="text-ink-muted">{germanDay(d.day)}</span>
              <span className="font-medium">
                {t("{{n}} Aufrufe", { count: d.views, n: int(d.views) })} · {t("{{n}} Besucher", { n: int(d.visitors) })}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** A link to a page of the site (recorded paths are visitor input: only same-site paths become links). */
const ext = (href: string, label: string) =>
  !/^\/(?![/\\])/.test(href) ? (
    label
  ) : (
    <Link to={href} target="_blank" rel="noopener" className="text-brand-800 underline-offset-2 hover:underline">
      {label}
    </Link>
  );

/** The enhanced tab: headline figures, the daily chart, traffic tables and content figures, each table with its CSV. */
export function AnalyticsEnhanced({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation("admin");
  const days = data.period.days;
  const s = data.summary;
  const entries = data.categories.reduce((sum, c) => sum + c.views, 0);
  const c = data.content;
  return (
    <div className="flex flex-col gap-5">
      <SummaryCards data={data} />
      <DailyChart data={data} />
      <div className="grid gap-5 lg:grid-cols-2">
        <FigureTable
          id="analytics-pages"
          title={t("Top 10 Seiten")}
          table="seiten"
          days={days}
          rows={data.pages}
          rowKey={(r) => r.path}
          columns={[
            { label: t("Seite"), cell: (r) => ext(r.path, r.path) },
            { label: t("Aufrufe"), cell: (r) => int(r.views), numeric: true },
            { label: t("Anteil"), cell: (r) => pct(percent(r.views, s.views)), numeric: true },
          ]}
        />
        <FigureTable
          id="analytics-referrers"
          title={t("Top 10 Verweise")}
          table="verweise"
          days={days}
          rows={data.referrers}
          rowKey={(r) => r.host}
          note={t("Einstiege von anderen Websites; Aufrufe innerhalb der Seite zählen nicht.")}
          columns={[
            { label: t("Verweis"), cell: (r) => r.host },
            { label: t("Kategorie"), cell: (r) => t(REFERRER_CATEGORY_LABELS[r.category]) },
            { label: t("Einstiege"), cell: (r) => int(r.views), numeric: true },
          ]}
        />
        <FigureTable
          id="analytics-categories"
          title={t("Herkunft der Besuche")}
          table="kategorien"
          days={days}
          rows={entries > 0 ? data.categories : []}
          rowKey={(r) => r.category}
          columns={[
            { label: t("Kategorie"), cell: (r) => t(REFERRER_CATEGORY_LABELS[r.category]) },
            { label: t("Einstiege"), cell: (r) => int(r.views), numeric: true },
            { label: t("Anteil"), cell: (r) => pct(percent(r.views, entries)), numeric: true },
          ]}
        />
        <FigureTable
          id="analytics-providers"
          title={t("Meistbesuchte Anbieter")}
          table="anbieter"
          days={days}
          rows={c.providers}
          rowKey={(r) => r.id}
          note={t("Im Zeitraum: {{figures}}", {
            figures: [
              t("{{n}} Aufrufe", { count: c.providerTotals.views, n: int(c.providerTotals.views) }),
              t("{{n}} Detail-Klicks", { count: c.providerTotals.detailClicks, n: int(c.providerTotals.detailClicks) }),
              t("{{n}} Website-Klicks", { count: c.providerTotals.websiteClicks, n: int(c.providerTotals.websiteClicks) }),
              t("{{n}} Telefon-Klicks", { count: c.providerTotals.phoneClicks, n: int(c.providerTotals.phoneClicks) }),
              t("{{n}} E-Mail-Klicks", { count: c.providerTotals.emailClicks, n: int(c.providerTotals.emailClicks) }),
              t("{{n}}× geteilt", { n: int(c.providerTotals.shares) }),
            ].join(", "),
          })}
          columns={[
            { label: t("Anbieter"), cell: (r) => ext(r.href, r.name) },
            { label: t("Aufrufe"), cell: (r) => int(r.views), numeric: true },
            { label: t("Detail-Klicks"), cell: (r) => int(r.detailClicks), numeric: true },
            { label: t("Website"), cell: (r) => int(r.websiteClicks), numeric: true },
            { label: t("Telefon"), cell: (r) => int(r.phoneClicks), numeric: true },
            { label: t("E-Mail"), cell: (r) => int(r.emailClicks), numeric: true },
            { label: t("Geteilt"), cell: (r) => int(r.shares), numeric: true },
          ]}
        />
        <FigureTable
          id="analytics-articles"
          title={t("Meistgelesene Artikel")}
          table="artikel"
          days={days}
          rows={c.articles}
          rowKey={(r) => r.id}
          columns={[
            { label: t("Artikel"), cell: (r) => ext(r.href, r.title) },
            { label: t("Aufrufe"), cell: (r) => int(r.views), numeric: true },
          ]}
        />
        <FigureTable
          id="analytics-profiles"
          title={t("Meistbesuchte Profile")}
          table="profile"
          days={days}
          rows={c.profiles}
          rowKey={(r) => r.id}
          columns={[
            { label: t("Profil"), cell: (r) => ext(r.href, r.title) },
            { label: t("Aufrufe"), cell: (r) => int(r.views), numeric: true },
          ]}
        />
        <FigureTable
          id="analytics-coupons"
          title={t("Gutscheincodes")}
          table="gutscheine"
          days={days}
          rows={c.coupons}
          rowKey={(r) => r.id}
          columns={[
            { label: t("Gutschein"), cell: (r) => ext(r.href, `${r.title} (${r.merchant})`) },
            { label: t("Aufrufe"), cell: (r) => int(r.views), numeric: true },
            { label: t("Aufgedeckt"), cell: (r) => int(r.reveals), numeric: true },
          ]}
        />
        <FigureTable
          id="analytics-ads"
          title={t("Werbebanner")}
          table="werbung"
          days={days}
          rows={c.ads.banners}
          rowKey={(r) => r.bannerId}
          note={[
            t("{{n}} Impressionen", { count: c.ads.totals.impressions, n: int(c.ads.totals.impressions) }),
            t("{{n}} Klicks", { count: c.ads.totals.clicks, n: int(c.ads.totals.clicks) }),
            t("{{n}} Ausblendungen", { count: c.ads.totals.dismissals, n: int(c.ads.totals.dismissals) }),
          ].join(" · ")}
          columns={[
            { label: t("Banner"), cell: (r) => r.name },
            { label: t("Impressionen"), cell: (r) => int(r.impressions), numeric: true },
            { label: t("Klicks"), cell: (r) => int(r.clicks), numeric: true },
            { label: t("CTR"), cell: (r) => pct(r.ctr), numeric: true },
          ]}
        />
      </div>
    </div>
  );
}
