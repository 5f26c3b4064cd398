import { z } from "zod";
import type { Route } from "./+types/api.notifications";
import { listInbox, markAllMessagesRead, markMessageRead, trackMessageInteraction } from "~/features/notifications/inbox.server";
import { interactionSchema } from "~/features/notifications/schema";
import { getViewer } from "~/lib/auth.server";
import { failure, handleAction, readJson, tracked } from "~/lib/request.server";

/** GET /api/notifications: the signed-in member's newest messages and unread count (JSON, never cached). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const inbox = await listInbox(await getViewer(request));
    return Response.json({ ok: true, ...inbox }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return failure(error);
  }
}

const schema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("read"), id: z.string().max(64) }),
    z.object({ intent: z.literal("read_all") }),
    z.object({ intent: z.literal("track"), ...interactionSchema.shape }),
  ],
  { error: "Ungültige Aktion." },
);

/**
 * POST /api/notifications (JSON): {intent: read, id} | {intent: read_all} | {intent: track, type, ids}.
 * The inbox is private: these writes change no page a visitor sees, so they leave the page cache (tracked).
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const input = await readJson(request, schema);
    if (input.intent === "read") return tracked(await markMessageRead(viewer, input.id));
    if (input.intent === "read_all") return tracked(await markAllMessagesRead(viewer));
    return tracked(await trackMessageInteraction(viewer, input.ids, input.type));
  });
}
