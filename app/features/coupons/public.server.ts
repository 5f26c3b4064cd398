import { and, asc, desc, eq, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { couponDailyStats, coupons, couponStats, merchants } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { DISPLAY_TIME_ZONE } from "~/lib/display-zone";
import { notFound } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { ownImageSrc } from "~/lib/storage.server";
import { isCountedVisit, type TrackingMeta } from "~/lib/visitor.server";
import { countActivity } from "~/features/activity/activity.server";
import { featuredMerchantSlugs } from "~/features/site/settings.server";
import { eligibilityFor, type Eligibility } from "./eligibility";
import { COUPON_MESSAGES, discountLabel, type DiscountType } from "./schema";

/**
 * The public side of coupon codes (spec 1 sections 2, 4, 7): the merchant overview, the merchant
 * page, revealing a code (counted as a click) and counting views. Merchants and coupons are public
 * only when approved; a coupon is listed from its valid_from on, and after its valid_until it stays
 * at the end of the list with the badge 'Abgelaufen' (docs/decisions/0016). The code is never part
 * of a page: it is answered only to the reveal.
 */

/** Expired coupons shown at the end of a merchant page (the newest expiries). */
export const EXPIRED_SHOWN = 20;

const started = () => or(isNull(coupons.validFrom), lte(coupons.validFrom, sql`now()`))!;
const notExpired = () => or(isNull(coupons.validUntil), sql`${coupons.validUntil} >= now()`)!;

/** Approved coupons inside their valid window (the public count and the main list). */
export function activeCoupon(): SQL {
  return and(eq(coupons.status, "approved"), started(), notExpired())!;
}

/** Approved coupons a merchant page shows: active ones and expired ones (with the badge). */
function shownCoupon(): SQL {
  return and(eq(coupons.status, "approved"), started())!;
}

export type MerchantCardData = {
  id: string;
  name: string;
  slug: string;
  category: string | null;
  logoUrl: string | null;
  couponCount: number;
  featured: boolean;
  /** The merchant's best current offer (issue #26 item 10): see `bestOfferOrder`. */
  bestOffer: { title: string | null; discount: string | null } | null;
};

/**
 * Which active coupon a merchant card shows as its best offer: the highest percentage, then the
 * highest fixed amount, then any other offer (a freebie); among equals the merchant page's order
 * (display weight, newest). Values that are no plain number rank after numeric ones of their type.
 */
const bestOfferOrder = sql.raw(`coalesce(array_position(array['percentage','fixed']::text[], c.discount_type), 3),
  case when btrim(replace(coalesce(c.discount_value, ''), '€', '')) ~ '^[0-9]+([.,][0-9]+)?$'
    then replace(btrim(replace(c.discount_value, '€', '')), ',', '.')::numeric end desc nulls last,
  c.display_weight desc, c.created_at desc, c.id desc`);

/**
 * /gutscheincodes: approved merchants with a slug, their count of active coupons and their best
 * offer, ordered by name, the (at most two) shops of the site setting first and shops without a
 * current code last.
 */
export async function listPublicMerchants(): Promise<MerchantCardData[]> {
  // Qualified by hand: Drizzle writes bare column names inside select fields.
  const count = sql<number>`(select count(*)::int from ${coupons} where "coupons"."merchant_id" = "merchants"."id" and ${activeCoupon()})`;
  const best = sql<{ title: string | null; discountType: DiscountType | null; discountValue: string | null } | null>`(
    select json_build_object('title', c.title, 'discountType', c.discount_type, 'discountValue', c.discount_value)
    from ${coupons} c
    where c.merchant_id = "merchants"."id" and c.status = 'approved'
      and (c.valid_from is null or c.valid_from <= now()) and (c.valid_until is null or c.valid_until >= now())
    order by ${bestOfferOrder} limit 1)`;
  const [rows, featured] = await Promise.all([
    db
      .select({
        id: merchants.id,
        name: merchants.name,
        slug: merchants.slug,
        category: merchants.category,
        logoUrl: merchants.logoUrl,
        couponCount: count,
        best,
      })
      .from(merchants)
      .where(and(eq(merchants.status, "approved"), sql`${merchants.slug} is not null`))
      .orderBy(sql`lower(${merchants.name})`, asc(merchants.name)),
    featuredMerchantSlugs(),
  ]);
  const cards = rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug!,
    category: r.category,
    logoUrl: ownImageSrc(r.logoUrl),
    couponCount: Number(r.couponCount),
    featured: featured.includes(r.slug!),
    bestOffer: r.best ? { title: r.best.title, discount: discountLabel(r.best.discountType, r.best.discountValue) } : null,
  }));
  // The shops of the site setting first, then shops with a current offer, then those without (they step back).
  const rank = (c: MerchantCardData) => (c.featured ? featured.indexOf(c.slug) : featured.length + (c.couponCount > 0 ? 0 : 1));
  return cards
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

