import { z } from "zod";
import type { Route } from "./+types/api.contests.views";
import { recordContestViews } from "~/features/contests/public.server";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, readJson, tracked } from "~/lib/request.server";
import { trackingMeta } from "~/lib/visitor.server";

const input = z.object({
  ids: z.array(z.string().max(64), { error: "Ungültige Anfrage." }).max(100, "Ungültige Anfrage."),
});

/**
 * POST /api/contests/views {ids}: the view batch of /contests (about 2 s after the list is shown).
 * Admins and bots are not counted; failures are silent. Answered as tracking only (page cache stays).
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const { ids } = await readJson(request, input, { textPlain: true });
    let counted = 0;
    try {
      counted = await recordContestViews(await getViewer(request), ids, trackingMeta(request));
    } catch {
      counted = 0; // view counting failures are silent (spec 2 section 8)
    }
    return tracked({ counted });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
