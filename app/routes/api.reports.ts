import type { Route } from "./+types/api.reports";
import { reportContent } from "~/features/moderation/moderation.server";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, ok, readFormObject } from "~/lib/request.server";

/** POST /api/reports {targetType review|article, targetId, reason?}: 'Melden' (moderator tools gate). */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    // The form as sent: the moderation feature validates it (reportInputSchema) and applies every rule.
    const form = await readFormObject(request);
    return ok(await reportContent(viewer, form), { status: 201 });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
