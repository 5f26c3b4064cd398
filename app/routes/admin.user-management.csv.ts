import type { Route } from "./+types/admin.user-management.csv";
import { exportUsersCsv } from "~/features/admin/users.server";
import { getViewer } from "~/lib/auth.server";
import { csvDownload } from "~/lib/csv";
import { failure, readQuery } from "~/lib/request.server";
import { userQuerySchema } from "~/features/admin/schema";

/** GET /admin/user-management.csv: the users of the current search and filter as a CSV download (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const query = readQuery(request, userQuerySchema);
    const csv = await exportUsersCsv(await getViewer(request), { q: query.q || undefined, filter: query.filter, sort: query.sort });
    return csvDownload(csv);
  } catch (error) {
    return failure(error);
  }
}
