import { and, desc, eq } from "drizzle-orm";
import { coupons, couponStats, merchants, normalizeCouponCode, normalizeMerchantName } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest, forbidden, HttpError, notFound, unauthorized } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/request.server";
import { couponEligibility } from "./public.server";
import { COUPON_MESSAGES, couponSchema, merchantSchema, type ModerationStatus } from "./schema";
import { assertFilled, claimLogo, couponColumns, parseMerchantForm, storeLogo } from "./shared.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { cleanFields } from "~/lib/sanitize-fields.server";

/**
 * /gutschein/hinzufuegen (spec 1 sections 2, 4, 5): the merchant step and the coupon step, both
 * for eligible members only, rate limited (form_submission) and saved as pending. A merchant whose
 * normalised name exists already is not created again: the member goes on to the coupon step.
 */

export type SubmitMeta = { ip?: string | null; request?: Request };

/** Signed in (401) and eligible (403). */
async function requireSubmitter(viewer: Viewer | null): Promise<Viewer> {
  if (!viewer) throw unauthorized(COUPON_MESSAGES.login);
  const eligibility = await couponEligibility(viewer);
  if (!eligibility.eligible) throw forbidden(COUPON_MESSAGES.notEligible);
  return viewer;
}

/**
 * Counts one submission against the form_submission limit (429 beyond it). Called once the input
 * is valid, right before saving: a refused form (missing field, duplicate code) costs no attempt.
 */
async function countSubmission(member: Viewer, meta: SubmitMeta) {
  await enforceRateLimit("form_submission", `user:${member.id}`, { userId: member.id, ip: meta.ip, message: COUPON_MESSAGES.rateLimit });
}

export type MerchantRef = { id: string; name: string; status: ModerationStatus };

/** check_merchant_exists: the merchant with this normalised name, if any. */
export async function findMerchantByName(name: string): Promise<MerchantRef | null> {
  const normalized = normalizeMerchantName(name);
  if (!normalized) return null;
  const [m] = await db
    .select({ id: merchants.id, name: merchants.name, status: merchants.status })
    .from(merchants)
    .where(eq(merchants.nameNormalized, normalized))
    .limit(1);
  return m ?? null;
}

function usable(m: MerchantRef): MerchantRef {
  if (m.status === "rejected") throw badRequest(COUPON_MESSAGES.merchantRejected, { name: COUPON_MESSAGES.merchantRejected });
  return m;
}

/**
 * The merchant step: an existing merchant (same normalised name) is taken as it is (`existing`);
 * otherwise name and description are required, website and logo optional (a logo file is checked
 * and re-encoded on the server), and the merchant is saved pending, without a slug.
 */
export async function submitMerchant(viewer: Viewer | null, raw: Record<string, unknown>, meta: SubmitMeta = {}) {
  const member = await requireSubmitter(viewer);
  const { name } = parseInput(merchantSchema.pick({ name: true }), { name: raw.name ?? "" }, COUPON_MESSAGES.required);
  const existing = await findMerchantByName(name);
  if (existing) return { merchant: usable(existing), existing: true };

  const parsed = parseMerchantForm(raw);
  const input = await cleanFields(parsed, ["name", "description"], { userId: member.id, source: "merchant", request: meta.request });
  assertFilled(input, ["name", "description"]);
  await countSubmission(member, meta);
  const uploaded = await storeLogo(raw.logo, member.id, meta.ip);
  const logoUrl = uploaded ?? input.logoUrl;
  try {
    const merchant = await db.transaction(async (tx) => {
      await claimLogo(tx, logoUrl, member.id);
      const [row] = await tx
        .insert(merchants)
        .values({
          name: input.name,
          nameNormalized: normalizeMerchantName(input.name),
          description: input.description,
          website: input.website,
          logoUrl,
          status: "pending",
          createdBy: member.id,
        })
        .returning({ id: merchants.id, name: merchants.name, status: merchants.status });
      return row!;
    });
    return { merchant, existing: false };
  } catch (error) {
    // Created by someone else in the meantime: go on with that one.
    if (isUniqueViolation(error, "nameNormalized")) {
      const found = await findMerchantByName(input.name);
      if (found) return { merchant: usable(found), existing: true };
    }
    throw error;
  }
}

