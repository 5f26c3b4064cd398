import { data } from "react-router";
import type { Route } from "./+types/api.popup";
import { activePopup, recordPopupInteraction } from "~/features/popups/public.server";
import { popupInteractionSchema } from "~/features/popups/schema";
import { getViewer } from "~/lib/auth.server";
import { handleAction, readJson, tracked } from "~/lib/request.server";
import { trackingMeta } from "~/lib/visitor.server";

/**
 * GET /api/popup: the active global popup (or null), fetched by the browser after hydration; the
 * browser decides whether it was already shown in this session (popup id plus version).
 */
export async function loader() {
  return data({ popup: await activePopup() }, { headers: { "Cache-Control": "no-store" } });
}

/** POST JSON { popupId, interactionType: view|close|like|share }. Tracking only (counted by the daily visitor key). */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const input = await readJson(request, popupInteractionSchema, { textPlain: true, maxBytes: 2000 });
    const recorded = await recordPopupInteraction(await getViewer(request), input, trackingMeta(request));
    return tracked({ recorded });
  });
}
