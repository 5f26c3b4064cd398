import type { Route } from "./+types/admin.analytics.live";
import { analyticsLiveState } from "~/features/analytics/dashboard.server";
import { getViewer } from "~/lib/auth.server";
import { failure } from "~/lib/request.server";

/** GET /admin/analytics/live: the newest page view's time, polled by an open dashboard (admins only, not cached). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    return Response.json(await analyticsLiveState(await getViewer(request)), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return failure(error);
  }
}
