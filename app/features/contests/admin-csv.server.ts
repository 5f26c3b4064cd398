import Papa from "papaparse";
import { isoDate } from "~/lib/format";

/**
 * The back-office CSV format, as the user-management export (app/features/admin/users.server.ts):
 * UTF-8 with BOM (Excel shows umlauts), semicolon-separated, CRLF, fields quoted by papaparse where
 * needed (separator, quotes, line breaks) and cells a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR) prefixed with an apostrophe (papaparse escapeFormulae). Our own pattern:
 * papaparse's default (`/^[=+\-@\t\r].*$/`) misses such cells when they contain a line break.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const csv = Papa.unparse({ fields: [...header], data: rows.map((r) => [...r]) }, { delimiter: ";", newline: "\r\n", escapeFormulae: FORMULA_START });
  return `\uFEFF${csv}\r\n`;
}

/** `{prefix}-{yyyy-MM-dd}.csv` in German local time. */
export function csvFilename(prefix: string, now: Date): string {
  return `${prefix}-${isoDate(now)}.csv`;
}

/** The download answer of a CSV export. */
export function csvResponse(csv: { filename: string; body: string }): Response {
  return new Response(csv.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
