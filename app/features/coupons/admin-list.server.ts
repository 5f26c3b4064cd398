import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { coupons, couponStats, merchants, profiles } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { likeContains } from "~/lib/sql-like";
import { COUPON_TEXT_COLUMNS } from "./public.server";
import { ADMIN_COUPON_PAGE_SIZE, isExpired, type DiscountType, type ModerationStatus, type StatusFilter } from "./schema";

/**
 * The lists of the back-office coupons tab (spec 3 'Coupon and merchant moderation'): the tab
 * counts, the pending merchants and codes, and the searchable, filtered, paginated tables of all
 * merchants and all codes. Admins only (requireAdmin).
 */

export type AdminMerchantRow = {
  id: string;
  name: string;
  description: string | null;
  website: string | null;
  logoUrl: string | null;
  slug: string | null;
  status: ModerationStatus;
  couponCount: number;
  createdBy: string | null;
  createdAt: string;
};

export type AdminCouponRow = {
  id: string;
  code: string;
  title: string | null;
  description: string | null;
  discountType: DiscountType | null;
  discountValue: string | null;
  affiliateUrl: string | null;
  validFrom: string | null;
  validUntil: string | null;
  expired: boolean;
  displayWeight: number;
  status: ModerationStatus;
  merchant: { id: string; name: string; website: string | null; slug: string | null; status: ModerationStatus };
  createdBy: string | null;
  views: number;
  clicks: number;
  createdAt: string;
};

export type AdminListQuery = { q?: string; status?: StatusFilter; page?: number };

/** Qualified by hand: Drizzle writes bare column names inside select fields. */
const merchantCouponCount = sql<number>`(select count(*)::int from ${coupons} where "coupons"."merchant_id" = "merchants"."id")`;

function merchantSelect() {
  return db
    .select({
      id: merchants.id,
      name: merchants.name,
      description: merchants.description,
      website: merchants.website,
      logoUrl: merchants.logoUrl,
      slug: merchants.slug,
      status: merchants.status,
      couponCount: merchantCouponCount,
      createdBy: profiles.username,
      createdAt: merchants.createdAt,
    })
    .from(merchants)
    .leftJoin(profiles, eq(profiles.id, merchants.createdBy));
}

function couponSelect() {
  return db
    .select({
      ...COUPON_TEXT_COLUMNS,
      code: coupons.code,
      displayWeight: coupons.displayWeight,
      status: coupons.status,
      merchantId: merchants.id,
      merchantName: merchants.name,
      merchantWebsite: merchants.website,
      merchantSlug: merchants.slug,
      merchantStatus: merchants.status,
      createdBy: profiles.username,
      views: couponStats.views,
      clicks: couponStats.clicks,
      createdAt: coupons.createdAt,
    })
    .from(coupons)
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .leftJoin(profiles, eq(profiles.id, coupons.createdBy))
    .leftJoin(couponStats, eq(couponStats.couponId, coupons.id));
}

type MerchantSelectRow = Awaited<ReturnType<ReturnType<typeof merchantSelect>["execute"]>>[number];
type CouponSelectRow = Awaited<ReturnType<ReturnType<typeof couponSelect>["execute"]>>[number];

function toMerchantRow(r: MerchantSelectRow): AdminMerchantRow {
  return { ...r, couponCount: Number(r.couponCount), createdBy: r.createdBy ?? null, createdAt: r.createdAt.toISOString() };
}

function toCouponRow(r: CouponSelectRow, now = new Date()): AdminCouponRow {
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    description: r.description,
    discountType: r.discountType,
    discountValue: r.discountValue,
    affiliateUrl: r.affiliateUrl,
    validFrom: r.validFrom?.toISOString() ?? null,
    validUntil: r.validUntil?.toISOString() ?? null,
    expired: isExpired(r.validUntil, now),
    displayWeight: r.displayWeight,
    status: r.status,
    merchant: { id: r.merchantId, name: r.merchantName, website: r.merchantWebsite, slug: r.merchantSlug, status: r.merchantStatus },
    createdBy: r.createdBy ?? null,
    views: r.views ?? 0,
    clicks: r.clicks ?? 0,
    createdAt: r.createdAt.toISOString(),
  };
}