export type PublicCoupon = {
  id: string;
  title: string | null;
  description: string | null;
  discount: string | null;
  discountType: DiscountType | null;
  validFrom: string | null;
  validUntil: string | null;
  expired: boolean;
  /** 'Zum Shop': the affiliate URL, else the merchant's website. */
  shopUrl: string | null;
};

export type MerchantPageData = {
  merchant: {
    id: string;
    name: string;
    slug: string;
    description: string | null;
    category: string | null;
    website: string | null;
    logoUrl: string | null;
    metaTitle: string | null;
    metaDescription: string | null;
    updatedAt: string;
  };
  coupons: PublicCoupon[];
};

async function approvedMerchant(slug: string) {
  const [m] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.slug, slug.toLowerCase()), eq(merchants.status, "approved")))
    .limit(1);
  if (!m) throw notFound(COUPON_MESSAGES.merchantNotFound);
  return m;
}

/** A coupon's shown columns (never the code: that is only answered to the reveal). */
export const COUPON_TEXT_COLUMNS = {
  id: coupons.id,
  title: coupons.title,
  description: coupons.description,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  affiliateUrl: coupons.affiliateUrl,
  validFrom: coupons.validFrom,
  validUntil: coupons.validUntil,
};

/** The coupons a merchant page lists: active ones by display weight then newest, then expired ones. */
async function shownCoupons(merchantId: string) {
  const columns = COUPON_TEXT_COLUMNS;
  const [active, expired] = await Promise.all([
    db
      .select(columns)
      .from(coupons)
      .where(and(eq(coupons.merchantId, merchantId), activeCoupon()))
      .orderBy(desc(coupons.displayWeight), desc(coupons.createdAt), desc(coupons.id)),
    db
      .select(columns)
      .from(coupons)
      .where(and(eq(coupons.merchantId, merchantId), shownCoupon(), sql`${coupons.validUntil} < now()`))
      .orderBy(desc(coupons.validUntil), desc(coupons.id))
      .limit(EXPIRED_SHOWN),
  ]);
  return { active, expired };
}

/** /gutscheincode/{slug}: an approved merchant and its coupons without their codes; otherwise 404. */
export async function getMerchantPage(slug: string): Promise<MerchantPageData> {
  const m = await approvedMerchant(slug);
  const { active, expired } = await shownCoupons(m.id);
  const toPublic = (c: (typeof active)[number], isExpired: boolean): PublicCoupon => ({
    id: c.id,
    title: c.title,
    description: c.description,
    discount: discountLabel(c.discountType, c.discountValue),
    discountType: c.discountType,
    validFrom: c.validFrom?.toISOString() ?? null,
    validUntil: c.validUntil?.toISOString() ?? null,
    expired: isExpired,
    shopUrl: c.affiliateUrl ?? m.website,
  });
  return {
    merchant: {
      id: m.id,
      name: m.name,
      slug: m.slug!,
      description: m.description,
      category: m.category,
      website: m.website,
      logoUrl: ownImageSrc(m.logoUrl),
      metaTitle: m.metaTitle,
      metaDescription: m.metaDescription,
      updatedAt: m.updatedAt.toISOString(),
    },
    coupons: [...active.map((c) => toPublic(c, false)), ...expired.map((c) => toPublic(c, true))],
  };
}

