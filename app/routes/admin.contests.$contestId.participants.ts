import type { Route } from "./+types/admin.contests.$contestId.participants";
import { listContestParticipants } from "~/features/contests/admin-list.server";
import { getViewer } from "~/lib/auth.server";
import { failure } from "~/lib/request.server";

/** GET /admin/contests/:contestId/participants: the participants dialog's rows (admins only, JSON). */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const data = await listContestParticipants(await getViewer(request), params.contestId);
    return Response.json({ ok: true, ...data }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return failure(error);
  }
}
