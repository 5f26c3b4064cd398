import { Download, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { QueryForm, QuerySelect } from "~/components/ui/query-form";
import { toast } from "~/lib/toast";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { SecurityDashboard as Data } from "./dashboard.server";
import { MaliciousAttemptsTable, SecurityEventsTable } from "./SecurityTables";

export const SECURITY_TEXTS = {
  exported: "Sicherheitsbericht exportiert",
  exportFailed: "Fehler beim Exportieren des Berichts",
  loadFailed: "Fehler beim Laden der Sicherheitsdaten",
} as const;

/** The security dashboard (spec 3 section 2): filter, export, three cards, critical alert, two lists, monitor switch. */
export function SecurityDashboard({ data }: { data: Data }) {
  const { t } = useTranslation("admin");
  const cards = [
    { id: "events", label: "Sicherheitsereignisse (24 Std.)", value: data.stats.events },
    { id: "high", label: "Hoch oder kritisch (24 Std.)", value: data.stats.highOrCritical },
    { id: "uploads", label: "Bösartige Uploads (24 Std.)", value: data.stats.maliciousUploads },
  ];
  return (
    <section aria-labelledby="security-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="security-heading" className="text-xl font-semibold text-ink">
          {t("Sicherheits-Dashboard")}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <QueryForm submitLabel={t("Filtern")} label={t("Sicherheitsereignisse filtern")}>
            <QuerySelect
              id="security-filter"
              name="filter"
              label={t("Schweregrad")}
              defaultValue={data.filter}
              options={[
                { value: "all", label: t("Alle") },
                { value: "high", label: t("Hoch") },
                { value: "critical", label: t("Kritisch") },
              ]}
            />
          </QueryForm>
          <ExportButton filter={data.filter} />
        </div>
      </div>
      {data.stats.critical > 0 ? (
        <Alert variant="error" title={t("Kritische Sicherheitsereignisse")} data-testid="security-critical-alert">
          {t("{{n}} kritische Ereignisse in den letzten 24 Stunden; Einzelheiten in der Liste unten.", {
            count: data.stats.critical,
            n: data.stats.critical.toLocaleString("de-DE"),
          })}
        </Alert>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-3">
        {cards.map((c) => (
          <div key={c.id} className="flex flex-col gap-1 rounded-card border border-border bg-white p-4 shadow-sm">
            <dt className="text-sm text-ink-muted">{t(c.label)}</dt>
            <dd className="text-3xl font-bold text-ink" data-testid={`security-stat-${c.id}`}>
              {c.value.toLocaleString("de-DE")}
            </dd>
          </div>
        ))}
      </dl>
      <MonitorCard enabled={data.monitorEnabled} />
      <MaliciousAttemptsTable rows={data.attempts} />
      <SecurityEventsTable rows={data.events} />
    </section>
  );
}

function ExportButton({ filter }: { filter: string }) {
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState(false);
  async function exportReport() {
    setBusy(true);
    try {
      const res = await fetch(`/admin/security/export?filter=${encodeURIComponent(filter)}`, { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      const blob = await res.blob();
      const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "sicherheitsbericht.json";
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      toast.success(t(SECURITY_TEXTS.exported));
    } catch {
      toast.error(t(SECURITY_TEXTS.exportFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="outline" onClick={() => void exportReport()} disabled={busy}>
      <Download aria-hidden="true" />
      {t("Bericht exportieren")}
    </Button>
  );
}

function MonitorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>();
  useFetcherToast(fetcher, { error: "Die Einstellung konnte nicht gespeichert werden." });
  const pending = fetcher.state !== "idle";
  return (
    <section aria-labelledby="monitor-heading" className="flex flex-col gap-2 rounded-card border border-border bg-white p-4 shadow-sm">
      <h3 id="monitor-heading" className="flex items-center gap-2 font-semibold text-ink">
        <ShieldAlert aria-hidden="true" className="size-4" />
        {t("Client-Sicherheitsmonitor")}
      </h3>
      <p className="text-sm text-ink-muted">
        {t(
          "Blockiert Entwicklertools-Tastenkürzel und das Kontextmenü, prüft eingefügten Text und Navigationsmuster und protokolliert Auffälligkeiten. Er ersetzt keine Sicherheitsprüfung auf dem Server.",
        )}
      </p>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="monitor" />
        <input type="hidden" name="enabled" value={enabled ? "0" : "1"} />
        <p className="text-sm font-medium" data-testid="monitor-state">
          {enabled ? t("Status: eingeschaltet") : t("Status: ausgeschaltet")}
        </p>
        <Button type="submit" variant={enabled ? "outline" : "default"} disabled={pending}>
          {enabled ? t("Monitor ausschalten") : t("Monitor einschalten")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
