import { z } from "zod";
import type { Route } from "./+types/api.info-reports";
import { reportOutdatedInfo } from "~/features/providers/freshness/info-reports.server";
import { clientIp, getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";

import { handleAction, ok, readForm } from "~/lib/request.server";

/** The form as sent; the providers feature validates (infoReportSchema) and applies every rule. */
const input = z.object({ providerId: z.string().max(64), reason: z.string().max(20), note: z.string().max(4000).optional() });

/** POST /api/info-reports {providerId, reason, note?}: 'Veraltete Info melden' (signed-in members). */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const form = await readForm(request, input);
    const created = await reportOutdatedInfo(viewer, form, { ip: clientIp(request), request });
    return ok({ message: created.message }, { status: 201 });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
