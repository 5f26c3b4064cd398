import crypto from "node:crypto";
import { isbot } from "isbot";
import { data } from "react-router";
import type { Route } from "./+types/api.blog.views";
import { recordArticleView } from "~/features/blog/blog.server";
import { clientIp, getViewer } from "~/lib/auth.server";

/**
 * POST /api/blog/views {slug, username?}: increment_blog_view_count(_by_username). A visitor is
 * counted once per article per day: signed-in users by id, others by a hash of a first-party
 * cookie id (set here) or, without it, of ip + user agent + day. Bots are not counted.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = String(form.get("slug") ?? "").slice(0, 200);
  const username = String(form.get("username") ?? "").slice(0, 100) || null;
  const ua = request.headers.get("user-agent") ?? "";
  const cookie = request.headers.get("cookie") ?? "";
  const existing = /(?:^|;\s*)hn_vid=([a-zA-Z0-9_-]{16,64})/.exec(cookie)?.[1];
  const vid = existing ?? crypto.randomBytes(16).toString("base64url");
  const day = new Date().toISOString().slice(0, 10);
  const basis = existing ? `c:${existing}` : `i:${clientIp(request) ?? ""}|${ua}|${day}`;
  const visitorKey = crypto.createHash("sha256").update(basis).digest("hex").slice(0, 40);
  let counted = false;
  try {
    counted = await recordArticleView(await getViewer(request), { slug, username, visitorKey, isBot: !ua || isbot(ua) });
  } catch {
    counted = false; // view counting failures are silent (spec 1 section 8)
  }
  const headers = new Headers();
  if (!existing) headers.append("Set-Cookie", `hn_vid=${vid}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${60 * 60 * 24 * 365}`);
  return data({ ok: true, counted }, { headers });
}

export function loader() {
  return data({ ok: false }, { status: 405 });
}
