import { and, eq, ne } from "drizzle-orm";
import { coupons, couponStats, merchants, normalizeCouponCode, normalizeMerchantName } from "~db/schema";
import type { Transaction } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { HttpError, notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { parseInput } from "~/lib/request.server";
import { moveToTrash } from "~/lib/trash.server";
import { discardUploads } from "~/lib/uploads.server";
import { ADMIN_COUPON_MESSAGES, adminCouponSchema, COUPON_MESSAGES, weightSchema } from "./schema";
import { assertFilled, claimLogo, couponColumns, parseMerchantForm, storeLogo, uniqueMerchantSlug } from "./shared.server";
import { writeAuditLog } from "~/lib/audit-log.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { cleanFields } from "~/lib/sanitize-fields.server";

/**
 * Back-office changes of merchants and coupons (spec 3 sections 4, 5, 8): status, edit, delete,
 * display weight and stats reset. Admins only (401/403 otherwise); every change writes its admin
 * audit row inside its own transaction. A merchant gets its slug when it is first approved.
 */

export type Decision = "approved" | "rejected";
export const NAME_TAKEN = "Ein Merchant mit diesem Namen existiert bereits";

async function lockMerchant(tx: Transaction, id: string) {
  if (!isUuid(id)) throw notFound(COUPON_MESSAGES.merchantNotFound);
  const [row] = await tx.select().from(merchants).where(eq(merchants.id, id)).for("update");
  if (!row) throw notFound(COUPON_MESSAGES.merchantNotFound);
  return row;
}

async function lockCoupon(tx: Transaction, id: string) {
  if (!isUuid(id)) throw notFound(COUPON_MESSAGES.couponNotFound);
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
  if (!row) throw notFound(COUPON_MESSAGES.couponNotFound);
  return row;
}

/** 'Merchant genehmigt' / 'abgelehnt': the first approval assigns a unique slug from the name. */
export async function setMerchantStatus(viewer: Viewer | null, id: string, status: Decision) {
  requireAdmin(viewer);
  return db.transaction(async (tx) => (await merchantStatusIn(tx, viewer, id, status))!);
}

/** A merchant's decision inside the caller's transaction (one row or a bulk action), audited. */
export async function merchantStatusIn(tx: Transaction, viewer: Viewer, id: string, status: Decision, opts: { skipUnchanged?: boolean } = {}) {
  const row = await lockMerchant(tx, id);
  if (opts.skipUnchanged && row.status === status) return null;
  const slug = status === "approved" && !row.slug ? await uniqueMerchantSlug(row.name, tx, row.id) : row.slug;
  await tx.update(merchants).set({ status, slug, updatedAt: new Date() }).where(eq(merchants.id, id));
  await writeAuditLog(tx, viewer, {
    action: `merchant.${status === "approved" ? "approve" : "reject"}`,
    targetType: "merchant",
    targetId: id,
    before: { status: row.status, slug: row.slug },
    after: { status, slug },
  });
  return { id, status, slug };
}

/** 'Gutschein genehmigt' / 'abgelehnt'. */
export async function setCouponStatus(viewer: Viewer | null, id: string, status: Decision) {
  requireAdmin(viewer);
  return db.transaction(async (tx) => (await couponStatusIn(tx, viewer, id, status))!);
}

/** A code's decision inside the caller's transaction (one row or a bulk action), audited. */
export async function couponStatusIn(tx: Transaction, viewer: Viewer, id: string, status: Decision, opts: { skipUnchanged?: boolean } = {}) {
  const row = await lockCoupon(tx, id);
  if (opts.skipUnchanged && row.status === status) return null;
  await tx.update(coupons).set({ status, updatedAt: new Date() }).where(eq(coupons.id, id));
  await writeAuditLog(tx, viewer, {
    action: `coupon.${status === "approved" ? "approve" : "reject"}`,
    targetType: "coupon",
    targetId: id,
    before: { status: row.status },
    after: { status },
  });
  return { id, status };
}

/** Merchant edit: name and description required, website and logo optional (empty saved as null). */
export async function updateMerchant(viewer: Viewer | null, id: string, raw: Record<string, unknown>, meta: { ip?: string | null } = {}) {
  requireAdmin(viewer);
  const parsed = parseMerchantForm(raw);
  const input = await cleanFields(parsed, ["name", "description"], { userId: viewer.id, source: "merchant" });
  assertFilled(input, ["name", "description"]);
  const uploaded = await storeLogo(raw.logo, viewer.id, meta.ip);
  const logoUrl = uploaded ?? input.logoUrl;
  let previousLogo: string | null = null;
  try {
    const result = await db.transaction(async (tx) => {
      const row = await lockMerchant(tx, id);
      await claimLogo(tx, logoUrl, null, row.logoUrl);
      const [after] = await tx
        .update(merchants)
        .set({
          name: input.name,
          nameNormalized: normalizeMerchantName(input.name),
          description: input.description,
          website: input.website,
          logoUrl,
          updatedAt: new Date(),
        })
        .where(eq(merchants.id, id))
        .returning();
      await writeAuditLog(tx, viewer, { action: "merchant.update", targetType: "merchant", targetId: id, before: row, after });
      previousLogo = row.logoUrl !== logoUrl ? row.logoUrl : null;
      return { id, slug: after!.slug };
    });
    if (previousLogo) await discardUploads([previousLogo]);
    return result;
  } catch (error) {
    if (isUniqueViolation(error, "nameNormalized")) throw new HttpError(409, NAME_TAKEN, { name: NAME_TAKEN });
    throw error;
  }
}

/**
 * Coupon edit: every field and the status; the code (admins only) is stored trimmed with its
 * normalised form and stays unique per merchant; empty texts are saved as null.
 */
export async function updateCoupon(viewer: Viewer | null, id: string, raw: Record<string, unknown>) {
  requireAdmin(viewer);
  const parsed = parseInput(adminCouponSchema, raw, ADMIN_COUPON_MESSAGES.couponUpdateError);
  const input = await cleanFields(parsed, ["code", "title", "description", "discountValue"], { userId: viewer.id, source: "coupon" });
  assertFilled(input, ["code"], COUPON_MESSAGES.codeRequired);
  const duplicate = () => new HttpError(409, COUPON_MESSAGES.duplicateCode, { code: COUPON_MESSAGES.duplicateCode });
  try {
    return await db.transaction(async (tx) => {
      const row = await lockCoupon(tx, id);
      const codeNormalized = normalizeCouponCode(input.code);
      const [clash] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.merchantId, row.merchantId), eq(coupons.codeNormalized, codeNormalized), ne(coupons.id, id)))
        .limit(1);
      if (clash) throw duplicate();
      const [after] = await tx
        .update(coupons)
        .set({
          ...couponColumns(input),
          status: input.status,
          displayWeight: input.displayWeight,
          updatedAt: new Date(),
        })
        .where(eq(coupons.id, id))
        .returning();
      await writeAuditLog(tx, viewer, { action: "coupon.update", targetType: "coupon", targetId: id, before: row, after });
      return { id, status: after!.status };
    });
  } catch (error) {
    if (isUniqueViolation(error, "coupons_merchant_code_uidx")) throw duplicate();
    throw error;
  }
}

