import type { Route } from "./+types/api.security-events";
import { recordClientSecurityEvent } from "~/features/security/client-events.server";
import { clientSecurityEventSchema } from "~/features/security/schema";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, readForm, tracked } from "~/lib/request.server";
import { trackingMeta } from "~/lib/visitor.server";

/**
 * POST /api/security-events {kind, path, key?, count?}: one event of the client security monitor,
 * logged to the security audit log; rate-limited per address (spec 2 section 7, decision 0019).
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const input = await readForm(request, clientSecurityEventSchema);
    const meta = trackingMeta(request);
    const logged = await recordClientSecurityEvent(await getViewer(request), input, { request, ip: meta.ip, isBot: meta.isBot });
    return tracked({ logged });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
