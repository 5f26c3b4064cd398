import { sql } from "drizzle-orm";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { DISPLAY_TIME_ZONE } from "~/lib/format";
import { requireAdmin } from "~/lib/http.server";

/**
 * Referral analytics (spec 3 section 2 'Referral analytics', section 9): sign-ups through shared
 * referral links (referral_signups, recorded at sign-up by features/auth/referral.server.ts).
 * Every figure is counted from the stored rows; nothing is estimated. Only sign-ups whose share id
 * belongs to a member (a referral code of an existing account) count as referrals: in the totals,
 * the rate, the chart and the top list. The others (a made-up or mistyped id, a deleted account)
 * are counted apart as 'unbekannt' and left out of the rate; the latest list shows them marked.
 */

export const REFERRAL_LIMITS = { chartDays: 30, topReferrers: 10, latestSignups: 20 } as const;

export type ReferralAnalytics = {
  /** Sign-ups through a member's share id. */
  signups: number;
  /** Sign-ups whose share id belongs to no member ('unbekannt'): not in `signups` nor in the rate. */
  unknownSignups: number;
  referrers: number;
  profiles: number;
  /** Referral sign-ups / profiles in percent, 2 decimals (0 without profiles). */
  conversionRate: number;
  /** One point per day of the last 30 days (German calendar days), oldest first. */
  daily: { day: string; signups: number }[];
  topReferrers: { userId: string; username: string | null; signups: number }[];
  /** The latest sign-ups of both kinds; `known` is false for the 'unbekannt' ones. */
  latest: { id: string; createdAt: string; referred: string | null; referrer: string | null; provider: string | null; known: boolean }[];
};

export function conversionRate(signups: number, profiles: number): number {
  return profiles > 0 ? Math.round((signups / profiles) * 10_000) / 100 : 0;
}

/** A sign-up counts when its share id is a member's referral code (the code goes with the account). */
const KNOWN = sql`exists (select 1 from referral_codes c where c.share_id = s.share_id)`;

export async function referralAnalytics(viewer: Viewer | null, now = new Date()): Promise<ReferralAnalytics> {
  requireAdmin(viewer);
  const tz = DISPLAY_TIME_ZONE;
  const [totals, daily, top, latest] = await Promise.all([
    db.execute<{ signups: number; unknown: number; referrers: number; profiles: number }>(sql`
      select (select count(*)::int from referral_signups s where ${KNOWN}) as signups,
        (select count(*)::int from referral_signups s where not ${KNOWN}) as unknown,
        (select count(distinct c.user_id)::int from referral_signups s join referral_codes c on c.share_id = s.share_id) as referrers,
        (select count(*)::int from profiles) as profiles`),
    db.execute<{ day: string; signups: number }>(sql`
      with days as (
        select generate_series((${now.toISOString()}::timestamptz at time zone ${tz})::date - ${REFERRAL_LIMITS.chartDays - 1}::int,
                               (${now.toISOString()}::timestamptz at time zone ${tz})::date, interval '1 day')::date as day)
      select to_char(d.day, 'YYYY-MM-DD') as day, count(s.id)::int as signups
      from days d left join referral_signups s on (s.created_at at time zone ${tz})::date = d.day and ${KNOWN}
      group by d.day order by d.day`),
    db.execute<{ user_id: string; username: string | null; signups: number }>(sql`
      select c.user_id, p.username, count(*)::int as signups
      from referral_signups s join referral_codes c on c.share_id = s.share_id left join profiles p on p.id = c.user_id
      group by c.user_id, p.username
      order by signups desc, p.username asc nulls last
      limit ${REFERRAL_LIMITS.topReferrers}`),
    db.execute<{ id: string; created_at: string | Date; referred: string | null; referrer: string | null; provider: string | null; known: boolean }>(sql`
      select s.id, s.created_at, rp.username as referred, fp.username as referrer, pr.name as provider, ${KNOWN} as known
      from referral_signups s
        left join profiles rp on rp.id = s.referred_user_id
        left join referral_codes c on c.share_id = s.share_id
        left join profiles fp on fp.id = c.user_id
        left join providers pr on pr.id = s.provider_id
      order by s.created_at desc, s.id desc
      limit ${REFERRAL_LIMITS.latestSignups}`),
  ]);
  const t = totals.rows[0]!;
  const signups = Number(t.signups);
  const profiles = Number(t.profiles);
  return {
    signups,
    unknownSignups: Number(t.unknown),
    referrers: Number(t.referrers),
    profiles,
    conversionRate: conversionRate(signups, profiles),
    daily: daily.rows.map((r) => ({ day: r.day, signups: Number(r.signups) })),
    topReferrers: top.rows.map((r) => ({ userId: r.user_id, username: r.username, signups: Number(r.signups) })),
    latest: latest.rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      referred: r.referred,
      referrer: r.known ? r.referrer : null,
      provider: r.provider,
      known: Boolean(r.known),
    })),
  };
}
