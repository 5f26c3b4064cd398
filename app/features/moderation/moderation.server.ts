import { and, asc, eq, sql } from "drizzle-orm";
import { blogArticles, contentReports, profiles, providers, reviews } from "~db/schema";
import { profileGates } from "~/features/activity/activity";
import { recalculateUserActivity, storedActivityScore } from "~/features/activity/activity.server";
import { blogListsChanged } from "~/features/blog/blog.server";
import { recalculateProviderRating } from "~/features/reviews/reviews.server";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/request.server";
import { MODERATION_MESSAGES, reportInputSchema, type ReportInput, type ReportTarget } from "./schema";
import { articleHref, providerPath } from "~/lib/paths";
import { writeAuditLog } from "~/lib/audit-log.server";
import { publicArticle } from "~/lib/public-article";
import { requireAdmin } from "~/lib/http.server";

/**
 * Content moderation (spec README decision on the 'moderator tools' gate): members with an
 * activity score of 100 or more report reviews and articles; admins resolve the queue by keeping
 * the item or hiding it publicly. The back-office lists and resolves through these functions.
 */

/** Whether the viewer gets 'Melden' (score gate 'moderator tools'; admins always). */
export async function canReport(viewer: Viewer | null): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  return profileGates(viewer.activityScore ?? (await storedActivityScore(viewer.id)), 0).moderatorTools;
}

/** The author of a publicly visible target, or null when there is no such target. */
async function visibleTargetAuthor(type: ReportTarget, id: string): Promise<{ authorId: string | null } | null> {
  if (type === "review") {
    const [row] = await db
      .select({ authorId: reviews.userId })
      .from(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.status, "published")))
      .limit(1);
    return row ?? null;
  }
  const [row] = await db
    .select({ authorId: blogArticles.authorId })
    .from(blogArticles)
    .where(and(eq(blogArticles.id, id), publicArticle()))
    .limit(1);
  return row ?? null;
}

/**
 * Reports a published review or a visible article for admin moderation. Refused: signed out (401),
 * below the score gate (403), own content (400), unknown or hidden target (404), a second open
 * report of the same item by the same member (409), more than 10 reports an hour (429).
 */
export async function reportContent(viewer: Viewer | null, raw: ReportInput | Record<string, unknown>) {
  if (!viewer) throw unauthorized(MODERATION_MESSAGES.signIn);
  const input = parseInput(reportInputSchema, raw);
  if (!(await canReport(viewer))) throw forbidden(MODERATION_MESSAGES.gate);
  if (!isUuid(input.targetId)) throw notFound(MODERATION_MESSAGES.notFound);
  const target = await visibleTargetAuthor(input.targetType, input.targetId);
  if (!target) throw notFound(MODERATION_MESSAGES.notFound);
  if (target.authorId === viewer.id) throw badRequest(MODERATION_MESSAGES.own);
  await enforceRateLimit("content_report", `user:${viewer.id}`, { userId: viewer.id, message: MODERATION_MESSAGES.rateLimit });
  const [created] = await db
    .insert(contentReports)
    .values({ reporterId: viewer.id, targetType: input.targetType, targetId: input.targetId, reason: input.reason ?? null })
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  if (!created) throw conflict(MODERATION_MESSAGES.duplicate);
  return { id: created.id, message: MODERATION_MESSAGES.reported };
}

export type OpenReport = {
  id: string;
  targetType: ReportTarget;
  targetId: string;
  reason: string | null;
  createdAt: Date;
  reporterId: string;
  reporterUsername: string | null;
  targetTitle: string | null;
  /** Where the item is shown publicly (provider page of a review, article page). */
  targetHref: string | null;
};

/** The admin queue: open reports, oldest first, with the reported item's title and address. */
export async function listOpenReports(admin: Viewer | null, opts: { limit?: number; offset?: number } = {}) {
  requireAdmin(admin);
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 200);
  const offset = Math.max(opts.offset ?? 0, 0);
  const author = sql`(select username from profiles where id = ${blogArticles.authorId})`;
  const rows = await db
    .select({
      id: contentReports.id,
      targetType: contentReports.targetType,
      targetId: contentReports.targetId,
      reason: contentReports.reason,
      createdAt: contentReports.createdAt,
      reporterId: contentReports.reporterId,
      reporterUsername: profiles.username,
      reviewTitle: reviews.title,
      providerSlug: providers.slug,
      providerId: providers.id,
      articleTitle: blogArticles.title,
      articleSlug: blogArticles.slug,
      articleAuthor: sql<string | null>`${author}`,
    })
    .from(contentReports)
    .leftJoin(profiles, eq(profiles.id, contentReports.reporterId))
    .leftJoin(reviews, and(eq(contentReports.targetType, "review"), eq(reviews.id, contentReports.targetId)))
    .leftJoin(providers, eq(providers.id, reviews.providerId))
    .leftJoin(blogArticles, and(eq(contentReports.targetType, "article"), eq(blogArticles.id, contentReports.targetId)))
    .where(eq(contentReports.status, "open"))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(contentReports).where(eq(contentReports.status, "open"))) as [
    { total: number },
  ];
  const items: OpenReport[] = rows.map((r) => ({
    id: r.id,
    targetType: r.targetType,
    targetId: r.targetId,
    reason: r.reason,
    createdAt: r.createdAt,
    reporterId: r.reporterId,
    reporterUsername: r.reporterUsername,
    targetTitle: r.targetType === "review" ? r.reviewTitle : r.articleTitle,
    targetHref:
      r.targetType === "review"
        ? r.providerId
          ? providerPath({ slug: r.providerSlug, id: r.providerId })
          : null
        : r.articleSlug
          ? articleHref({ slug: r.articleSlug, authorUsername: r.articleAuthor, id: r.targetId })
          : null,
  }));
  return { items, total: Number(total) };
}

