import type { Executor } from "~db/types";
import { db } from "~/lib/db.server";
import { badRequest } from "~/lib/errors";
import { slugify } from "~/lib/format";
import { storeImageUpload } from "~/lib/images.server";
import { freeSlug } from "~/lib/unique-slug.server";
import { claimUploads, uploadKeyOf } from "~/lib/uploads.server";
import { fieldErrors } from "~/lib/request.server";
import { merchants, normalizeCouponCode } from "~db/schema";
import { COUPON_MESSAGES, merchantSchema, type CouponInput, type MerchantInput } from "./schema";

/** Rules shared by the submission and the back-office: form parsing, logos, merchant slugs, stored columns. */

/** Merchant logos are stored with the directory's images. */
export const LOGO_BUCKET = "provider-images" as const;

/**
 * Parses a merchant form (the submission's merchant step, the admins' merchant edit). A refusal's
 * message is 'Bitte fülle alle Pflichtfelder aus' only when a required field is missing; otherwise
 * it is the field's own message (a bad URL is 'Ungültige URL', not a missing field).
 */
export function parseMerchantForm(raw: unknown): MerchantInput {
  const result = merchantSchema.safeParse(raw);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const messages = Object.values(errors);
  throw badRequest(messages.includes(COUPON_MESSAGES.required) ? COUPON_MESSAGES.required : (messages[0] ?? COUPON_MESSAGES.required), errors);
}

/** A required text that the cleaning emptied is missing ('Bitte fülle alle Pflichtfelder aus'). */
export function assertFilled(values: Record<string, unknown>, fields: string[], message: string = COUPON_MESSAGES.required) {
  const empty = fields.filter((f) => typeof values[f] !== "string" || (values[f] as string).trim() === "");
  if (empty.length) throw badRequest(message, Object.fromEntries(empty.map((f) => [f, message])));
}

/** An uploaded logo file: checked and re-encoded on the server (storeImageUpload), at most 512 px. */
export async function storeLogo(file: unknown, ownerId: string, ip?: string | null): Promise<string | null> {
  if (!(file instanceof Blob) || file.size === 0) return null;
  const stored = await storeImageUpload(file, { bucket: LOGO_BUCKET, ownerId, ip, maxWidth: 512, maxHeight: 512 });
  return stored.url;
}

/** Inside the saving transaction: a logo that is one of our uploads must be the saver's own (any for admins). */
export async function claimLogo(tx: Executor, url: string | null, ownerId: string | null, keep?: string | null) {
  if (!url || url === keep || !uploadKeyOf(url)) return;
  if (!(await claimUploads(tx, [url], { bucket: LOGO_BUCKET, ownerId }))) throw badRequest(COUPON_MESSAGES.logo, { logoUrl: COUPON_MESSAGES.logo });
}

/** A unique merchant slug from the name: umlauts transliterated, collisions numbered (-2, -3, ...). */
export async function uniqueMerchantSlug(name: string, executor: Executor = db, exceptId?: string): Promise<string> {
  return freeSlug(executor, merchants, slugify(name, 90) || "merchant", { exceptId });
}

/** The stored columns of a parsed coupon form: the code normalised (upper case, trimmed, spec 1 section 5), empty texts as null. */
export function couponColumns(input: Omit<CouponInput, "merchantId">) {
  return {
    code: normalizeCouponCode(input.code),
    codeNormalized: normalizeCouponCode(input.code),
    title: input.title || null,
    description: input.description || null,
    discountType: input.discountType,
    discountValue: input.discountValue || null,
    affiliateUrl: input.affiliateUrl,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
  };
}
