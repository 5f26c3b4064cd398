import { sql } from "drizzle-orm";
import { adStats, type AdTotals } from "~/features/ads/stats.server";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { TOP_LIMIT } from "./constants";
import { midnight, addDays } from "./sql.server";
import type { AnalyticsPeriod } from "./traffic.server";
import { articleHref, profilePath, providerPath } from "~/lib/paths";

/**
 * Content figures of a range (issue #17): the most viewed providers (with the clicks on the card's
 * link to their page, on their website, phone and e-mail links, and shares: the events
 * provider_analytics records), articles and profiles (views counted once per visitor and day by
 * their features), coupon views and reveals (coupon_daily_stats, by German calendar day) and ad
 * events.
 */
export type ProviderEventCounts = { views: number; detailClicks: number; websiteClicks: number; phoneClicks: number; emailClicks: number; shares: number };
export type ProviderRow = ProviderEventCounts & { id: string; name: string; href: string };
export type ContentRow = { id: string; title: string; href: string; views: number };
export type CouponRow = { id: string; title: string; merchant: string; href: string; views: number; reveals: number };
export type AdRow = AdTotals & { bannerId: string; name: string };
export type ContentFigures = {
  providers: ProviderRow[];
  providerTotals: ProviderEventCounts;
  articles: ContentRow[];
  profiles: ContentRow[];
  coupons: CouponRow[];
  ads: { totals: AdTotals; banners: AdRow[] };
};

export async function contentFigures(viewer: Viewer | null, period: AnalyticsPeriod, now = new Date()): Promise<ContentFigures> {
  requireAdmin(viewer);
  const start = midnight(period.from);
  const end = midnight(addDays(period.today, 1));
  const events = sql`
    count(*) filter (where a.event_type = 'view')::int as views,
    count(*) filter (where a.event_type = 'detail_click' and a.detail is null)::int as "detailClicks",
    count(*) filter (where a.detail = 'website')::int as "websiteClicks",
    count(*) filter (where a.detail = 'phone')::int as "phoneClicks",
    count(*) filter (where a.detail = 'email')::int as "emailClicks",
    count(*) filter (where a.event_type = 'share')::int as shares`;
  const range = sql`a.created_at >= ${start} and a.created_at < ${end}`;
  const [providers, providerTotals, articles, profiles, coupons, ads] = await Promise.all([
    db.execute<ProviderEventCounts & { id: string; name: string; slug: string | null }>(sql`
      select p.id, p.name, p.slug, ${events}
      from provider_analytics a join providers p on p.id = a.provider_id
      where ${range} group by p.id, p.name, p.slug
      order by views desc, count(*) filter (where a.event_type = 'detail_click') desc, p.name limit ${TOP_LIMIT}`),
    db.execute<ProviderEventCounts>(sql`select ${events} from provider_analytics a where ${range}`),
    db.execute<{ id: string; title: string; slug: string; username: string | null; views: number }>(sql`
      select b.id, b.title, b.slug, pr.username, count(*)::int as views
      from blog_article_views v join blog_articles b on b.id = v.article_id left join profiles pr on pr.id = b.author_id
      where v.view_date >= ${period.from}::date and v.view_date <= ${period.today}::date
      group by b.id, b.title, b.slug, pr.username order by views desc, b.title limit ${TOP_LIMIT}`),
    db.execute<{ id: string; username: string | null; views: number }>(sql`
      select v.profile_user_id as id, pr.username, count(*)::int as views
      from profile_views v left join profiles pr on pr.id = v.profile_user_id
      where v.view_date >= ${period.from}::date and v.view_date <= ${period.today}::date
      group by v.profile_user_id, pr.username order by views desc, pr.username limit ${TOP_LIMIT}`),
    db.execute<{ id: string; title: string | null; code: string; merchant: string; slug: string | null; views: number; reveals: number }>(sql`
      select c.id, c.title, c.code, m.name as merchant, m.slug, s.views, s.reveals
      from (
        select coupon_id, sum(views)::int as views, sum(reveals)::int as reveals from coupon_daily_stats
        where day >= ${period.from}::date and day <= ${period.today}::date group by coupon_id
      ) s join coupons c on c.id = s.coupon_id join merchants m on m.id = c.merchant_id
      where s.views > 0 or s.reveals > 0
      order by s.reveals desc, s.views desc, m.name limit ${TOP_LIMIT}`),
    adStats(viewer, { days: period.days as 7 | 30 | 90, now }),
  ]);
  const counts = (r: Partial<ProviderEventCounts> | undefined): ProviderEventCounts => ({
    views: Number(r?.views ?? 0),
    detailClicks: Number(r?.detailClicks ?? 0),
    websiteClicks: Number(r?.websiteClicks ?? 0),
    phoneClicks: Number(r?.phoneClicks ?? 0),
    emailClicks: Number(r?.emailClicks ?? 0),
    shares: Number(r?.shares ?? 0),
  });
  return {
    providers: providers.rows.map((p) => ({ id: p.id, name: p.name, href: providerPath(p), ...counts(p) })),
    providerTotals: counts(providerTotals.rows[0]),
    articles: articles.rows.map((a) => ({
      id: a.id,
      title: a.title,
      href: articleHref({ slug: a.slug, authorUsername: a.username, id: a.id }),
      views: Number(a.views),
    })),
    profiles: profiles.rows.map((p) => ({
      id: p.id,
      title: p.username ?? p.id,
      href: profilePath({ id: p.id, username: p.username }),
      views: Number(p.views),
    })),
    coupons: coupons.rows.map((c) => ({
      id: c.id,
      title: c.title || c.code,
      merchant: c.merchant,
      href: c.slug ? `/gutscheincode/${c.slug}` : "/gutscheincodes",
      views: Number(c.views),
      reveals: Number(c.reveals),
    })),
    ads: {
      totals: ads.totals,
      banners: ads.banners
        .slice(0, TOP_LIMIT)
        .map((b) => ({ bannerId: b.bannerId, name: b.name, impressions: b.impressions, clicks: b.clicks, dismissals: b.dismissals, ctr: b.ctr })),
    },
  };
}
