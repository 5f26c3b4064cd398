import type { Route } from "./+types/api.suggest";
import { suggestQuerySchema } from "~/features/providers/schema";
import { suggest } from "~/features/providers/suggest.server";
import { clientIp, getViewer } from "~/lib/auth.server";
import { readQuery } from "~/lib/request.server";

/**
 * GET /api/suggest?q=&feld=was|wo: suggestions while typing in the search bar (providers,
 * categories, places; decision 0034). Public, rate-limited per client address; bad input is a
 * 400 with a German message.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = readQuery(request, suggestQuerySchema);
  const items = await suggest(await getViewer(request), query, { ip: clientIp(request) });
  return Response.json({ ok: true, items }, { headers: { "Cache-Control": "private, max-age=30" } });
}
