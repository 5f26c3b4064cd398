import type { Route } from "./+types/api.providers.nearby";
import { nearbyMarkers } from "~/features/providers/geo/geo.server";
import { nearbyQuerySchema } from "~/features/providers/schema";
import { clientIp, getViewer } from "~/lib/auth.server";
import { readQuery } from "~/lib/request.server";

/**
 * GET /api/providers/nearby?lat=&lng=&radius=&kategorie=: approved providers around a point as
 * map markers, nearest first (decision 0028). Bad input is a 400 with a German message.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = readQuery(request, nearbyQuerySchema);
  const markers = await nearbyMarkers(await getViewer(request), query, { ip: clientIp(request) });
  return Response.json({ ok: true, markers }, { headers: { "Cache-Control": "public, max-age=60" } });
}
