import { eq } from "drizzle-orm";
import { providers, reviews, type TrashKind } from "~db/schema";
import type { Transaction } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { recalculateUserActivity } from "~/features/activity/activity.server";
import { contestRestored } from "~/features/contests/admin-actions.server";
import { popupRestored } from "~/features/popups/admin.server";
import { invalidateAdsCache } from "~/features/ads/public.server";
import { invalidateDirectoryCache } from "~/features/providers/directory.server";
import { recalculateHelpfulCounts, recalculateProviderRating } from "~/features/reviews/reviews.server";
import { type AuditArea } from "~/lib/audit-catalog";

/**
 * What a restore from the 'Papierkorb' recalculates, per kind (decision 0030): the rows are back
 * with their stored figures; every figure that depends on rows which may not have come back (a
 * vote or participation of an account deleted meanwhile) or that the delete changed elsewhere (the
 * provider's rating, the authors' activity scores) is recalculated with the existing functions,
 * in the restore's transaction.
 */

/** The audit area of each kind (admin_audit_log.target_type of its other entries). */
export const AUDIT_AREA_OF_KIND: Record<TrashKind, AuditArea> = {
  provider: "provider",
  review: "review",
  banner: "ads_banner",
  campaign: "ads_campaign",
  coupon: "coupon",
  merchant: "merchant",
  contest: "contest",
  popup: "global_popup",
};

/** The provider's rating and rank, the helpful counts of its reviews and the activity of everyone whose score counts them. */
async function providerFigures(tx: Transaction, providerId: string) {
  const restored = await tx.select({ id: reviews.id, userId: reviews.userId }).from(reviews).where(eq(reviews.providerId, providerId));
  await recalculateHelpfulCounts(
    restored.map((r) => r.id),
    tx,
  );
  await recalculateProviderRating(providerId, tx);
  const [owner] = await tx.select({ userId: providers.userId }).from(providers).where(eq(providers.id, providerId));
  const users = new Set([owner?.userId, ...restored.map((r) => r.userId)].filter((u): u is string => Boolean(u)));
  for (const userId of users) await recalculateUserActivity(userId, tx);
}

/** Recalculations after the rows of `kind` / `objectId` are back (inside the restore's transaction). */
export async function afterRestore(tx: Transaction, viewer: Viewer, kind: TrashKind, objectId: string) {
  switch (kind) {
    case "provider":
      return providerFigures(tx, objectId);
    case "review": {
      const [review] = await tx.select({ providerId: reviews.providerId, userId: reviews.userId }).from(reviews).where(eq(reviews.id, objectId));
      if (!review) return;
      await recalculateHelpfulCounts([objectId], tx);
      await recalculateProviderRating(review.providerId, tx);
      if (review.userId) await recalculateUserActivity(review.userId, tx);
      return;
    }
    case "contest":
      return contestRestored(tx, viewer, objectId);
    case "popup":
      return popupRestored(tx, objectId);
    case "banner":
    case "campaign":
    case "coupon":
    case "merchant":
      // Statistics are rows that come back as they were; nothing is derived from them elsewhere.
      return;
  }
}

/** Caches to drop once the restore committed. */
export function afterCommit(kind: TrashKind) {
  if (kind === "provider" || kind === "review") invalidateDirectoryCache();
  if (kind === "banner" || kind === "campaign") invalidateAdsCache();
}