/** check_coupon_exists: the merchant has this code already (normalised: upper case, trimmed). */
export async function couponExists(merchantId: string, code: string): Promise<boolean> {
  const [c] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.merchantId, merchantId), eq(coupons.codeNormalized, normalizeCouponCode(code))))
    .limit(1);
  return Boolean(c);
}

/** The coupon step: code required and unique per merchant; saved pending with empty stats. */
export async function submitCoupon(viewer: Viewer | null, raw: Record<string, unknown>, meta: SubmitMeta = {}) {
  const member = await requireSubmitter(viewer);
  const parsed = parseInput(couponSchema, raw, COUPON_MESSAGES.couponError);
  const input = await cleanFields(parsed, ["code", "title", "description", "discountValue"], { userId: member.id, source: "coupon", request: meta.request });
  assertFilled(input, ["code"], COUPON_MESSAGES.codeRequired);
  if (!isUuid(input.merchantId)) throw notFound(COUPON_MESSAGES.merchantNotFound);
  const [merchant] = await db
    .select({ id: merchants.id, name: merchants.name, status: merchants.status })
    .from(merchants)
    .where(eq(merchants.id, input.merchantId))
    .limit(1);
  if (!merchant) throw notFound(COUPON_MESSAGES.merchantNotFound);
  usable(merchant);
  const duplicate = () => new HttpError(409, COUPON_MESSAGES.duplicateCode, { code: COUPON_MESSAGES.duplicateCode });
  if (await couponExists(merchant.id, input.code)) throw duplicate();
  await countSubmission(member, meta);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({
          merchantId: merchant.id,
          ...couponColumns(input),
          status: "pending",
          createdBy: member.id,
        })
        .returning({ id: coupons.id, status: coupons.status });
      await tx.insert(couponStats).values({ couponId: row!.id });
      return { id: row!.id, status: row!.status, merchant };
    });
  } catch (error) {
    if (isUniqueViolation(error, "coupons_merchant_code_uidx")) throw duplicate();
    throw error;
  }
}

export type OwnSubmissions = {
  merchants: { id: string; name: string; slug: string | null; status: ModerationStatus; createdAt: string }[];
  coupons: {
    id: string;
    code: string;
    title: string | null;
    status: ModerationStatus;
    createdAt: string;
    merchant: { name: string; slug: string | null; status: ModerationStatus };
  }[];
};

/** The member's own merchants and codes with their status (shown on /account). */
export async function listOwnSubmissions(viewer: Viewer | null): Promise<OwnSubmissions> {
  if (!viewer) throw unauthorized(COUPON_MESSAGES.login);
  const [ms, cs] = await Promise.all([
    db
      .select({ id: merchants.id, name: merchants.name, slug: merchants.slug, status: merchants.status, createdAt: merchants.createdAt })
      .from(merchants)
      .where(eq(merchants.createdBy, viewer.id))
      .orderBy(desc(merchants.createdAt))
      .limit(100),
    db
      .select({
        id: coupons.id,
        code: coupons.code,
        title: coupons.title,
        status: coupons.status,
        createdAt: coupons.createdAt,
        merchantName: merchants.name,
        merchantSlug: merchants.slug,
        merchantStatus: merchants.status,
      })
      .from(coupons)
      .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
      .where(eq(coupons.createdBy, viewer.id))
      .orderBy(desc(coupons.createdAt))
      .limit(100),
  ]);
  return {
    merchants: ms.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    coupons: cs.map((c) => ({
      id: c.id,
      code: c.code,
      title: c.title,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      merchant: { name: c.merchantName, slug: c.merchantSlug, status: c.merchantStatus },
    })),
  };
}
