import { data } from "react-router";
import type { Route } from "./+types/api.providers.$id";
import { getViewer } from "~/lib/auth.server";
import { failure } from "~/lib/http.server";
import { updateProviderAsAdmin } from "~/features/providers/providers.server";
import { PROVIDER_MESSAGES } from "~/features/providers/schema";

/** POST JSON: the admin edit dialog saves a provider (admins only; 401/403 otherwise). */
export async function action({ request, params }: Route.ActionArgs) {
  try {
    const viewer = await getViewer(request);
    const body: unknown = await request.json().catch(() => ({}));
    const updated = await updateProviderAsAdmin(viewer, params.id, body);
    return data({ ok: true as const, slug: updated.slug, status: updated.status, message: PROVIDER_MESSAGES.saved });
  } catch (error) {
    return failure(error);
  }
}
