import { z } from "zod";
import type { Route } from "./+types/api.blog.views";
import { recordArticleView } from "~/features/blog/article.server";
import { getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, readForm, tracked } from "~/lib/request.server";
import { trackingMeta } from "~/lib/visitor.server";

const input = z.object({
  slug: z.string({ error: "Ungültige Anfrage." }).min(1, "Ungültige Anfrage.").max(200, "Ungültige Anfrage."),
  username: z.string().max(100).optional(),
});

/**
 * POST /api/blog/views {slug, username?}: increment_blog_view_count(_by_username). A visitor is
 * counted once per article and day: signed-in members by id, others by a daily salted hash of
 * address and browser (no cookie, see visitor.server). Bots are not counted.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const { slug, username } = await readForm(request, input);
    const meta = trackingMeta(request);
    let counted = false;
    try {
      counted = await recordArticleView(await getViewer(request), { slug, username: username || null, visitorKey: meta.visitorKey, isBot: meta.isBot });
    } catch {
      counted = false; // view counting failures are silent (spec 1 section 8)
    }
    return tracked({ counted });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
