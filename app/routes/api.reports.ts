import { z } from "zod";
import type { Route } from "./+types/api.reports";
import { reportContent } from "~/features/moderation/moderation.server";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, ok, readForm } from "~/lib/request.server";

/** The form as sent; the moderation feature validates (reportInputSchema) and applies every rule. */
const input = z.object({ targetType: z.string().max(20), targetId: z.string().max(64), reason: z.string().max(2000).optional() });

/** POST /api/reports {targetType review|article, targetId, reason?}: 'Melden' (moderator tools gate). */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const form = await readForm(request, input);
    return ok(await reportContent(viewer, form), { status: 201 });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
