import type { Route } from "./+types/api.notifications.stream";
import { openInboxStream } from "~/features/notifications/live.server";
import { getViewer } from "~/lib/auth.server";
import { failure } from "~/lib/request.server";

/**
 * GET /api/notifications/stream: the live inbox as Server-Sent Events (signed-in members only).
 * Not compressed or buffered (server/app.ts exempts text/event-stream; no-transform), never cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const stream = openInboxStream(await getViewer(request), request.signal);
    return new Response(stream, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
        Connection: "keep-alive",
      },
    });
  } catch (error) {
    return failure(error);
  }
}
