import type { Route } from "./+types/admin.user-management.$userId.logins";
import { loginHistory } from "~/features/admin/users-actions.server";
import { getViewer } from "~/lib/auth.server";
import { failure } from "~/lib/request.server";

/** GET /admin/user-management/:userId/logins: the login history dialog's data (admins only, JSON). */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const entries = await loginHistory(await getViewer(request), params.userId);
    return Response.json({ ok: true, entries }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return failure(error);
  }
}
