import type { Route } from "./+types/admin.security.export";
import { securityReport } from "~/features/security/dashboard.server";
import { securityFilterSchema } from "~/features/security/schema";
import { getViewer } from "~/lib/auth.server";
import { failure, readQuery } from "~/lib/request.server";

/** GET /admin/security/export?filter=: the security report as a JSON file (spec 3 section 9). Admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const { filter } = readQuery(request, securityFilterSchema);
    const report = await securityReport(await getViewer(request), filter);
    return new Response(JSON.stringify(report, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="sicherheitsbericht-${report.generatedAt.slice(0, 10)}.json"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return failure(error);
  }
}
