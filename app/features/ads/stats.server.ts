import { sql } from "drizzle-orm";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { DISPLAY_TIME_ZONE } from "~/lib/format";
import { ctr, type AdStatsPeriod } from "./schema";

export type AdTotals = { impressions: number; clicks: number; dismissals: number; ctr: number };
export type BannerPerformance = AdTotals & { bannerId: string; name: string; placementName: string; campaignName: string };
export type DailyAdStats = AdTotals & { day: string };
export type AdStats = {
  days: AdStatsPeriod;
  bannerId: string | null;
  totals: AdTotals;
  banners: BannerPerformance[];
  daily: DailyAdStats[];
  bannerOptions: { id: string; name: string }[];
};

type Counts = { impressions: number; clicks: number; dismissals: number };
const counts = sql`
  count(*) filter (where a.event_type = 'impression')::int as impressions,
  count(*) filter (where a.event_type = 'click')::int as clicks,
  count(*) filter (where a.event_type = 'dismiss')::int as dismissals`;
const withCtr = <T extends Counts>(r: T) => ({ ...r, ctr: ctr(r.clicks, r.impressions) });

/**
 * Ad statistics of the last `days` days (spec 3 'Statistiken'), optionally of one banner, all
 * aggregated in SQL: the four totals, the performance per banner and one row per day (German
 * calendar days, newest first).
 */
export async function adStats(viewer: Viewer | null, opts: { days: AdStatsPeriod; bannerId?: string | null; now?: Date }): Promise<AdStats> {
  requireAdmin(viewer);
  const now = opts.now ?? new Date();
  const since = new Date(now.getTime() - opts.days * 24 * 60 * 60_000);
  const bannerId = opts.bannerId && isUuid(opts.bannerId) ? opts.bannerId : null;
  const where = sql`a.created_at > ${since.toISOString()}::timestamptz and a.created_at <= ${now.toISOString()}::timestamptz ${bannerId ? sql`and a.banner_id = ${bannerId}` : sql``}`;
  const [totals, banners, daily, options] = await Promise.all([
    db.execute<Counts>(sql`select ${counts} from ads_analytics a where ${where}`),
    db.execute<Counts & { bannerId: string; name: string; placementName: string; campaignName: string }>(sql`
      select b.id as "bannerId", b.name, p.name as "placementName", c.name as "campaignName", ${counts}
      from ads_analytics a
      join ads_banners b on b.id = a.banner_id
      join ads_placements p on p.id = b.placement_id
      join ads_campaigns c on c.id = b.campaign_id
      where ${where}
      group by b.id, b.name, p.name, c.name
      order by impressions desc, b.name`),
    db.execute<Counts & { day: string }>(sql`
      select to_char((a.created_at at time zone ${DISPLAY_TIME_ZONE})::date, 'YYYY-MM-DD') as day, ${counts}
      from ads_analytics a where ${where}
      group by 1 order by 1 desc`),
    db.execute<{ id: string; name: string }>(sql`select id, name from ads_banners order by name`),
  ]);
  return {
    days: opts.days,
    bannerId,
    totals: withCtr(totals.rows[0] ?? { impressions: 0, clicks: 0, dismissals: 0 }),
    banners: banners.rows.map(withCtr),
    daily: daily.rows.map(withCtr),
    bannerOptions: options.rows,
  };
}
