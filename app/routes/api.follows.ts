import { z } from "zod";
import type { Route } from "./+types/api.follows";
import { setFollow } from "~/features/follows/follows.server";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { answerSubmission } from "~/lib/native-submit.server";
import { handleAction, ok, readForm } from "~/lib/request.server";

const schema = z.object({
  authorId: z.string().min(1).max(64),
  intent: z.enum(["follow", "unfollow", "toggle"], { error: "Ungültige Aktion." }).default("toggle"),
});

/**
 * POST /api/follows {authorId, intent follow|unfollow|toggle}: follow or unfollow an author. Sent
 * by the browser itself (no JavaScript yet): back to the page with the outcome as a flash message.
 */
export async function action({ request }: Route.ActionArgs) {
  const answer = await handleAction(async () => {
    const viewer = await getViewer(request);
    const input = await readForm(request, schema);
    return ok(await setFollow(viewer, input.authorId, input.intent));
  });
  return answerSubmission(request, answer);
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
