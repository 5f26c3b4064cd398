import Papa from "papaparse";

/**
 * The project's CSV format for downloads: UTF-8 with BOM so that Excel shows umlauts, fields quoted
 * by papaparse where needed, semicolon-separated as German Excel expects; cells that a spreadsheet
 * would run as a formula (=, +, -, @ ...) get a leading apostrophe (papaparse escapeFormulae).
 */
export function csvBody(fields: readonly string[], data: readonly (readonly string[])[]): string {
  const csv = Papa.unparse({ fields: [...fields], data: data.map((r) => [...r]) }, { delimiter: ";", newline: "\r\n", escapeFormulae: true });
  return `\uFEFF${csv}\r\n`;
}

/** The download answer of a CSV resource route (never cached). */
export function csvDownload(csv: { filename: string; body: string }): Response {
  return new Response(csv.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
