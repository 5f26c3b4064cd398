import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { ANALYTICS_CACHE_MS, DAY_CHECK_MS, LIVE_POLL_MS } from "./constants";

const berlinDay = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());

/**
 * Live refresh of an open dashboard (decision 0024): every 30 s (while the tab is visible) it asks
 * /admin/analytics/live for the newest page view; when there is a newer one than the figures
 * know and the cached figures are older than 2 minutes, the page reloads its data. Hourly it
 * checks whether the day changed (a new range) and reloads then. Returns the newest view time seen.
 */
export function useAnalyticsLive(opts: { latestViewAt: string | null; computedAt: string; today: string }): string | null {
  const revalidator = useRevalidator();
  const [latest, setLatest] = useState(opts.latestViewAt);
  const { computedAt, today } = opts;
  useEffect(() => setLatest(opts.latestViewAt), [opts.latestViewAt]);
  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const res = await fetch("/admin/analytics/live", { headers: { Accept: "application/json" } });
        if (!res.ok || stopped) return;
        const body = (await res.json()) as { latestViewAt: string | null };
        setLatest(body.latestViewAt);
        const stale = Date.now() - new Date(computedAt).getTime() >= ANALYTICS_CACHE_MS;
        if (body.latestViewAt && body.latestViewAt !== opts.latestViewAt && stale && revalidator.state === "idle") void revalidator.revalidate();
      } catch {
        // offline: the next poll tries again
      }
    };
    const live = window.setInterval(() => void poll(), LIVE_POLL_MS);
    const day = window.setInterval(() => {
      if (berlinDay() !== today) void revalidator.revalidate();
    }, DAY_CHECK_MS);
    return () => {
      stopped = true;
      window.clearInterval(live);
      window.clearInterval(day);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the revalidator object changes every render
  }, [computedAt, today, opts.latestViewAt]);
  return latest;
}
