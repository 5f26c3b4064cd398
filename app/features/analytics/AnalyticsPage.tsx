import { RefreshCw, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useRevalidator } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { LinkTabs } from "~/components/ui/link-tabs";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/format";
import { AnalyticsEnhanced } from "./AnalyticsEnhanced";
import { AnalyticsLegacy } from "./AnalyticsLegacy";
import { ANALYTICS_MESSAGES, ANALYTICS_RANGES } from "./constants";
import type { AnalyticsDashboard } from "./dashboard.server";
import { germanDay } from "./figures";
import { useAnalyticsLive } from "./use-analytics-live";

export type AnalyticsView = "erweitert" | "einfach";

function RangeSwitch({ days, view }: { days: number; view: AnalyticsView }) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("Zeitraum")} className="inline-flex rounded-lg bg-surface-muted p-1">
      {ANALYTICS_RANGES.map((d) => (
        <Link
          key={d}
          to={`?tage=${d}&ansicht=${view}`}
          preventScrollReset
          aria-current={d === days ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700",
            d === days && "bg-white text-brand-900 shadow-sm",
          )}
        >
          {t("{{n}} Tage", { count: d, n: d })}
        </Link>
      ))}
    </nav>
  );
}

function Status({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher();
  const latest = useAnalyticsLive({ latestViewAt: data.latestViewAt, computedAt: data.computedAt, today: data.period.today });
  const newer = latest !== null && latest !== data.latestViewAt;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
      <p data-testid="analytics-status" data-computed-at={data.computedAt} data-days={data.period.days} aria-live="polite">
        {t("Stand: {{time}}", { time: formatDateTime(data.computedAt) })}
        {newer ? ` · ${t("Neue Seitenaufrufe seit diesem Stand")}` : ""}
      </p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="refresh" />
        <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
          <RefreshCw aria-hidden="true" />
          {t("Aktualisieren")}
        </Button>
      </fetcher.Form>
    </div>
  );
}

/** /admin/analytics: range switch, enhanced and legacy tab (spec 3 'Analytics dashboard'). */
export function AnalyticsPage({ data, view }: { data: AnalyticsDashboard; view: AnalyticsView }) {
  const { t } = useTranslation("admin");
  const days = data.period.days;
  return (
    <section aria-labelledby="analytics-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="analytics-heading" className="text-xl font-semibold text-ink">
            {t("Analytics")}
          </h2>
          <p className="text-sm text-ink-muted" data-testid="analytics-period">
            {t("{{from}} bis {{to}} · nur Besuche mit Einwilligung in Statistik-Cookies", {
              from: germanDay(data.period.from),
              to: germanDay(data.period.today),
            })}
          </p>
        </div>
        <RangeSwitch days={days} view={view} />
      </div>
      <Status data={data} />
      {/* The views are links (`?ansicht=`): they work before the page's scripts have started, and
          switching loads nothing (the route's shouldRevalidate). */}
      <LinkTabs
        label={t("Ansicht")}
        items={(["erweitert", "einfach"] as const).map((v) => ({
          to: `?tage=${days}&ansicht=${v}`,
          current: v === view,
          children: v === "erweitert" ? t("Erweitert") : t("Einfache Ansicht"),
        }))}
      />
      {view === "erweitert" ? <AnalyticsEnhanced data={data} /> : <AnalyticsLegacy data={data} />}
    </section>
  );
}

/** 'Fehler beim Laden der Analytics: …' with a retry (spec 3 section 8). */
export function AnalyticsError({ message }: { message: string }) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  return (
    <Alert variant="error" title={t("Analytics")}>
      <p data-testid="analytics-error">
        {t(ANALYTICS_MESSAGES.loadError)}
        {message}
      </p>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
        <RotateCcw aria-hidden="true" />
        {t("Erneut versuchen")}
      </Button>
    </Alert>
  );
}