/** Inline display weight, 1 to 10 ('Display-Weight muss zwischen 1 und 10 liegen'). */
export async function setDisplayWeight(viewer: Viewer | null, id: string, raw: Record<string, unknown>) {
  requireAdmin(viewer);
  const { displayWeight } = parseInput(weightSchema, raw, ADMIN_COUPON_MESSAGES.weight);
  return db.transaction(async (tx) => {
    const row = await lockCoupon(tx, id);
    await tx.update(coupons).set({ displayWeight, updatedAt: new Date() }).where(eq(coupons.id, id));
    await writeAuditLog(tx, viewer, {
      action: "coupon.weight",
      targetType: "coupon",
      targetId: id,
      before: { displayWeight: row.displayWeight },
      after: { displayWeight },
    });
    return { id, displayWeight };
  });
}

/** 'Stats zurückgesetzt': views and clicks back to 0. */
export async function resetCouponStats(viewer: Viewer | null, id: string) {
  requireAdmin(viewer);
  return db.transaction(async (tx) => {
    await lockCoupon(tx, id);
    const [before] = await tx.select().from(couponStats).where(eq(couponStats.couponId, id));
    await tx
      .insert(couponStats)
      .values({ couponId: id, views: 0, clicks: 0 })
      .onConflictDoUpdate({ target: couponStats.couponId, set: { views: 0, clicks: 0, updatedAt: new Date() } });
    await writeAuditLog(tx, viewer, {
      action: "coupon.reset_stats",
      targetType: "coupon",
      targetId: id,
      before: { views: before?.views ?? 0, clicks: before?.clicks ?? 0 },
      after: { views: 0, clicks: 0 },
    });
    return { id };
  });
}

/** 'Merchant gelöscht': into the 'Papierkorb' with its coupons, their statistics and its logo (decision 0030). */
export async function deleteMerchant(viewer: Viewer | null, id: string) {
  requireAdmin(viewer);
  await db.transaction((tx) => trashMerchantIn(tx, viewer, id));
  return { id };
}

/** A merchant (with its coupons) into the 'Papierkorb' inside the caller's transaction. */
export async function trashMerchantIn(tx: Transaction, viewer: Viewer, id: string) {
  const found = await lockMerchant(tx, id);
  const owned = await tx.select().from(coupons).where(eq(coupons.merchantId, id));
  await moveToTrash(tx, viewer, "merchant", [{ id, label: found.name }]);
  await writeAuditLog(tx, viewer, { action: "merchant.delete", targetType: "merchant", targetId: id, before: { ...found, coupons: owned.map((c) => c.code) } });
  return { id };
}

/** 'Gutschein gelöscht': into the 'Papierkorb' with its statistics (decision 0030). */
export async function deleteCoupon(viewer: Viewer | null, id: string) {
  requireAdmin(viewer);
  return db.transaction((tx) => trashCouponIn(tx, viewer, id));
}

/** A code into the 'Papierkorb' inside the caller's transaction (one row or a bulk action). */
export async function trashCouponIn(tx: Transaction, viewer: Viewer, id: string) {
  const row = await lockCoupon(tx, id);
  const [merchant] = await tx.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, row.merchantId));
  await moveToTrash(tx, viewer, "coupon", [{ id, label: merchant ? `${row.code} (${merchant.name})` : row.code }]);
  await writeAuditLog(tx, viewer, { action: "coupon.delete", targetType: "coupon", targetId: id, before: row });
  return { id };
}
