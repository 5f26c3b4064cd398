import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/api.follows";
import { setFollow } from "~/features/follows/follows.server";
import { getViewer } from "~/lib/auth.server";
import { failure, parseInput } from "~/lib/http.server";

const schema = z.object({ authorId: z.string().min(1).max(64), intent: z.enum(["follow", "unfollow", "toggle"]).catch("toggle") });

/** POST /api/follows {authorId, intent follow|unfollow|toggle}: follow or unfollow an author. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ ok: false, error: "Methode nicht erlaubt" }, { status: 405 });
  try {
    const viewer = await getViewer(request);
    const input = parseInput(schema, Object.fromEntries(await request.formData()));
    const result = await setFollow(viewer, input.authorId, input.intent);
    return data({ ok: true as const, ...result });
  } catch (error) {
    return failure(error);
  }
}

export function loader() {
  return data({ ok: false, error: "Methode nicht erlaubt" }, { status: 405 });
}
