import { z } from "zod";
import type { Route } from "./+types/api.providers.$id";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, ok, readJson } from "~/lib/request.server";
import { updateProviderAsAdmin } from "~/features/providers/writes.server";
import { PROVIDER_MESSAGES } from "~/features/providers/schema";

/** POST JSON: the admin edit dialog saves a provider (admins only; 401/403 otherwise). */
export async function action({ request, params }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    // The provider feature validates the fields with its admin schema.
    const body = await readJson(request, z.record(z.string(), z.unknown()));
    const updated = await updateProviderAsAdmin(viewer, params.id, body);
    return ok({ slug: updated.slug, status: updated.status, message: PROVIDER_MESSAGES.saved });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
