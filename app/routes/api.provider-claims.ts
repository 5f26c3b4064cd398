import { z } from "zod";
import type { Route } from "./+types/api.provider-claims";
import { createClaim } from "~/features/ownership/claims.server";
import { clientIp, getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, ok, parseInput, readFormObject } from "~/lib/request.server";

/** The route reads which entry; the claim's fields are the ownership feature's (claimSchema) with every rule. */
const target = z.object({ providerId: z.string().max(64).default("") });

/** POST /api/provider-claims {providerId, note, contact}: 'Eintrag beanspruchen'. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const form = await readFormObject(request);
    const { providerId } = parseInput(target, form);
    const claim = await createClaim(viewer, providerId, form, { ip: clientIp(request), request });
    return ok(claim, { status: 201 });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
