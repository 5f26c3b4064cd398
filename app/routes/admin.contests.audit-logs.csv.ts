import type { Route } from "./+types/admin.contests.audit-logs.csv";
import { exportContestAuditCsv } from "~/features/contests/admin-audit.server";
import { csvResponse } from "~/features/contests/admin-csv.server";
import { contestAdminQuerySchema } from "~/features/contests/admin-schema";
import { getViewer } from "~/lib/auth.server";
import { failure, readQuery } from "~/lib/request.server";

/** GET /admin/contests/audit-logs.csv?status=&q=: contest-audit-logs-{date}.csv of the advanced view's filter (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const query = readQuery(request, contestAdminQuerySchema);
    return csvResponse(await exportContestAuditCsv(await getViewer(request), { status: query.status, q: query.q || undefined }));
  } catch (error) {
    return failure(error);
  }
}
