import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { Route } from "./+types/admin.improved-logs";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { Pagination } from "~/components/ui/pagination";
import { QueryForm, QuerySearch, QuerySelect } from "~/components/ui/query-form";
import { listAuditLog } from "~/features/admin/audit.server";
import { AuditLogTable } from "~/features/admin/AuditLogTable";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { readQuery } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";
import { auditAreaKey } from "~/lib/audit-catalog";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Audit-Logs", href: "/admin/improved-logs" }) };

const querySchema = z.object({
  seite: z.coerce.number().int().min(1).max(100_000).optional(),
  bereich: z.string().trim().max(40).optional(),
  q: z.string().trim().max(100).optional(),
});

/** /admin/improved-logs: every change made in the back-office, newest first, with the object's name and the changed fields in German. */
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
        <QuerySearch id="audit-q" label={t("Suche (Objekt, Aktion, Admin, ID)")} defaultValue={query.q} />
        <QuerySelect
          id="audit-area"
          name="bereich"
          label={t("Bereich")}
          defaultValue={query.bereich ?? ""}
          options={[{ value: "", label: t("Alle Bereiche") }, ...log.targetTypes.map((type) => ({ value: type, label: t(auditAreaKey(type)) }))]}
          className="sm:w-56"
        />
      </QueryForm>
      <AuditLogTable rows={log.rows} total={log.total} names={log.names} />
      <Pagination page={log.page} pageCount={pageCount} />
    </section>
  );
}
