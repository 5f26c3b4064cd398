import { sql } from "drizzle-orm";
import { createCache, invalidateCacheScope } from "~/lib/cache.server";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { toDate } from "~/lib/display-zone";
import { isUuid } from "~/lib/ids";
import { storedImageSize } from "~/lib/image-variants.server";
import { ownImageSrc } from "~/lib/storage.server";
import { pickBanner, type AdEventInput } from "./schema";
import { isBotAgent, isCountedVisit } from "~/lib/visitor.server";

/** A banner as the public pages show it (AdSlot). */
export type PublicBanner = {
  id: string;
  imageUrl: string;
  altText: string | null;
  linkUrl: string | null;
  clickTarget: "_blank" | "_self";
  /** The picture's intrinsic size, for width and height on the <img> (null when unreadable). */
  width: number | null;
  height: number | null;
};

type Candidate = PublicBanner & { priority: number; weight: number };

/** Every banner a placement may show, loaded once per ADS_TTL_MS (or after an ads write) for all visitors. */
type Stored = Candidate & { from: number; until: number | null; campaignFrom: number; campaignUntil: number | null };

export const ADS_CACHE_SCOPE = "ads";
const ADS_TTL_MS = 30_000;
const placements = createCache(ADS_CACHE_SCOPE, { ttlMs: ADS_TTL_MS, max: 200 });

/** Drops the cached banners; every write to placements, campaigns or banners calls it after its commit. */
export function invalidateAdsCache() {
  invalidateCacheScope(ADS_CACHE_SCOPE);
}

const time = (value: string | Date | null) => toDate(value)?.getTime() ?? null;

/**
 * The active banners of an active placement and their active campaigns that have not ended (one
 * query per placement and ADS_TTL_MS, shared by every request; the dates are checked per request).
 */
function storedBanners(placementKey: string): Promise<Stored[]> {
  return placements.get(placementKey, async () => {
    const res = await db.execute<{
      id: string;
      image_url: string;
      alt_text: string | null;
      link_url: string | null;
      click_target: "_blank" | "_self";
      priority: number;
      weight: number;
      start_date: string | Date;
      end_date: string | Date | null;
      campaign_start: string | Date;
      campaign_end: string | Date | null;
    }>(sql`
      select b.id, b.image_url, b.alt_text, b.link_url, b.click_target, b.priority, b.weight,
             b.start_date, b.end_date, c.start_date as campaign_start, c.end_date as campaign_end
      from ads_banners b
      join ads_placements p on p.id = b.placement_id
      join ads_campaigns c on c.id = b.campaign_id
      where p.placement_key = ${placementKey} and p.is_active and b.is_active and c.is_active
        and (b.end_date is null or b.end_date >= now()) and (c.end_date is null or c.end_date >= now())
      order by b.priority desc, b.weight, b.id`);
    const rows = res.rows.flatMap((r) => {
      const src = ownImageSrc(r.image_url);
      return src ? [{ ...r, src }] : [];
    });
    // Each picture's size is read once per source (storedImageSize keeps it), so a banner keeps its
    // place while it loads; a storage failure only leaves the size out.
    const sizes = await Promise.all(rows.map((r) => storedImageSize(r.src).catch(() => null)));
    return rows.map((r, i) => {
      const src = r.src;
      return {
        id: r.id,
        imageUrl: src,
        altText: r.alt_text,
        linkUrl: r.link_url,
        clickTarget: r.click_target,
        width: sizes[i]?.width ?? null,
        height: sizes[i]?.height ?? null,
        priority: r.priority,
        weight: r.weight,
        from: time(r.start_date)!,
        until: time(r.end_date),
        campaignFrom: time(r.campaign_start)!,
        campaignUntil: time(r.campaign_end),
      };
    });
  });
}

/**
 * The banners that may be shown at a placement now (spec 2 sections 4 and 7): the placement and
 * the banner are active, the banner's campaign is active, and both the banner's and the
 * campaign's dates include `now`. `exclude` leaves out banners the visitor dismissed.
 */
export async function bannerCandidates(placementKey: string, opts: { now?: Date; exclude?: readonly string[] } = {}): Promise<Candidate[]> {
  const now = (opts.now ?? new Date()).getTime();
  const exclude = new Set((opts.exclude ?? []).filter(isUuid).slice(0, 50));
  const within = (from: number, until: number | null) => from <= now && (until === null || until >= now);
  return (await storedBanners(placementKey)).flatMap(({ from, until, campaignFrom, campaignUntil, ...banner }) =>
    within(from, until) && within(campaignFrom, campaignUntil) && !exclude.has(banner.id) ? [banner] : [],
  );
}

/**
 * One random banner for a placement (highest priority first, weighted by `weight`), or null. A
 * failure shows no banner instead of breaking the page.
 */
export async function chooseBanner(
  placementKey: string,
  opts: { now?: Date; exclude?: readonly string[]; random?: number } = {},
): Promise<PublicBanner | null> {
  try {
    const picked = pickBanner(await bannerCandidates(placementKey, opts), opts.random);
    if (!picked) return null;
    const { priority: _p, weight: _w, ...banner } = picked;
    return banner;
  } catch {
    return null;
  }
}

/**
 * Records an impression, click or dismiss of a banner (spec 2 section 7): banner, event and time,
 * nothing about the visitor (issue #28: no session id, page, referrer or user agent; the user agent
 * is only read to leave bots out). Admins are not counted either. Returns whether a row was
 * written; unknown banners and failures write nothing (silent, like all tracking).
 */
export async function recordAdEvent(viewer: Viewer | null, event: AdEventInput & { userAgent: string | null }): Promise<boolean> {
  if (!isCountedVisit(viewer, { isBot: isBotAgent(event.userAgent) })) return false;
  if (!isUuid(event.bannerId)) return false;
  try {
    const res = await db.execute(sql`
      insert into ads_analytics (banner_id, event_type)
      select id, ${event.eventType}
      from ads_banners where id = ${event.bannerId}`);
    const r = res as { rowCount?: number | null; affectedRows?: number };
    return Number(r.rowCount ?? r.affectedRows ?? 0) > 0;
  } catch {
    return false;
  }
}
