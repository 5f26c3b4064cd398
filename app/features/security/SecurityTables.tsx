import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { EmptyNote } from "~/components/ui/query-form";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
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

/** A titled table of the dashboard: heading, the empty text when there are no rows, else the table. */
function TableSection({ id, testId, title, empty, headings, children, count }: { id: string; testId: string; title: string; empty: string; headings: string[]; count: number; children: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-semibold text-ink">
        {t(title)}
      </h3>
      {count === 0 ? (
        <EmptyNote>{t(empty)}</EmptyNote>
      ) : (
        <div className="rounded-card border border-border bg-white shadow-sm">
          <Table aria-labelledby={id} data-testid={testId} scrollLabel={t(title)}>
            <TableHeader>
              <TableRow>
                {headings.map((h) => (
                  <TableHead key={h}>{t(h)}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>{children}</TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}

export function MaliciousAttemptsTable({ rows }: { rows: MaliciousAttemptRow[] }) {
  const { t } = useTranslation("admin");
  return (
    <TableSection
      id="malicious-heading"
      testId="malicious-uploads"
      title="Bösartige Upload-Versuche"
      empty="Keine bösartigen Upload-Versuche."
      headings={["Zeitpunkt", "Dateiname", "Grund", "Dateityp", "Größe", "Benutzer"]}
      count={rows.length}
    >
      {rows.map((r) => (
        <TableRow key={r.id}>
          <TableCell className="whitespace-nowrap">{formatDateTime(r.createdAt)}</TableCell>
          <TableCell className="max-w-56 truncate" title={r.fileName}>
            {r.fileName}
          </TableCell>
          <TableCell>{t(REASONS[r.reason] ?? r.reason)}</TableCell>
          <TableCell>{r.fileType ?? "–"}</TableCell>
          <TableCell className="whitespace-nowrap">{formatSize(r.fileSize)}</TableCell>
          <TableCell>{r.username ?? "–"}</TableCell>
        </TableRow>
      ))}
    </TableSection>
  );
}

export function SecurityEventsTable({ rows }: { rows: SecurityEventRow[] }) {
  const { t } = useTranslation("admin");
  return (
    <TableSection
      id="events-heading"
      testId="security-events"
      title="Sicherheitsereignisse"
      empty="Keine Sicherheitsereignisse."
      headings={["Zeitpunkt", "Ereignis", "Schweregrad", "Benutzer", "IP-Adresse", "Details"]}
      count={rows.length}
    >
      {rows.map((r) => (
        <TableRow key={r.id}>
          <TableCell className="whitespace-nowrap">{formatDateTime(r.createdAt)}</TableCell>
          <TableCell className="font-mono text-xs">{r.eventType}</TableCell>
          <TableCell>
            <Badge variant={SEVERITY[r.severity].variant}>{t(SEVERITY[r.severity].label)}</Badge>
          </TableCell>
          <TableCell>{r.username ?? "–"}</TableCell>
          <TableCell className="whitespace-nowrap">{r.ipAddress ?? "–"}</TableCell>
          <TableCell className="max-w-80 truncate text-xs text-ink-muted" title={detailText(r.details)}>
            {detailText(r.details) || "–"}
          </TableCell>
        </TableRow>
      ))}
    </TableSection>
  );
}
