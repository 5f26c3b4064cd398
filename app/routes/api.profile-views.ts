import { z } from "zod";
import type { Route } from "./+types/api.profile-views";
import { recordProfileView } from "~/features/profiles/profile.server";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, readForm, tracked } from "~/lib/request.server";
import { trackingMeta } from "~/lib/visitor.server";

const input = z.object({ profileId: z.string({ error: "Ungültige Anfrage." }).min(1, "Ungültige Anfrage.").max(64, "Ungültige Anfrage.") });

/**
 * POST /api/profile-views {profileId}: track_profile_view (sent 1 s after the profile is shown).
 * A visitor counts once per profile and day (no cookie: a daily salted hash, see visitor.server).
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const { profileId } = await readForm(request, input);
    const viewer = await getViewer(request);
    let recorded = false;
    try {
      recorded = await recordProfileView(viewer, profileId, trackingMeta(request));
    } catch {
      recorded = false; // tracking failures are silent
    }
    return tracked({ recorded });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
