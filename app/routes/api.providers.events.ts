import { data } from "react-router";
import type { Route } from "./+types/api.providers.events";
import { getViewer } from "~/lib/auth.server";
import { isProviderEventType, recordProviderEvent } from "~/features/providers/providers.server";

/**
 * POST small JSON { providerId, eventType: view|detail_click|share } (fetch or sendBeacon).
 * Always answers 204; admins and bots are not recorded.
 */
export async function action({ request }: Route.ActionArgs) {
  let body: { providerId?: unknown; eventType?: unknown } = {};
  try {
    const text = await request.text();
    if (text.length <= 2000) body = JSON.parse(text) as typeof body;
  } catch {
    body = {};
  }
  if (typeof body.providerId === "string" && isProviderEventType(body.eventType)) {
    const viewer = await getViewer(request);
    await recordProviderEvent(viewer, { providerId: body.providerId, eventType: body.eventType, userAgent: request.headers.get("user-agent") });
  }
  return new Response(null, { status: 204 });
}

export function loader() {
  return data({ ok: false }, { status: 405 });
}
