import type { Route } from "./+types/api.page-views";
import { recordPageView } from "~/features/consent/page-views.server";
import { pageViewSchema } from "~/features/consent/schema";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, readForm, tracked } from "~/lib/request.server";
import { trackingMeta } from "~/lib/visitor.server";

/**
 * POST /api/page-views: one page view, recorded only with analytics consent (consent cookie),
 * never for admins and bots, rate-limited per address (spec 2 section 7, decision 0019).
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const input = await readForm(request, pageViewSchema);
    const meta = trackingMeta(request);
    const recorded = await recordPageView(await getViewer(request), input, {
      cookieHeader: request.headers.get("cookie"),
      ip: meta.ip,
      userAgent: meta.userAgent,
      isBot: meta.isBot,
    });
    return tracked({ recorded });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
