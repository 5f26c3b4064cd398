import type { Route } from "./+types/admin.analytics.csv";
import { exportAnalyticsCsv } from "~/features/analytics/csv.server";
import { analyticsCsvQuerySchema } from "~/features/analytics/schema";
import { getViewer } from "~/lib/auth.server";
import { requireAdmin } from "~/lib/http.server";
import { csvDownload } from "~/lib/csv";
import { failure, readQuery } from "~/lib/request.server";

/** GET /admin/analytics.csv?tabelle=…&tage=…: one table of the dashboard as a CSV download (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const viewer = await getViewer(request);
    requireAdmin(viewer);
    const query = readQuery(request, analyticsCsvQuerySchema);
    const csv = await exportAnalyticsCsv(viewer, query.tabelle, query.tage);
    return csvDownload(csv);
  } catch (error) {
    return failure(error);
  }
}
