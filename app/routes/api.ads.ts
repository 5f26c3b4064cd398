import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/api.ads";
import { chooseBanner, recordAdEvent } from "~/features/ads/public.server";
import { adEventSchema } from "~/features/ads/schema";
import { getViewer } from "~/lib/auth.server";
import { handleAction, readJson, readQuery, tracked } from "~/lib/request.server";

const query = z.object({
  placement: z
    .string()
    .max(100)
    .regex(/^[a-z0-9_-]+$/, "Ungültiger Werbeplatz"),
  exclude: z.string().max(2000).catch("").default(""),
});

/**
 * GET /api/ads?placement=homepage_grid&exclude=<id>,<id>: another banner for a placement when the
 * one on the (cached) page was dismissed in this browser session. `{ banner: null }` when none is left.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleAction(async () => {
    const q = readQuery(request, query);
    const banner = await chooseBanner(q.placement, { exclude: q.exclude.split(",").filter(Boolean) });
    return data({ banner }, { headers: { "Cache-Control": "no-store" } });
  });
}

/**
 * POST JSON { bannerId, eventType: impression|click|dismiss } (fetch
 * or sendBeacon, so text/plain too). Tracking only: it leaves the page cache as it is.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const input = await readJson(request, adEventSchema, { textPlain: true, maxBytes: 5000 });
    const recorded = await recordAdEvent(await getViewer(request), { ...input, userAgent: request.headers.get("user-agent") });
    return tracked({ recorded });
  });
}
