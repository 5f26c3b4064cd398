import { z } from "zod";
import type { Route } from "./+types/api.provider-claims";
import { createClaim } from "~/features/ownership/claims.server";
import { clientIp, getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, ok, readForm } from "~/lib/request.server";

/** The form as sent; the ownership feature validates (claimSchema) and applies every rule. */
const input = z.object({
  providerId: z.string().max(64).default(""),
  note: z.string().max(10_000).optional(),
  contact: z.string().max(2_000).optional(),
});

/** POST /api/provider-claims {providerId, note, contact}: 'Eintrag beanspruchen'. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const form = await readForm(request, input);
    const claim = await createClaim(viewer, form.providerId, { note: form.note, contact: form.contact }, { ip: clientIp(request), request });
    return ok(claim, { status: 201 });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
