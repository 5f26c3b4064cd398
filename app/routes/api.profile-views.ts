import { isbot } from "isbot";
import { data } from "react-router";
import type { Route } from "./+types/api.profile-views";
import { recordProfileView } from "~/features/profiles/profile.server";
import { clientIp, getViewer } from "~/lib/auth.server";

/** POST /api/profile-views {profileId}: track_profile_view (sent 1 s after the profile is shown). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const ua = request.headers.get("user-agent") ?? "";
  let recorded = false;
  try {
    recorded = await recordProfileView(await getViewer(request), String(form.get("profileId") ?? ""), {
      ip: clientIp(request),
      userAgent: ua,
      isBot: !ua || isbot(ua),
    });
  } catch {
    recorded = false; // tracking failures are silent
  }
  return data({ ok: true, recorded });
}

export function loader() {
  return data({ ok: false }, { status: 405 });
}
