import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { Route } from "./+types/admin.improved-logs";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { Pagination } from "~/components/ui/pagination";
import { EmptyNote, QueryForm, QuerySearch, QuerySelect } from "~/components/ui/query-form";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { listAuditLog } from "~/features/admin/audit.server";
import { formatDateTime } from "~/lib/format";
import { readQuery } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";

const querySchema = z.object({
  seite: z.coerce.number().int().min(1).max(100_000).optional(),
  bereich: z.string().trim().max(40).optional(),
  q: z.string().trim().max(100).optional(),
});

/** /admin/improved-logs: every change made in the back-office, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const query = readQuery(request, querySchema);
  const log = await listAuditLog(viewer, { page: query.seite, targetType: query.bereich || undefined, q: query.q || undefined });
  return { log, query };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Audit-Logs – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

/** The fields that changed between before and after, for the table's summary column. */
function changedKeys(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  if (!before || !after) return Object.keys(after ?? before ?? {});
  return Object.keys({ ...before, ...after }).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { log, query } = loaderData;
  const pageCount = Math.max(1, Math.ceil(log.total / log.pageSize));
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <h2 id="audit-heading" className="text-xl font-semibold text-ink">
        {t("Audit-Logs")}
      </h2>
      <QueryForm submitLabel={t("Filtern")} label={t("Audit-Logs filtern")}>
        <QuerySearch id="audit-q" label={t("Suche (Aktion, Admin, Ziel-ID)")} defaultValue={query.q} />
        <QuerySelect
          id="audit-area"
          name="bereich"
          label={t("Bereich")}
          defaultValue={query.bereich ?? ""}
          options={[{ value: "", label: t("Alle Bereiche") }, ...log.targetTypes.map((type) => ({ value: type, label: type }))]}
          className="sm:w-56"
        />
      </QueryForm>
      <p className="text-sm text-ink-muted">{t("{{n}} Einträge", { count: log.total, n: log.total.toLocaleString("de-DE") })}</p>
      {log.rows.length === 0 ? (
        <EmptyNote>{t("Keine Einträge gefunden.")}</EmptyNote>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("Zeit")}</TableHead>
              <TableHead>{t("Admin")}</TableHead>
              <TableHead>{t("Aktion")}</TableHead>
              <TableHead>{t("Ziel")}</TableHead>
              <TableHead>{t("Geänderte Felder")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {log.rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(row.createdAt)}</TableCell>
                <TableCell>{row.actorName ?? t("gelöschtes Konto")}</TableCell>
                <TableCell>
                  <code className="text-xs">{row.action}</code>
                </TableCell>
                <TableCell className="max-w-48 truncate">
                  {row.targetType}
                  {row.targetId ? <span className="block truncate text-xs text-ink-muted">{row.targetId}</span> : null}
                </TableCell>
                <TableCell className="max-w-72 text-xs text-ink-muted">{changedKeys(row.before, row.after).join(", ") || "–"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination page={log.page} pageCount={pageCount} />
    </section>
  );
}
