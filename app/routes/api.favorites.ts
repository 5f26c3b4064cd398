import { z } from "zod";
import type { Route } from "./+types/api.favorites";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, ok, readForm } from "~/lib/request.server";
import { setFavorite } from "~/features/favorites/favorites.server";
import { FAVORITE_MESSAGES } from "~/features/favorites/messages";
import { answerSubmission } from "~/lib/native-submit.server";

const schema = z.object({ providerId: z.string().max(64), favorite: z.enum(["0", "1"]).default("1") });

/**
 * POST { providerId, favorite: "1" | "0" } → { ok, favorite }. The heart's form submitted by the
 * browser itself (no JavaScript yet) goes back to its page with the outcome as a flash message.
 */
export async function action({ request }: Route.ActionArgs) {
  let wanted = true;
  const answer = await handleAction(async () => {
    const viewer = await getViewer(request);
    const input = await readForm(request, schema);
    wanted = input.favorite === "1";
    return ok(await setFavorite(viewer, input.providerId, wanted));
  });
  return answerSubmission(request, answer, { success: wanted ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