/** 'Ausstehend (n)', 'Alle Merchants (n)', 'Alle Gutscheine (n)'. */
export async function couponTabCounts(viewer: Viewer | null) {
  requireAdmin(viewer);
  const res = await db.execute<{ pm: number; pc: number; m: number; c: number }>(sql`
    select
      (select count(*)::int from merchants where status = 'pending') as pm,
      (select count(*)::int from coupons where status = 'pending') as pc,
      (select count(*)::int from merchants) as m,
      (select count(*)::int from coupons) as c`);
  const row = res.rows[0]!;
  return { pending: Number(row.pm) + Number(row.pc), merchants: Number(row.m), coupons: Number(row.c) };
}

/** Pending merchants and pending codes, newest first (at most 100 of each). */
export async function listPendingForAdmin(viewer: Viewer | null) {
  requireAdmin(viewer);
  const [ms, cs] = await Promise.all([
    merchantSelect().where(eq(merchants.status, "pending")).orderBy(desc(merchants.createdAt), desc(merchants.id)).limit(100),
    couponSelect().where(eq(coupons.status, "pending")).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(100),
  ]);
  return { merchants: ms.map((r) => toMerchantRow(r)), coupons: cs.map((r) => toCouponRow(r)) };
}

function pageOf(query: AdminListQuery) {
  return Math.max(1, Math.floor(query.page ?? 1));
}

function merchantWhere(query: AdminListQuery) {
  const where: SQL[] = [];
  if (query.status && query.status !== "all") where.push(eq(merchants.status, query.status));
  if (query.q?.trim()) {
    const like = likeContains(query.q.trim());
    where.push(or(ilike(merchants.name, like), ilike(merchants.website, like), ilike(profiles.username, like))!);
  }
  return where.length ? and(...where) : undefined;
}

function couponWhere(query: AdminListQuery) {
  const where: SQL[] = [];
  if (query.status && query.status !== "all") where.push(eq(coupons.status, query.status));
  if (query.q?.trim()) {
    const like = likeContains(query.q.trim());
    where.push(or(ilike(coupons.code, like), ilike(coupons.title, like), ilike(merchants.name, like), ilike(profiles.username, like))!);
  }
  return where.length ? and(...where) : undefined;
}

/** The ids of the merchant list's filter, newest first, at most `limit` ('alle N Treffer'). */
export async function merchantIdsMatching(query: AdminListQuery, limit: number): Promise<string[]> {
  const rows = await merchantSelect().where(merchantWhere(query)).orderBy(desc(merchants.createdAt), desc(merchants.id)).limit(limit);
  return rows.map((r) => r.id);
}

/** The ids of the code list's filter, newest first, at most `limit` ('alle N Treffer'). */
export async function couponIdsMatching(query: AdminListQuery, limit: number): Promise<string[]> {
  const rows = await couponSelect().where(couponWhere(query)).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(limit);
  return rows.map((r) => r.id);
}

/** All merchants: search in name, website and creator; status filter; newest first; 25 a page. */
export async function listMerchantsForAdmin(viewer: Viewer | null, query: AdminListQuery = {}) {
  requireAdmin(viewer);
  const page = pageOf(query);
  const cond = merchantWhere(query);
  const [rows, [total]] = await Promise.all([
    merchantSelect()
      .where(cond)
      .orderBy(desc(merchants.createdAt), desc(merchants.id))
      .limit(ADMIN_COUPON_PAGE_SIZE)
      .offset((page - 1) * ADMIN_COUPON_PAGE_SIZE),
    db.select({ n: count() }).from(merchants).leftJoin(profiles, eq(profiles.id, merchants.createdBy)).where(cond),
  ]);
  return { rows: rows.map((r) => toMerchantRow(r)), total: total?.n ?? 0, page, pageSize: ADMIN_COUPON_PAGE_SIZE };
}

/** All codes: search in code, title, merchant and creator; status filter; newest first; 25 a page. */
export async function listCouponsForAdmin(viewer: Viewer | null, query: AdminListQuery = {}) {
  requireAdmin(viewer);
  const page = pageOf(query);
  const cond = couponWhere(query);
  const [rows, [total]] = await Promise.all([
    couponSelect()
      .where(cond)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(ADMIN_COUPON_PAGE_SIZE)
      .offset((page - 1) * ADMIN_COUPON_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(coupons)
      .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
      .leftJoin(profiles, eq(profiles.id, coupons.createdBy))
      .where(cond),
  ]);
  return { rows: rows.map((r) => toCouponRow(r)), total: total?.n ?? 0, page, pageSize: ADMIN_COUPON_PAGE_SIZE };
}
