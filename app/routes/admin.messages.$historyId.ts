import type { Route } from "./+types/admin.messages.$historyId";
import { messageDetails } from "~/features/notifications/admin-stats.server";
import { getViewer } from "~/lib/auth.server";
import { failure } from "~/lib/request.server";

/** GET /admin/messages/:historyId: per-recipient read status of one send (admins only, JSON, polled every 10 s). */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const details = await messageDetails(await getViewer(request), params.historyId);
    return Response.json({ ok: true, ...details }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return failure(error);
  }
}
