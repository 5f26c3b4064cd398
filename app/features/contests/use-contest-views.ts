import { useEffect } from "react";
import { CONTEST_LIMITS } from "./schema";

/**
 * The view batch (spec 2 section 4): the ids of the shown contests are posted once, about 2 s after
 * they are shown (not for admins; the server skips bots and contests the public cannot see). Used
 * by the list and by a contest's own page.
 */
export function useContestViewBatch(ids: string[], skip: boolean) {
  const key = ids.join(",");
  useEffect(() => {
    if (skip || !key) return;
    const timer = setTimeout(() => {
      void fetch("/api/contests/views", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ids: key.split(",").slice(0, CONTEST_LIMITS.viewBatchMax) }),
        keepalive: true,
      }).catch(() => undefined);
    }, CONTEST_LIMITS.viewDelayMs);
    return () => clearTimeout(timer);
  }, [key, skip]);
}
