import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Transaction } from "~db/types";
import { profiles, providers, reviews } from "~db/schema";
import { REVIEW_STATUSES, type ReviewStatus } from "~db/schema/reviews";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { likeContains } from "~/lib/sql-like";
import { moveToTrash } from "~/lib/trash.server";
import { recalculateUserActivity } from "~/features/activity/activity.server";
import { recalculateProviderRating } from "./reviews.server";
import { REVIEW_LOAD_ERROR, REVIEW_MESSAGES } from "./schema";
import { writeAuditLog } from "~/lib/audit-log.server";

/**
 * Review moderation (spec 3 section 2 'Review moderation'): the admin list and the status
 * changes. Every change recalculates the provider's average and count and the author's activity
 * score in the same transaction and writes an admin audit row there too. A review an admin hid
 * stays hidden when its author edits it (createReview / updateReview keep the status 'hidden').
 */

export const REVIEW_ADMIN_PAGE_SIZE = 25;
export const REVIEW_ADMIN_FILTERS = ["all", ...REVIEW_STATUSES] as const;
export type ReviewAdminFilter = (typeof REVIEW_ADMIN_FILTERS)[number];

export const REVIEW_ADMIN_MESSAGES = {
  published: "Bewertung veröffentlicht",
  hidden: "Bewertung versteckt",
  pending: "Bewertung auf wartend gesetzt",
  deleted: "Bewertung gelöscht",
  updateError: "Fehler beim Aktualisieren der Bewertung",
  deleteError: "Fehler beim Löschen der Bewertung",
  loadError: REVIEW_LOAD_ERROR,
} as const;

export type ReviewAdminQuery = { page?: number; q?: string; status?: ReviewAdminFilter };

export type ReviewAdminRow = {
  id: string;
  rating: number;
  title: string;
  content: string;
  status: ReviewStatus;
  isAnonymous: boolean;
  createdAt: string;
  provider: { id: string; name: string; slug: string | null };
  user: { id: string; username: string | null } | null;
};

/** The list's filter as SQL (reviews joined with providers and profiles). */
function moderationWhere(query: ReviewAdminQuery) {
  const where: SQL[] = [];
  if (query.status && query.status !== "all") where.push(eq(reviews.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const like = likeContains(q);
    where.push(or(ilike(reviews.title, like), ilike(reviews.content, like), ilike(providers.name, like), ilike(profiles.username, like))!);
  }
  return where.length ? and(...where) : undefined;
}

/** The ids of the list's filter, in its order, at most `limit` ('alle N Treffer' of a bulk action). */
export async function reviewIdsMatching(query: ReviewAdminQuery, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(moderationWhere(query))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The moderation table: newest first, searchable (title, text, provider, username), by status, paginated. */
export async function listReviewsForAdmin(viewer: Viewer | null, query: ReviewAdminQuery = {}) {
  requireAdmin(viewer);
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const cond = moderationWhere(query);
  const base = () =>
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        title: reviews.title,
        content: reviews.content,
        status: reviews.status,
        isAnonymous: reviews.isAnonymous,
        createdAt: reviews.createdAt,
        providerId: providers.id,
        providerName: providers.name,
        providerSlug: providers.slug,
        userId: reviews.userId,
        username: profiles.username,
      })
      .from(reviews)
      .innerJoin(providers, eq(providers.id, reviews.providerId))
      .leftJoin(profiles, eq(profiles.id, reviews.userId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(cond)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEW_ADMIN_PAGE_SIZE)
      .offset((page - 1) * REVIEW_ADMIN_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(providers, eq(providers.id, reviews.providerId))
      .leftJoin(profiles, eq(profiles.id, reviews.userId))
      .where(cond),
  ]);
  const items: ReviewAdminRow[] = rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    title: r.title,
    content: r.content,
    status: r.status,
    isAnonymous: r.isAnonymous,
    createdAt: r.createdAt.toISOString(),
    provider: { id: r.providerId, name: r.providerName, slug: r.providerSlug },
    user: r.userId ? { id: r.userId, username: r.username ?? null } : null,
  }));
  return { rows: items, total: total?.n ?? 0, page, pageSize: REVIEW_ADMIN_PAGE_SIZE };
}

async function loadReview(executor: Transaction | typeof db, reviewId: string) {
  if (!isUuid(reviewId)) throw notFound(REVIEW_MESSAGES.notFound);
  const [row] = await executor.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1).for("update");
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  return row;
}

/**
 * One review's status inside the caller's transaction: averages, counts, activity and the audit
 * row. Returns false when it already had the status (nothing written).
 */
export async function applyReviewStatus(tx: Transaction, viewer: Viewer, reviewId: string, status: ReviewStatus, opts: { skipUnchanged?: boolean } = {}) {
  const row = await loadReview(tx, reviewId);
  if (opts.skipUnchanged && row.status === status) return false;
  await tx.update(reviews).set({ status, updatedAt: new Date() }).where(eq(reviews.id, reviewId));
  await recalculateProviderRating(row.providerId, tx);
  if (row.userId) await recalculateUserActivity(row.userId, tx);
  await writeAuditLog(tx, viewer, {
    action: `review.${status === "published" ? "publish" : status === "hidden" ? "hide" : "pending"}`,
    targetType: "review",
    targetId: reviewId,
    label: row.title,
    before: { status: row.status },
    after: { status },
  });
  return true;
}

/** Publish, hide or set pending (admin). Averages, counts, activity and the audit row in one transaction. */
export async function setReviewStatus(viewer: Viewer | null, reviewId: string, status: ReviewStatus) {
  requireAdmin(viewer);
  await loadReview(db, reviewId);
  await db.transaction((tx) => applyReviewStatus(tx, viewer, reviewId, status));
  return { id: reviewId, status };
}

/** One review into the 'Papierkorb' inside the caller's transaction (see deleteReviewAsAdmin). */
export async function trashReview(tx: Transaction, viewer: Viewer, reviewId: string) {
  const row = await loadReview(tx, reviewId);
  const [provider] = await tx.select({ name: providers.name }).from(providers).where(eq(providers.id, row.providerId));
  await moveToTrash(tx, viewer, "review", [{ id: reviewId, label: provider ? `${row.title} (${provider.name})` : row.title }]);
  await recalculateProviderRating(row.providerId, tx);
  if (row.userId) await recalculateUserActivity(row.userId, tx);
  await writeAuditLog(tx, viewer, {
    action: "review.delete",
    targetType: "review",
    targetId: reviewId,
    label: row.title,
    before: { providerId: row.providerId, userId: row.userId, rating: row.rating, title: row.title, content: row.content, status: row.status },
  });
  return true;
}

/**
 * Delete (admin, after the confirm dialog): the review goes to the 'Papierkorb' with its helpful
 * votes, the owner's reply, its reports and its image (decision 0030); figures follow at once.
 */
export async function deleteReviewAsAdmin(viewer: Viewer | null, reviewId: string) {
  requireAdmin(viewer);
  await loadReview(db, reviewId);
  await db.transaction((tx) => trashReview(tx, viewer, reviewId));
  return { id: reviewId };
}
