import type { Route } from "./+types/api.contests.stream";
import { openContestStream } from "~/features/contests/live.server";

/**
 * GET /api/contests/stream: live participation counts as Server-Sent Events ({contestId,
 * participantCount}; public, no personal data). Not compressed or buffered, never cached.
 */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(openContestStream(request.signal), {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
      Connection: "keep-alive",
    },
  });
}
