import { data } from "react-router";
import type { Route } from "./+types/api.favorites";
import { getViewer } from "~/lib/auth.server";
import { failure } from "~/lib/http.server";
import { setFavorite } from "~/features/favorites/favorites.server";

/** POST { providerId, favorite: "1" | "0" } → { ok, favorite }. */
export async function action({ request }: Route.ActionArgs) {
  try {
    const viewer = await getViewer(request);
    const form = await request.formData();
    const result = await setFavorite(viewer, String(form.get("providerId") ?? ""), String(form.get("favorite") ?? "1") === "1");
    return data({ ok: true as const, ...result });
  } catch (error) {
    return failure(error);
  }
}
