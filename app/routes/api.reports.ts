import type { Route } from "./+types/api.reports";
import { reportContent } from "~/features/moderation/moderation.server";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { answerSubmission, takeBack } from "~/lib/native-submit.server";
import { handleAction, ok, readFormObject } from "~/lib/request.server";

/**
 * POST /api/reports {targetType review|article, targetId, reason?}: 'Melden' (moderator tools gate).
 * The plain form (no JavaScript yet) goes back to its page with the outcome as a flash message.
 */
export async function action({ request }: Route.ActionArgs) {
  let back: string | undefined;
  const answer = await handleAction(async () => {
    const viewer = await getViewer(request);
    // The form as sent: the moderation feature validates it (reportInputSchema) and applies every
    // rule; `back` is the page the plain form (no JavaScript yet) goes back to.
    const taken = takeBack(await readFormObject(request));
    back = taken.back;
    const form = taken.fields;
    return ok(await reportContent(viewer, form), { status: 201 });
  });
  return answerSubmission(request, answer, { back });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
