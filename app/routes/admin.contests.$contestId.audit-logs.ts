import { z } from "zod";
import type { Route } from "./+types/admin.contests.$contestId.audit-logs";
import { contestAuditLogs } from "~/features/contests/admin-audit.server";
import { CONTEST_ADMIN_LIMITS } from "~/features/contests/admin-schema";
import { getViewer } from "~/lib/auth.server";
import { failure, readQuery } from "~/lib/request.server";

const querySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONTEST_ADMIN_LIMITS.auditAdvanced)
    .catch(CONTEST_ADMIN_LIMITS.auditDialog)
    .default(CONTEST_ADMIN_LIMITS.auditDialog),
});

/**
 * GET /admin/contests/:contestId/audit-logs?limit=100|200: the latest audit rows of one contest
 * (the dialog: 100; the advanced view's timeline: 200). Admins only, JSON.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const { limit } = readQuery(request, querySchema);
    const data = await contestAuditLogs(await getViewer(request), params.contestId, limit);
    return Response.json({ ok: true, ...data }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return failure(error);
  }
}
