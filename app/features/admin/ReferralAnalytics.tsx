import { RotateCcw } from "lucide-react";
import { Component, lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTime } from "~/lib/format";
import type { ReferralAnalytics as Analytics } from "./referrals.server";

const ReferralChart = lazy(() => import("./ReferralChart"));

/** The referral tab: three cards, the 30-day chart, top referrers and the latest sign-ups. */
export function ReferralAnalytics({ data }: { data: Analytics }) {
  const { t } = useTranslation("admin");
  const cards = [
    { label: "Registrierungen über Empfehlungen", value: data.signups.toLocaleString("de-DE"), id: "signups" },
    { label: "Empfehlende Mitglieder", value: data.referrers.toLocaleString("de-DE"), id: "referrers" },
    {
      label: "Konversionsrate",
      value: `${data.conversionRate.toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`,
      id: "conversion",
      hint: t("Empfehlungs-Registrierungen je Profil ({{n}} Profile)", { count: data.profiles, n: data.profiles.toLocaleString("de-DE") }),
    },
    {
      label: "Registrierungen über unbekannte Links",
      value: data.unknownSignups.toLocaleString("de-DE"),
      id: "unknown",
      hint: t("Empfehlungs-ID gehört zu keinem Mitglied („unbekannt“); nicht in den anderen Zahlen"),
    },
  ];
  const chartLabel = t("Registrierungen");
  return (
    <section aria-labelledby="referrals-heading" className="flex flex-col gap-5">
      <h2 id="referrals-heading" className="text-xl font-semibold text-ink">
        {t("Empfehlungen")}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((c) => (
          <div key={c.id} className="flex flex-col gap-1 rounded-card border border-border bg-white p-4 shadow-sm">
            <dt className="text-sm text-ink-muted">{t(c.label)}</dt>
            <dd className="text-3xl font-bold text-ink" data-testid={`referral-${c.id}`}>
              {c.value}
            </dd>
            {c.hint ? <dd className="text-xs text-ink-muted">{c.hint}</dd> : null}
          </div>
        ))}
      </dl>
      <section aria-labelledby="referral-chart-heading" className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 shadow-sm">
        <h3 id="referral-chart-heading" className="font-semibold text-ink">
          {t("Registrierungen der letzten 30 Tage")}
        </h3>
        <ChartBoundary>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <ReferralChart data={data.daily} label={chartLabel} />
          </Suspense>
        </ChartBoundary>
        <details className="text-sm">
          <summary className="cursor-pointer text-brand-800">{t("Werte als Tabelle")}</summary>
          <ul className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-5" data-testid="referral-daily">
            {data.daily.map((d) => (
              <li key={d.day} className="flex justify-between gap-2">
                <span className="text-ink-muted">{d.day.split("-").reverse().join(".")}</span>
                <span className="font-medium">{d.signups}</span>
              </li>
            ))}
          </ul>
        </details>
      </section>
      {/* One column of shrinkable width on a phone: the tables scroll inside their frames. */}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <section aria-labelledby="top-referrers-heading" className="flex flex-col gap-3">
          <h3 id="top-referrers-heading" className="font-semibold text-ink">
            {t("Top 10 Empfehlende")}
          </h3>
          {data.topReferrers.length === 0 ? (
            <p className="text-sm text-ink-muted">{t("Noch keine Registrierungen über Empfehlungslinks.")}</p>
          ) : (
            <Table data-testid="top-referrers">
              <TableHeader>
                <TableRow>
                  <TableHead>{t("Platz")}</TableHead>
                  <TableHead>{t("Mitglied")}</TableHead>
                  <TableHead className="text-right">{t("Registrierungen")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.topReferrers.map((r, i) => (
                  <TableRow key={r.userId}>
                    <TableCell>{i + 1}</TableCell>
                    <TableCell>{r.username ?? t("ohne Namen")}</TableCell>
                    <TableCell className="text-right font-medium">{r.signups}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>
        <section aria-labelledby="latest-signups-heading" className="flex flex-col gap-3">
          <h3 id="latest-signups-heading" className="font-semibold text-ink">
            {t("Neueste 20 Registrierungen")}
          </h3>
          {data.latest.length === 0 ? (
            <p className="text-sm text-ink-muted">{t("Noch keine Registrierungen über Empfehlungslinks.")}</p>
          ) : (
            <Table data-testid="latest-signups">
              <TableHeader>
                <TableRow>
                  <TableHead>{t("Zeit")}</TableHead>
                  <TableHead>{t("Neues Mitglied")}</TableHead>
                  <TableHead>{t("Empfohlen von")}</TableHead>
                  <TableHead>{t("Anbieter")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.latest.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell className="whitespace-nowrap">{formatDateTime(s.createdAt)}</TableCell>
                    <TableCell>{s.referred ?? t("ohne Namen")}</TableCell>
                    <TableCell>{s.referrer ?? t("unbekannt")}</TableCell>
                    <TableCell>{s.provider ?? "–"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>
      </div>
    </section>
  );
}

/** The German error with a retry, shown when loading the figures failed (never a fake figure). */
export function ReferralError({ message }: { message: string }) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  return (
    <Alert variant="error" title={t("Empfehlungen")}>
      <p>{t(message)}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
        <RotateCcw aria-hidden="true" />
        {t("Erneut versuchen")}
      </Button>
    </Alert>
  );
}

/** When the chart's code cannot be loaded (e.g. offline): a German note and a retry. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <ChartFailed onRetry={() => window.location.reload()} />;
  }
}

function ChartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm">
      <p className="text-danger">{t("Das Diagramm konnte nicht geladen werden.")}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t("Erneut versuchen")}
      </Button>
    </div>
  );
}
