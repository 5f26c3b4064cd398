import type { Viewer } from "~/lib/auth.server";
import { createCache, invalidateCacheScope } from "~/lib/cache.server";
import { requireAdmin } from "~/lib/http.server";
import { contentFigures, type ContentFigures } from "./content.server";
import { ANALYTICS_CACHE_MS, type AnalyticsRange } from "./constants";
import { analyticsPeriod, latestPageViewAt, trafficFigures, type AnalyticsPeriod, type Traffic } from "./traffic.server";

/**
 * The analytics dashboard (spec 3 'Analytics dashboard', issue #17): traffic and content figures
 * of the last 7, 30 or 90 days. Admins only. Figures are cached for 2 minutes per range and day
 * (spec 3: 'Analytics cache: stale after 2 minutes'); a new day is a new key, and the admin's
 * 'Aktualisieren' drops the cache (invalidateAnalytics).
 */
export const ANALYTICS_CACHE_SCOPE = "analytics";
const cache = createCache(ANALYTICS_CACHE_SCOPE, { ttlMs: ANALYTICS_CACHE_MS, max: 12 });

export type AnalyticsDashboard = Traffic & {
  period: AnalyticsPeriod;
  content: ContentFigures;
  /** When the figures were computed (ISO). */
  computedAt: string;
};

export async function analyticsDashboard(viewer: Viewer | null, opts: { days: AnalyticsRange; now?: Date }): Promise<AnalyticsDashboard> {
  requireAdmin(viewer);
  const now = opts.now ?? new Date();
  const period = analyticsPeriod(opts.days, now);
  return cache.get(`${period.days}:${period.today}`, async () => {
    const [traffic, content] = await Promise.all([trafficFigures(period), contentFigures(viewer, period, now)]);
    return { ...traffic, period, content, computedAt: new Date().toISOString() };
  });
}

/** Drops the cached figures (the dashboard's 'Aktualisieren'). */
export function invalidateAnalytics(viewer: Viewer | null) {
  requireAdmin(viewer);
  invalidateCacheScope(ANALYTICS_CACHE_SCOPE);
}

/** The live check of an open dashboard: the newest page view's time (not cached). */
export async function analyticsLiveState(viewer: Viewer | null): Promise<{ latestViewAt: string | null }> {
  requireAdmin(viewer);
  return { latestViewAt: await latestPageViewAt() };
}
