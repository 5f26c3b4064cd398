import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { DataTable, type Column } from "~/components/ui/data-table";
import type { Noun } from "~/lib/bulk";
import { formatDateTime } from "~/lib/format";
import type { MaliciousAttemptRow, SecurityEventRow } from "./dashboard.server";

const SEVERITY: Record<SecurityEventRow["severity"], { label: string; variant: "outline" | "warning" | "destructive" | "default" }> = {
  info: { label: "Info", variant: "outline" },
  warning: { label: "Warnung", variant: "warning" },
  high: { label: "Hoch", variant: "destructive" },
  critical: { label: "Kritisch", variant: "destructive" },
};

const REASONS: Record<string, string> = {
  too_large: "Zu groß",
  type_mismatch: "Kein Bild (Dateityp gefälscht)",
  undecodable: "Nicht lesbar",
};

function formatSize(bytes: number | null) {
  if (bytes === null) return "–";
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toLocaleString("de-DE", { maximumFractionDigits: 1 })} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** Details of an event without the repeated severity and timestamp. */
function detailText(details: Record<string, unknown>) {
  const rest = Object.entries(details).filter(([k]) => k !== "severity" && k !== "timestamp");
  return rest.map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`).join(", ");
}

/** A titled list of the dashboard: heading, then the back-office data table (count, columns, empty note). */
function TableSection<R extends { id: string }>({
  id,
  testId,
  title,
  empty,
  noun,
  columns,
  rows,
  label,
}: {
  id: string;
  testId: string;
  title: string;
  empty: string;
  noun: Noun;
  columns: Column<R>[];
  rows: R[];
  label: (row: R) => string;
}) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-semibold text-ink">
        {t(title)}
      </h3>
      <div data-testid={testId}>
        <DataTable rows={rows} getId={(row) => row.id} getLabel={label} columns={columns} total={rows.length} noun={noun} empty={empty} caption={t(title)} />
      </div>
    </section>
  );
}

function Reason({ row }: { row: MaliciousAttemptRow }) {
  const { t } = useTranslation("admin");
  return <>{t(REASONS[row.reason] ?? row.reason)}</>;
}

function Severity({ row }: { row: SecurityEventRow }) {
  const { t } = useTranslation("admin");
  return <Badge variant={SEVERITY[row.severity].variant}>{t(SEVERITY[row.severity].label)}</Badge>;
}

const ATTEMPT_COLUMNS: Column<MaliciousAttemptRow>[] = [
  { id: "at", header: "Zeitpunkt", className: "whitespace-nowrap", cell: (r) => formatDateTime(r.createdAt) },
  { id: "file", header: "Dateiname", phone: "title", className: "max-w-56 truncate", cell: (r) => <span title={r.fileName}>{r.fileName}</span> },
  { id: "reason", header: "Grund", cell: (r) => <Reason row={r} /> },
  { id: "type", header: "Dateityp", cell: (r) => r.fileType ?? "–" },
  { id: "size", header: "Größe", className: "whitespace-nowrap", cell: (r) => formatSize(r.fileSize) },
  { id: "user", header: "Benutzer", cell: (r) => r.username ?? "–" },
];

const EVENT_COLUMNS: Column<SecurityEventRow>[] = [
  { id: "at", header: "Zeitpunkt", className: "whitespace-nowrap", cell: (r) => formatDateTime(r.createdAt) },
  { id: "event", header: "Ereignis", phone: "title", className: "font-mono text-xs", cell: (r) => r.eventType },
  { id: "severity", header: "Schweregrad", cell: (r) => <Severity row={r} /> },
  { id: "user", header: "Benutzer", cell: (r) => r.username ?? "–" },
  { id: "ip", header: "IP-Adresse", className: "whitespace-nowrap", cell: (r) => r.ipAddress ?? "–" },
  {
    id: "details",
    header: "Details",
    className: "max-w-80 truncate text-xs text-ink-muted",
    cell: (r) => <span title={detailText(r.details)}>{detailText(r.details) || "–"}</span>,
  },
];

export function MaliciousAttemptsTable({ rows }: { rows: MaliciousAttemptRow[] }) {
  return (
    <TableSection
      id="malicious-heading"
      testId="malicious-uploads"
      title="Bösartige Upload-Versuche"
      empty="Keine bösartigen Upload-Versuche."
      noun={{ one: "Versuch", other: "Versuche" }}
      columns={ATTEMPT_COLUMNS}
      rows={rows}
      label={(r) => r.fileName}
    />
  );
}

export function SecurityEventsTable({ rows }: { rows: SecurityEventRow[] }) {
  return (
    <TableSection
      id="events-heading"
      testId="security-events"
      title="Sicherheitsereignisse"
      empty="Keine Sicherheitsereignisse."
      noun={{ one: "Ereignis", other: "Ereignisse" }}
      columns={EVENT_COLUMNS}
      rows={rows}
      label={(r) => r.eventType}
    />
  );
}
