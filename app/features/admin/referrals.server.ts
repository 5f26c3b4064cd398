import { sql } from "drizzle-orm";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { DISPLAY_TIME_ZONE } from "~/lib/format";
import { requireAdmin } from "~/lib/http.server";

/**
 * Referral analytics (spec 3 section 2 'Referral analytics', section 9): sign-ups through shared
 * referral links (referral_signups, recorded at sign-up by features/auth/referral.server.ts).
 * Every figure is counted from the stored rows; nothing is estimated.
 */

export const REFERRAL_LIMITS = { chartDays: 30, topReferrers: 10, latestSignups: 20 } as const;

export type ReferralAnalytics = {
  signups: number;
  referrers: number;
  profiles: number;
  /** Referral sign-ups / profiles in percent, 2 decimals (0 without profiles). */
  conversionRate: number;
  /** One point per day of the last 30 days (German calendar days), oldest first. */
  daily: { day: string; signups: number }[];
  topReferrers: { userId: string; username: string | null; signups: number }[];
  latest: { id: string; createdAt: string; referred: string | null; referrer: string | null; provider: string | null }[];
};

export function conversionRate(signups: number, profiles: number): number {
  return profiles > 0 ? Math.round((signups / profiles) * 10_000) / 100 : 0;
}

export async function referralAnalytics(viewer: Viewer | null, now = new Date()): Promise<ReferralAnalytics> {
  requireAdmin(viewer);
  const tz = DISPLAY_TIME_ZONE;
  const [totals, daily, top, latest] = await Promise.all([
    db.execute<{ signups: number; referrers: number; profiles: number }>(sql`
      select (select count(*)::int from referral_signups) as signups,
        (select count(distinct referrer_user_id)::int from referral_signups where referrer_user_id is not null) as referrers,
        (select count(*)::int from profiles) as profiles`),
    db.execute<{ day: string; signups: number }>(sql`
      with days as (
        select generate_series((${now.toISOString()}::timestamptz at time zone ${tz})::date - ${REFERRAL_LIMITS.chartDays - 1}::int,
                               (${now.toISOString()}::timestamptz at time zone ${tz})::date, interval '1 day')::date as day)
      select to_char(d.day, 'YYYY-MM-DD') as day, count(s.id)::int as signups
      from days d left join referral_signups s on (s.created_at at time zone ${tz})::date = d.day
      group by d.day order by d.day`),
    db.execute<{ user_id: string; username: string | null; signups: number }>(sql`
      select s.referrer_user_id as user_id, p.username, count(*)::int as signups
      from referral_signups s left join profiles p on p.id = s.referrer_user_id
      where s.referrer_user_id is not null
      group by s.referrer_user_id, p.username
      order by signups desc, p.username asc nulls last
      limit ${REFERRAL_LIMITS.topReferrers}`),
    db.execute<{ id: string; created_at: string | Date; referred: string | null; referrer: string | null; provider: string | null }>(sql`
      select s.id, s.created_at, rp.username as referred, fp.username as referrer, pr.name as provider
      from referral_signups s
        left join profiles rp on rp.id = s.referred_user_id
        left join profiles fp on fp.id = s.referrer_user_id
        left join providers pr on pr.id = s.provider_id
      order by s.created_at desc, s.id desc
      limit ${REFERRAL_LIMITS.latestSignups}`),
  ]);
  const t = totals.rows[0]!;
  const signups = Number(t.signups);
  const profiles = Number(t.profiles);
  return {
    signups,
    referrers: Number(t.referrers),
    profiles,
    conversionRate: conversionRate(signups, profiles),
    daily: daily.rows.map((r) => ({ day: r.day, signups: Number(r.signups) })),
    topReferrers: top.rows.map((r) => ({ userId: r.user_id, username: r.username, signups: Number(r.signups) })),
    latest: latest.rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      referred: r.referred,
      referrer: r.referrer,
      provider: r.provider,
    })),
  };
}
