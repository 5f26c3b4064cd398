import type { Route } from "./+types/admin.contests.$contestId.participants.csv";
import { exportContestParticipantsCsv } from "~/features/contests/admin-list.server";
import { csvResponse } from "~/features/contests/admin-csv.server";
import { getViewer } from "~/lib/auth.server";
import { failure } from "~/lib/request.server";

/** GET /admin/contests/:contestId/participants.csv: the participants as a CSV download (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    return csvResponse(await exportContestParticipantsCsv(await getViewer(request), params.contestId));
  } catch (error) {
    return failure(error);
  }
}
