import { isbot } from "isbot";
import { data } from "react-router";
import type { Route } from "./+types/api.profile-link-click";
import { recordLinkClick } from "~/features/profiles/profile.server";
import { clientIp, getViewer } from "~/lib/auth.server";

/** POST /api/profile-link-click {profileId, linkIndex}: click analytics per custom link (-1 = Instagram). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const ua = request.headers.get("user-agent") ?? "";
  let recorded = false;
  try {
    recorded = await recordLinkClick(await getViewer(request), String(form.get("profileId") ?? ""), Number(form.get("linkIndex")), {
      ip: clientIp(request),
      userAgent: ua,
      isBot: !ua || isbot(ua),
    });
  } catch {
    recorded = false;
  }
  return data({ ok: true, recorded });
}

export function loader() {
  return data({ ok: false }, { status: 405 });
}