/**
 * Counts a view or a click (reveal) of each coupon: the running counter (coupon_stats, which the
 * admin can reset) and today's row of the dated history (coupon_daily_stats, German calendar day)
 * that the analytics dashboard reads by range; both in one transaction.
 */
async function bump(list: string[], column: "views" | "clicks") {
  // Each coupon once, in one order for every caller: concurrent batches lock their rows in the
  // same order (no deadlock, so no lost count) and an upsert never meets its own row twice.
  const ids = [...new Set(list)].sort();
  if (ids.length === 0) return;
  const target = column === "views" ? couponStats.views : couponStats.clicks;
  const daily = column === "views" ? couponDailyStats.views : couponDailyStats.reveals;
  const day = sql<string>`(now() at time zone ${DISPLAY_TIME_ZONE})::date`;
  await db.transaction(async (tx) => {
    await tx
      .insert(couponStats)
      .values(ids.map((couponId) => ({ couponId, views: column === "views" ? 1 : 0, clicks: column === "clicks" ? 1 : 0 })))
      .onConflictDoUpdate({ target: couponStats.couponId, set: { [column]: sql`${target} + 1`, updatedAt: new Date() } });
    await tx
      .insert(couponDailyStats)
      .values(ids.map((couponId) => ({ couponId, day, views: column === "views" ? 1 : 0, reveals: column === "clicks" ? 1 : 0 })))
      .onConflictDoUpdate({
        target: [couponDailyStats.couponId, couponDailyStats.day],
        set: { [column === "views" ? "views" : "reveals"]: sql`${daily} + 1` },
      });
  });
}

/**
 * 'Code anzeigen' (track_coupon_click): the code of a coupon shown on this merchant's page, and one
 * click counted. Anything else (unknown, pending, rejected, not started, another merchant's): 404.
 */
export async function revealCoupon(viewer: Viewer | null, slug: string, couponId: string, meta: Pick<TrackingMeta, "isBot">) {
  if (!isUuid(couponId)) throw notFound(COUPON_MESSAGES.couponNotFound);
  const m = await approvedMerchant(slug);
  const [c] = await db
    .select({ id: coupons.id, code: coupons.code })
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.merchantId, m.id), shownCoupon()))
    .limit(1);
  if (!c) throw notFound(COUPON_MESSAGES.couponNotFound);
  if (isCountedVisit(viewer, meta)) {
    try {
      await bump([c.id], "clicks");
    } catch {
      // counting failures are silent (spec 1 section 8)
    }
  }
  return { couponId: c.id, code: c.code };
}

/** A view of a merchant page (track_coupon_view): one view for every coupon the page lists. */
export async function recordMerchantView(viewer: Viewer | null, slug: string, meta: Pick<TrackingMeta, "isBot">): Promise<boolean> {
  const m = await approvedMerchant(slug);
  if (!isCountedVisit(viewer, meta)) return false;
  try {
    const { active, expired } = await shownCoupons(m.id);
    await bump(
      [...active, ...expired].map((c) => c.id),
      "views",
    );
    return true;
  } catch {
    return false;
  }
}

/** The viewer's coupon eligibility, from the one counting query of the activity score. */
export async function couponEligibility(viewer: Viewer | null): Promise<Eligibility> {
  if (!viewer) return eligibilityFor(null);
  const c = await countActivity(viewer.id);
  return eligibilityFor({ providers: c.approvedProviders, reviews: c.publishedReviews, articles: c.publishedArticles });
}