/**
 * Resolves an open report: 'keep' leaves the item, 'hide' takes it off the public site (a review
 * gets status hidden, an article hidden_at) with ratings and activity recalculated. Every open
 * report of the same item is resolved with it. One transaction. Admins only (401/403).
 */
export async function resolveReport(admin: Viewer | null, reportId: string, decision: "keep" | "hide") {
  requireAdmin(admin);
  if (decision !== "keep" && decision !== "hide") throw badRequest("Ungültige Entscheidung.");
  if (!isUuid(reportId)) throw notFound(MODERATION_MESSAGES.reportNotFound);
  return db
    .transaction(async (tx) => {
      const [report] = await tx.select().from(contentReports).where(eq(contentReports.id, reportId)).for("update").limit(1);
      if (!report) throw notFound(MODERATION_MESSAGES.reportNotFound);
      if (report.status !== "open") throw conflict(MODERATION_MESSAGES.alreadyResolved);
      const status = decision === "hide" ? "hidden" : "kept";
      const resolved = await tx
        .update(contentReports)
        .set({ status, resolvedBy: admin.id, resolvedAt: new Date() })
        .where(and(eq(contentReports.targetType, report.targetType), eq(contentReports.targetId, report.targetId), eq(contentReports.status, "open")))
        .returning({ id: contentReports.id });
      if (decision === "hide") {
        if (report.targetType === "review") {
          const [review] = await tx.update(reviews).set({ status: "hidden", updatedAt: new Date() }).where(eq(reviews.id, report.targetId)).returning();
          if (review) {
            await recalculateProviderRating(review.providerId, tx);
            if (review.userId) await recalculateUserActivity(review.userId, tx);
          }
        } else {
          const [article] = await tx
            .update(blogArticles)
            .set({ hiddenAt: new Date() })
            .where(eq(blogArticles.id, report.targetId))
            .returning({ authorId: blogArticles.authorId });
          if (article?.authorId) await recalculateUserActivity(article.authorId, tx);
        }
      }
      await writeAuditLog(tx, admin, {
        action: `report.${decision}`,
        targetType: report.targetType,
        targetId: report.targetId,
        before: { status: "open", reportId: report.id, reason: report.reason },
        after: { status, resolvedReports: resolved.length },
      });
      return { id: report.id, status, resolvedCount: resolved.length };
    })
    .finally(() => {
      if (decision === "hide") blogListsChanged();
    });
}

export type HiddenArticle = { id: string; title: string; authorUsername: string | null; hiddenAt: Date };

/** Articles an admin hid through the queue, newest first (the overview's list to take it back). */
export async function listHiddenArticles(admin: Viewer | null, { limit = 20 }: { limit?: number } = {}): Promise<{ items: HiddenArticle[]; total: number }> {
  requireAdmin(admin);
  const hidden = sql`${blogArticles.hiddenAt} is not null`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: blogArticles.id, title: blogArticles.title, authorUsername: profiles.username, hiddenAt: blogArticles.hiddenAt })
      .from(blogArticles)
      .leftJoin(profiles, eq(profiles.id, blogArticles.authorId))
      .where(hidden)
      .orderBy(sql`${blogArticles.hiddenAt} desc`)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(blogArticles).where(hidden),
  ]);
  return { items: rows.map((r) => ({ ...r, hiddenAt: r.hiddenAt! })), total: Number(counted?.total ?? 0) };
}

/**
 * Takes back a 'Verstecken' of an article: it is public again (if it is published), the author's
 * activity is recalculated, the change is audited. One transaction. Admins only (401/403); an
 * article that is not hidden answers 404.
 */
export async function unhideArticle(admin: Viewer | null, articleId: string) {
  requireAdmin(admin);
  if (!isUuid(articleId)) throw notFound(MODERATION_MESSAGES.articleNotHidden);
  const article = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogArticles)
      .set({ hiddenAt: null })
      .where(and(eq(blogArticles.id, articleId), sql`${blogArticles.hiddenAt} is not null`))
      .returning({ id: blogArticles.id, title: blogArticles.title, authorId: blogArticles.authorId });
    if (!row) throw notFound(MODERATION_MESSAGES.articleNotHidden);
    if (row.authorId) await recalculateUserActivity(row.authorId, tx);
    await writeAuditLog(tx, admin, {
      action: "article.unhide",
      targetType: "article",
      targetId: row.id,
      before: { hidden: true },
      after: { hidden: false, title: row.title },
    });
    return row;
  });
  blogListsChanged();
  return article;
}
