import { z } from "zod";
import type { Route } from "./+types/api.profile-link-click";
import { recordLinkClick } from "~/features/profiles/profile.server";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, readForm, tracked } from "~/lib/request.server";
import { trackingMeta } from "~/lib/visitor.server";

const invalid = "Ungültige Anfrage.";
const input = z.object({
  profileId: z.string({ error: invalid }).min(1, invalid).max(64, invalid),
  linkIndex: z.coerce.number({ error: invalid }).int(invalid),
});

/**
 * POST /api/profile-link-click {profileId, linkIndex}: click analytics per custom link (-1 =
 * Instagram), once per link, visitor and day. Sent with sendBeacon (multipart) or fetch.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const { profileId, linkIndex } = await readForm(request, input, { multipart: true, maxBytes: 4096 });
    const viewer = await getViewer(request);
    let recorded = false;
    try {
      recorded = await recordLinkClick(viewer, profileId, linkIndex, trackingMeta(request));
    } catch {
      recorded = false; // tracking failures are silent
    }
    return tracked({ recorded });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
