import { z } from "zod";
import type { Route } from "./+types/admin.messages.search";
import { searchRecipients } from "~/features/notifications/admin-send.server";
import { getViewer } from "~/lib/auth.server";
import { failure, readQuery } from "~/lib/request.server";

const schema = z.object({
  q: z.string().max(100).catch(""),
  exclude: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v.split(","))),
});

/** GET /admin/messages/search?q=&exclude=: members for the compose form (admins only, JSON). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const input = readQuery(request, schema);
    const users = await searchRecipients(await getViewer(request), input.q, input.exclude);
    return Response.json({ ok: true, users }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return failure(error);
  }
}
