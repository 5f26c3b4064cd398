import { z } from "zod";
import type { Route } from "./+types/api.favorites";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, ok, readForm } from "~/lib/request.server";
import { setFavorite } from "~/features/favorites/favorites.server";

const schema = z.object({ providerId: z.string().max(64), favorite: z.enum(["0", "1"]).default("1") });

/** POST { providerId, favorite: "1" | "0" } → { ok, favorite }. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const input = await readForm(request, schema);
    return ok(await setFavorite(viewer, input.providerId, input.favorite === "1"));
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
