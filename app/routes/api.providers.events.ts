import { z } from "zod";
import type { Route } from "./+types/api.providers.events";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, readJson, TRACKING_ONLY_HEADER } from "~/lib/request.server";
import { recordProviderEvent } from "~/features/providers/analytics.server";
import { PROVIDER_EVENT_DETAILS, PROVIDER_EVENT_TYPES } from "~db/schema/analytics";

const schema = z.object({ providerId: z.string().max(64), eventType: z.enum(PROVIDER_EVENT_TYPES), detail: z.enum(PROVIDER_EVENT_DETAILS).optional() });

/**
 * POST small JSON { providerId, eventType: view|detail_click|share, detail?: website|phone|email }
 * (fetch or sendBeacon, so
 * text/plain too). Answers 204; admins and bots are not recorded.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const input = await readJson(request, schema, { textPlain: true, maxBytes: 2000 });
    await recordProviderEvent(await getViewer(request), { ...input, userAgent: request.headers.get("user-agent") });
    return new Response(null, { status: 204, headers: { [TRACKING_ONLY_HEADER]: "1" } });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
