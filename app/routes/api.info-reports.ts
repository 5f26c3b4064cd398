import type { Route } from "./+types/api.info-reports";
import { reportOutdatedInfo } from "~/features/providers/freshness/info-reports.server";
import { clientIp, getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { answerSubmission, takeBack } from "~/lib/native-submit.server";
import { handleAction, ok, readFormObject } from "~/lib/request.server";

/**
 * POST /api/info-reports {providerId, reason, note?}: 'Veraltete Info melden' (signed-in members).
 * The plain form (no JavaScript yet) goes back to its page (`back`) with the outcome as a flash message.
 */
export async function action({ request }: Route.ActionArgs) {
  let back: string | undefined;
  const answer = await handleAction(async () => {
    const viewer = await getViewer(request);
    // The form as sent: the providers feature validates it (infoReportSchema) and applies every rule.
    const taken = takeBack(await readFormObject(request));
    back = taken.back;
    const form = taken.fields;
    const created = await reportOutdatedInfo(viewer, form, { ip: clientIp(request), request });
    return ok({ message: created.message }, { status: 201 });
  });
  return answerSubmission(request, answer, { back });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
