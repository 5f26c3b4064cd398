import { z } from "zod";
import type { Route } from "./+types/api.provider-claims";
import { createClaim } from "~/features/ownership/claims.server";
import { clientIp, getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { answerSubmission, takeBack } from "~/lib/native-submit.server";
import { handleAction, ok, parseInput, readFormObject } from "~/lib/request.server";

/** The route reads which entry; the claim's fields are the ownership feature's (claimSchema) with every rule. */
const target = z.object({ providerId: z.string().max(64).default("") });

/**
 * POST /api/provider-claims {providerId, note, contact}: 'Eintrag beanspruchen'. The plain form (no
 * JavaScript yet) goes back to its page (`back`) with the outcome as a flash message.
 */
export async function action({ request }: Route.ActionArgs) {
  let back: string | undefined;
  const answer = await handleAction(async () => {
    const viewer = await getViewer(request);
    const taken = takeBack(await readFormObject(request));
    back = taken.back;
    const form = taken.fields;
    const { providerId } = parseInput(target, form);
    const claim = await createClaim(viewer, providerId, form, { ip: clientIp(request), request });
    return ok(claim, { status: 201 });
  });
  return answerSubmission(request, answer, { back });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
