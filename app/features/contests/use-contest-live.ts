import { useEffect, useState } from "react";

/**
 * Live participation counts: subscribes to /api/contests/stream (Server-Sent Events) and keeps the
 * newest count per contest. The browser's EventSource reconnects by itself after a dropped
 * connection; when it gives up (closed), a new one is opened after a growing pause (2 s to 60 s).
 * The counts are cleared when `resetKey` (the loaded list) changes.
 */
export function useContestLiveCounts(resetKey: unknown): Record<string, number> {
  const [counts, setCounts] = useState<Record<string, number>>({});
  useEffect(() => setCounts({}), [resetKey]);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = 2_000;
    let stopped = false;
    const open = () => {
      source = new EventSource("/api/contests/stream");
      source.addEventListener("ready", () => {
        wait = 2_000;
      });
      source.addEventListener("count", (e) => {
        try {
          const { contestId, participantCount } = JSON.parse((e as MessageEvent<string>).data) as { contestId: string; participantCount: number };
          setCounts((prev) => ({ ...prev, [contestId]: participantCount }));
        } catch {
          // ignore unreadable events
        }
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        source.close();
        timer = setTimeout(open, wait);
        wait = Math.min(wait * 2, 60_000);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, []);
  return counts;
}
