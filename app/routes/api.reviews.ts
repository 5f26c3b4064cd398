import type { Route } from "./+types/api.reviews";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { answerSubmission } from "~/lib/native-submit.server";
import { handleAction, readForm } from "~/lib/request.server";
import { reviewInput, runReviewIntent } from "./+shared/review-intents.server";

/**
 * POST intent=create|update|delete|helpful (the review dialog's and the helpful button's fetchers).
 * Every rule is checked in the reviews feature. The plain review form without JavaScript posts to
 * the provider page instead (routes/empfehlung.$key.tsx), which re-renders it with the errors; the
 * helpful button's form, sent by the browser itself, goes back to its review (`back`) with the
 * outcome as a flash message.
 */
export async function action({ request }: Route.ActionArgs) {
  let back: string | null = null;
  const answer = await handleAction(async () => {
    const viewer = await getViewer(request);
    const form = await readForm(request, reviewInput);
    back = typeof form.back === "string" ? form.back : null;
    return runReviewIntent(request, viewer, form);
  });
  return answerSubmission(request, answer, { back });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
