import * as s from "../schema";
import { COUPONS, MERCHANTS, PENDING_MERCHANT } from "./blog-data";
import { at, between, cut, DAY, DEMO_IMAGE_PATHS, insertMany, later, type People, type SeedContext } from "./context";
import { createRng } from "./random";

/** db/schema/coupons.ts: merchants, coupon codes and their stats. */
export async function seedCoupons(ctx: SeedContext, { users }: People) {
  const { tx, ids, summary } = ctx;
  const coupRng = createRng("coupons");
  const merchants = MERCHANTS.map((m) => {
    const createdAt = between(coupRng, at(-200), at(-90));
    return {
      id: ids.uuid(),
      name: m.name,
      nameNormalized: s.normalizeMerchantName(m.name),
      description: m.description,
      website: `https://www.${m.slug}.example`,
      logoUrl: DEMO_IMAGE_PATHS.merchant,
      slug: m.slug,
      category: m.category,
      status: "approved" as const,
      createdBy: users[m.creator].id,
      metaTitle: cut(`${m.name} Gutscheincodes`, 60),
      metaDescription: cut(m.description, 160),
      createdAt,
      updatedAt: createdAt,
    };
  });
  const pendingMerchant = {
    id: ids.uuid(),
    name: PENDING_MERCHANT.name,
    nameNormalized: s.normalizeMerchantName(PENDING_MERCHANT.name),
    description: PENDING_MERCHANT.description,
    website: null,
    logoUrl: null,
    slug: null,
    category: PENDING_MERCHANT.category,
    status: "pending" as const,
    createdBy: users[PENDING_MERCHANT.creator].id,
    metaTitle: null,
    metaDescription: null,
    createdAt: at(-3),
    updatedAt: at(-3),
  };
  await insertMany(tx, s.merchants, [...merchants, pendingMerchant]);
  const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const endOfDay = (d: Date) => new Date(startOfDay(d).getTime() + DAY - 1);
  const coupons = COUPONS.map((c) => {
    const merchant = c.merchant === "pending" ? pendingMerchant : merchants[c.merchant];
    const createdAt = c.status === "pending" ? at(-2) : later(merchant.createdAt, at(c.validFrom - 3));
    return {
      id: ids.uuid(),
      merchantId: merchant.id,
      code: c.code,
      codeNormalized: s.normalizeCouponCode(c.code),
      title: c.title,
      description: c.description,
      discountType: c.discountType,
      discountValue: c.discountValue,
      affiliateUrl: merchant.website ? `${merchant.website}/?ref=hanfnetz` : null,
      validFrom: startOfDay(at(c.validFrom)),
      validUntil: c.validUntil === null ? null : endOfDay(at(c.validUntil)),
      displayWeight: c.weight,
      status: c.status ?? ("approved" as const),
      createdBy: users[c.creator].id,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertMany(tx, s.coupons, coupons);
  const stats = coupons.map((c) => {
    const views = c.status === "approved" ? coupRng.int(20, 900) : 0;
    return { couponId: c.id, views, clicks: Math.floor(views * (0.05 + coupRng.next() * 0.3)), updatedAt: at(0) };
  });
  await insertMany(tx, s.couponStats, stats);
  // The same counts spread evenly over the last 60 days (the remainder today): the dated history the analytics dashboard reads.
  const SPREAD = 60;
  const dayOf = (offset: number) => at(-offset).toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
  await insertMany(
    tx,
    s.couponDailyStats,
    stats.flatMap((st) =>
      st.views === 0 && st.clicks === 0
        ? []
        : Array.from({ length: SPREAD }, (_, d) => ({
            couponId: st.couponId,
            day: dayOf(d),
            views: Math.floor(st.views / SPREAD) + (d === 0 ? st.views % SPREAD : 0),
            reveals: Math.floor(st.clicks / SPREAD) + (d === 0 ? st.clicks % SPREAD : 0),
          })).filter((r) => r.views > 0 || r.reveals > 0),
    ),
  );
  summary.merchants = merchants.length + 1;
  summary.coupons = coupons.length;
}
