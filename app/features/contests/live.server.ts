import { openEventStream } from "~/lib/event-stream.server";
import { subscribe } from "~/lib/realtime.server";
import { CONTEST_LIVE_CHANNEL } from "./public.server";

/**
 * Live participation counts for everyone on /contests (spec 2 section 4 'Live participation
 * updates'): a public Server-Sent Events stream of `count` events {contestId, participantCount},
 * fed by the realtime channel the participation transaction announces on. No personal data.
 * Keep-alive every 25 s; the stream ends after 30 minutes and the browser reconnects.
 */
/** A keep-alive comment every 25 s: well inside the server's idle limit (server/lifecycle.ts, 45 s). */
export const CONTEST_STREAM_KEEPALIVE_MS = 25_000;

export function openContestStream(signal: AbortSignal): ReadableStream<Uint8Array> {
  return openEventStream({
    signal,
    retryMs: 2_000,
    keepAliveMs: CONTEST_STREAM_KEEPALIVE_MS,
    maxMs: 30 * 60_000,
    onOpen: (send) =>
      subscribe(CONTEST_LIVE_CHANNEL, (message) => {
        try {
          const event = JSON.parse(message.data) as { contestId?: unknown; participantCount?: unknown };
          if (typeof event.contestId === "string" && typeof event.participantCount === "number") {
            send("count", { contestId: event.contestId, participantCount: event.participantCount });
          }
        } catch {
          // unreadable message: skipped
        }
      }),
  });
}
