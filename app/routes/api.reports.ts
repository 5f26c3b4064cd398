import { z } from "zod";
import type { Route } from "./+types/api.reports";
import { reportContent } from "~/features/moderation/moderation.server";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { answerSubmission } from "~/lib/native-submit.server";
import { handleAction, ok, readForm } from "~/lib/request.server";

/** The form as sent; the moderation feature validates (reportInputSchema) and applies every rule. */
const input = z.object({
  targetType: z.string().max(20),
  targetId: z.string().max(64),
  reason: z.string().max(2000).optional(),
  /** The page the form without JavaScript goes back to (ReportButton's plain form). */
  back: z.string().max(1000).optional(),
});

/**
 * POST /api/reports {targetType review|article, targetId, reason?}: 'Melden' (moderator tools gate).
 * The plain form (no JavaScript yet) goes back to its page with the outcome as a flash message.
 */
export async function action({ request }: Route.ActionArgs) {
  let back: string | undefined;
  const answer = await handleAction(async () => {
    const viewer = await getViewer(request);
    const { back: from, ...form } = await readForm(request, input);
    back = from;
    return ok(await reportContent(viewer, form), { status: 201 });
  });
  return answerSubmission(request, answer, { back });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
