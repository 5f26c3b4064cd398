import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card } from "~/components/ui/card";
import { EmptyNote, QueryForm, QuerySelect } from "~/components/ui/query-form";
import { LinkTabs, viewTabs } from "~/components/ui/link-tabs";
import { formatDate } from "~/lib/format";
import { AD_STATS_PERIODS, ADS_MESSAGES } from "./schema";
import type { AdStats, AdTotals } from "./stats.server";

const PERIOD_LABELS: Record<number, string> = { 1: "Letzter Tag", 7: "Letzte 7 Tage", 30: "Letzte 30 Tage", 90: "Letzte 90 Tage" };
const WEEKDAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"];

/** '3,45 %' (2 decimals, German). */
export function formatCtr(value: number): string {
  return `${value.toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
}
const n = (v: number) => v.toLocaleString("de-DE");

function Numbers({ totals }: { totals: AdTotals }) {
  const { t } = useTranslation("admin");
  const items = [
    { label: "Impressionen", value: n(totals.impressions) },
    { label: "Klicks", value: n(totals.clicks) },
    { label: "Ausblendungen", value: n(totals.dismissals) },
    { label: "CTR", value: formatCtr(totals.ctr) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((i) => (
        <Card key={i.label} className="p-4">
          <dt className="text-sm text-ink-muted">{t(i.label)}</dt>
          <dd className="text-2xl font-bold text-ink" data-testid={`ad-total-${i.label}`}>
            {i.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

/** One line of counts (impressions, clicks, dismissals, CTR). */
function Counts({ row }: { row: AdTotals }) {
  const { t } = useTranslation("admin");
  return (
    <p className="text-sm text-ink-muted">
      {[
        t("{{n}} Impressionen", { count: row.impressions, n: n(row.impressions) }),
        t("{{n}} Klicks", { count: row.clicks, n: n(row.clicks) }),
        t("{{n}} Ausblendungen", { count: row.dismissals, n: n(row.dismissals) }),
        t("CTR {{ctr}}", { ctr: formatCtr(row.ctr) }),
      ].join(" · ")}
    </p>
  );
}

/** Statistics (spec 3 'Statistiken'): period and banner filter, four totals, performance per banner and per day. */
const VIEWS = ["performance", "daily"] as const;
const VIEW_LABELS = { performance: "Banner Performance", daily: "Zeitverlauf" } as const;

export function AdminAdStats({ stats }: { stats: AdStats }) {
  const { t } = useTranslation("admin");
  // The two views are links (`?ansicht=`): they work before the page's scripts have started.
  const [params] = useSearchParams();
  const views = viewTabs(params, "ansicht", VIEWS, (view) => t(VIEW_LABELS[view]));
  return (
    <div className="flex flex-col gap-4">
      <QueryForm submitLabel={t("Anzeigen")} label={t("Statistik-Filter")}>
        <input type="hidden" name="tab" value="statistiken" />
        {views.view === "performance" ? null : <input type="hidden" name="ansicht" value={views.view} />}
        <QuerySelect
          id="ads-period"
          name="tage"
          label={t("Zeitraum")}
          defaultValue={String(stats.days)}
          className="sm:w-48"
          options={AD_STATS_PERIODS.map((d) => ({ value: String(d), label: t(PERIOD_LABELS[d]!) }))}
        />
        <QuerySelect
          id="ads-banner"
          name="banner"
          label={t("Banner")}
          defaultValue={stats.bannerId ?? ""}
          className="sm:w-64"
          options={[{ value: "", label: t("Alle Banner") }, ...stats.bannerOptions.map((b) => ({ value: b.id, label: b.name }))]}
        />
      </QueryForm>
      <Numbers totals={stats.totals} />
      <LinkTabs label={t("Statistik-Ansichten")} items={views.items} />
      {views.view === "performance" ? (
        <div className="mt-4">
          {stats.banners.length === 0 ? (
            <EmptyNote>{t(ADS_MESSAGES.noStats)}</EmptyNote>
          ) : (
            <ul className="flex flex-col gap-3">
              {stats.banners.map((b) => (
                <li key={b.bannerId}>
                  <Card className="flex flex-col gap-2 p-4" data-testid={`ad-performance-${b.bannerId}`}>
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h3 className="font-semibold text-ink">{b.name}</h3>
                      <span className="text-sm text-ink-muted">
                        {b.placementName} · {b.campaignName}
                      </span>
                    </div>
                    <Counts row={b} />
                    <div
                      role="meter"
                      aria-label={t("CTR von {{name}}", { name: b.name })}
                      aria-valuemin={0}
                      aria-valuemax={10}
                      aria-valuenow={Math.min(b.ctr, 10)}
                      aria-valuetext={formatCtr(b.ctr)}
                      className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
                    >
                      <div className="h-full rounded-full bg-brand-700" style={{ width: `${(Math.min(b.ctr, 10) / 10) * 100}%` }} />
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <div className="mt-4">
          {stats.daily.length === 0 ? (
            <EmptyNote>{t(ADS_MESSAGES.noDaily)}</EmptyNote>
          ) : (
            <ul className="flex flex-col gap-2">
              {stats.daily.map((d) => {
                const date = new Date(`${d.day}T12:00:00Z`);
                return (
                  <li key={d.day}>
                    <Card className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                      <span className="font-medium text-ink">
                        {t(WEEKDAYS[date.getUTCDay()]!)}, {formatDate(date)}
                      </span>
                      <Counts row={d} />
                    </Card>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
