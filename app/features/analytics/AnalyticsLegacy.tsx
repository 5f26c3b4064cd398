import { useTranslation } from "react-i18next";
import { REFERRER_CATEGORY_LABELS } from "./constants";
import type { AnalyticsDashboard } from "./dashboard.server";
import { CsvLink } from "./FigureTable";
import { germanDay, int, NO_DATA, summaryFigures } from "./figures";

function List({ id, title, items, csv }: { id: string; title: string; items: { key: string; label: string; value: string }[]; csv: React.ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 border-b border-border pb-1">
        <h3 id={`${id}-heading`} className="font-semibold text-ink">
          {title}
        </h3>
        {csv}
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t(NO_DATA)}</p>
      ) : (
        <ul className="flex flex-col text-sm" data-testid={id}>
          {items.map((i) => (
            <li key={i.key} className="flex justify-between gap-3 py-0.5">
              <span className="min-w-0 truncate">{i.label}</span>
              <span className="font-medium tabular-nums">{i.value}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The legacy tab: the same figures as plain lists (no chart, no scripts needed). */
export function AnalyticsLegacy({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation("admin");
  const days = data.period.days;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <List
        id="legacy-summary"
        title={t("Kennzahlen")}
        csv={<CsvLink table="uebersicht" days={days} title={t("Kennzahlen")} />}
        items={summaryFigures(data.summary).map((f) => ({ key: f.id, label: t(f.label), value: t(f.value) }))}
      />
      <List
        id="legacy-pages"
        title={t("Top 10 Seiten")}
        csv={<CsvLink table="seiten" days={days} title={t("Top 10 Seiten")} />}
        items={data.pages.map((p) => ({ key: p.path, label: p.path, value: int(p.views) }))}
      />
      <List
        id="legacy-referrers"
        title={t("Top 10 Verweise")}
        csv={<CsvLink table="verweise" days={days} title={t("Top 10 Verweise")} />}
        items={data.referrers.map((r) => ({ key: r.host, label: `${r.host} (${t(REFERRER_CATEGORY_LABELS[r.category])})`, value: int(r.views) }))}
      />
      <List
        id="legacy-daily"
        title={t("Seitenaufrufe pro Tag")}
        csv={<CsvLink table="taeglich" days={days} title={t("Seitenaufrufe pro Tag")} />}
        items={[...data.daily].reverse().map((d) => ({ key: d.day, label: germanDay(d.day), value: int(d.views) }))}
      />
    </div>
  );
}
