import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import type { AnalyticsTable } from "./constants";
import { NO_DATA } from "./figures";

export type Column<R> = { label: string; cell: (row: R) => ReactNode; numeric?: boolean };

/** The CSV download of one dashboard table for the shown range. */
export function CsvLink({ table, days, title }: { table: AnalyticsTable; days: number; title: string }) {
  const { t } = useTranslation("admin");
  return (
    <a
      href={`/admin/analytics.csv?tabelle=${table}&tage=${days}`}
      download
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
      aria-label={t("{{title}} als CSV herunterladen", { title })}
    >
      <Download aria-hidden="true" className="size-4" />
      CSV
    </a>
  );
}

/** A titled table of the dashboard with its CSV link; 'Keine Daten' when it has no rows. */
export function FigureTable<R>({
  id,
  title,
  table,
  days,
  columns,
  rows,
  rowKey,
  note,
  className,
}: {
  id: string;
  title: string;
  table: AnalyticsTable;
  days: number;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  note?: string;
  className?: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn("flex min-w-0 flex-col gap-2 rounded-card border border-border bg-white p-4 shadow-sm", className)}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`${id}-heading`} className="font-semibold text-ink">
          {title}
        </h3>
        <CsvLink table={table} days={days} title={title} />
      </div>
      {note ? <p className="text-xs text-ink-muted">{note}</p> : null}
      {rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-ink-muted" data-testid={`${id}-empty`}>
          {t(NO_DATA)}
        </p>
      ) : (
        <Table data-testid={id} scrollLabel={title}>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHead key={c.label} className={c.numeric ? "text-right" : undefined}>
                  {c.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={rowKey(r)}>
                {columns.map((c) => (
                  <TableCell key={c.label} className={c.numeric ? "text-right tabular-nums" : "max-w-[11rem] truncate sm:max-w-[18rem]"}>
                    {c.cell(r)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
