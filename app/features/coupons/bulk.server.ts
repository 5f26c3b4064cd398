import { z } from "zod";
import type { Viewer } from "~/lib/auth.server";
import { bulkDone, parseBulkSelection, resolveBulkIds, runBulk } from "~/lib/bulk.server";
import { requireAdmin } from "~/lib/http.server";
import { parseInput } from "~/lib/request.server";
import { couponStatusIn, merchantStatusIn, trashCouponIn, trashMerchantIn } from "./admin-actions.server";
import { couponIdsMatching, merchantIdsMatching } from "./admin-list.server";
import { adminCouponQuerySchema } from "./schema";

/**
 * Bulk actions of the coupons tab (issue 30): approve, reject or delete the selected merchants or
 * codes, or every one of the tab's filter ('alle N Treffer': the pending tab means status
 * 'pending'; the lists their search and status), in one transaction, one audit row per changed
 * row; deletes go to the 'Papierkorb' (a merchant with its codes).
 */

export const COUPON_BULK_INTENTS = [
  "bulk-merchant-approve",
  "bulk-merchant-reject",
  "bulk-merchant-delete",
  "bulk-coupon-approve",
  "bulk-coupon-reject",
  "bulk-coupon-delete",
] as const;

export const MERCHANT_NOUN = { one: "Merchant", other: "Merchants" } as const;
export const COUPON_NOUN = { one: "Gutscheincode", other: "Gutscheincodes" } as const;

const schema = z.object({ intent: z.enum(COUPON_BULK_INTENTS, { error: "Ungültige Aktion." }) });
const VERB = { approve: "genehmigt", reject: "abgelehnt", delete: "in den Papierkorb verschoben" } as const;

export async function bulkCouponAction(viewer: Viewer | null, raw: unknown) {
  requireAdmin(viewer);
  const { intent } = parseInput(schema, raw);
  const [, kind, op] = intent.split("-") as ["bulk", "merchant" | "coupon", "approve" | "reject" | "delete"];
  const query = adminCouponQuerySchema.parse(raw ?? {});
  const filter = query.tab === "ausstehend" ? { status: "pending" as const } : { q: query.q || undefined, status: query.status };
  const ids = await resolveBulkIds(parseBulkSelection(raw), (limit) =>
    kind === "merchant" ? merchantIdsMatching(filter, limit) : couponIdsMatching(filter, limit),
  );
  const result = await runBulk(ids, async (tx, id) => {
    if (op === "delete") return Boolean(kind === "merchant" ? await trashMerchantIn(tx, viewer, id) : await trashCouponIn(tx, viewer, id));
    const status = op === "approve" ? "approved" : "rejected";
    const done =
      kind === "merchant"
        ? await merchantStatusIn(tx, viewer, id, status, { skipUnchanged: true })
        : await couponStatusIn(tx, viewer, id, status, { skipUnchanged: true });
    return done !== null;
  });
  return { ...result, message: bulkDone(result.count, kind === "merchant" ? MERCHANT_NOUN : COUPON_NOUN, VERB[op]) };
}
