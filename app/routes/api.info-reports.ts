import type { Route } from "./+types/api.info-reports";
import { reportOutdatedInfo } from "~/features/providers/freshness/info-reports.server";
import { clientIp, getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, ok, readFormObject } from "~/lib/request.server";

/** POST /api/info-reports {providerId, reason, note?}: 'Veraltete Info melden' (signed-in members). */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    // The form as sent: the providers feature validates it (infoReportSchema) and applies every rule.
    const form = await readFormObject(request);
    const created = await reportOutdatedInfo(viewer, form, { ip: clientIp(request), request });
    return ok({ message: created.message }, { status: 201 });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
