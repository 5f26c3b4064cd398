import type { Route } from "./+types/api.reviews";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, readForm } from "~/lib/request.server";
import { reviewInput, runReviewIntent } from "./+shared/review-intents.server";

/**
 * POST intent=create|update|delete|helpful (the review dialog's fetcher). Every rule is checked in
 * the reviews feature. The plain form without JavaScript posts to the provider page instead
 * (routes/empfehlung.$key.tsx), which re-renders it with the errors.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    return runReviewIntent(request, viewer, await readForm(request, reviewInput));
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
