import { z } from "zod";
import type { Route } from "./+types/api.follows";
import { setFollow } from "~/features/follows/follows.server";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, ok, readForm } from "~/lib/request.server";

const schema = z.object({ authorId: z.string().min(1).max(64), intent: z.enum(["follow", "unfollow", "toggle"], { error: "Ungültige Aktion." }).default("toggle") });

/** POST /api/follows {authorId, intent follow|unfollow|toggle}: follow or unfollow an author. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const input = await readForm(request, schema);
    return ok(await setFollow(viewer, input.authorId, input.intent));
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
