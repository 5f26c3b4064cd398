import { eq, sql } from "drizzle-orm";
import { blogArticles, providers, reviews, user } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest, unauthorized } from "~/lib/http.server";
import { deleteByUrl } from "~/lib/storage.server";
import { logger } from "~/lib/logger.server";
import { recalculateUserActivity } from "~/features/profiles/activity.server";

export const ACCOUNT_MESSAGES = {
  notAuthenticated: "Sie müssen angemeldet sein",
  confirmMismatch: "Bitte geben Sie zur Bestätigung Ihren Benutzernamen oder LÖSCHEN ein",
  deleted: "Ihr Konto wurde gelöscht",
} as const;

/** Tables with rows about the user: [export key, table, user column]. */
const PERSONAL_TABLES: [string, string, string][] = [
  ["loginLogs", "login_logs", "user_id"],
  ["providers", "providers", "user_id"],
  ["reviews", "reviews", "user_id"],
  ["helpfulVotes", "review_helpful_votes", "user_id"],
  ["favorites", "favorites", "user_id"],
  ["following", "author_follows", "follower_id"],
  ["followers", "author_follows", "author_id"],
  ["articles", "blog_articles", "author_id"],
  ["profileViewsReceived", "profile_views", "profile_user_id"],
  ["profileViewsMade", "profile_views", "viewer_user_id"],
  ["customLinkClicksReceived", "custom_link_analytics", "profile_id"],
  ["customLinkClicksMade", "custom_link_analytics", "user_id"],
  ["imageCopyrightConfirmations", "image_copyright_confirmations", "user_id"],
  ["messages", "user_messages", "user_id"],
  ["messageInteractions", "message_interactions", "user_id"],
  ["contestParticipations", "contest_participations", "user_id"],
  ["contestPayments", "contest_payments", "user_id"],
  ["referralCodes", "referral_codes", "user_id"],
  ["referralSignup", "referral_signups", "referred_user_id"],
  ["referralsMade", "referral_signups", "referrer_user_id"],
  ["merchantsCreated", "merchants", "created_by"],
  ["couponsCreated", "coupons", "created_by"],
  ["popupInteractions", "global_popup_interactions", "user_id"],
  ["roles", "user_roles", "user_id"],
];

/** Columns never exported (secrets of the sign-in system). */
const SECRET_COLUMNS = new Set(["password", "token", "access_token", "refresh_token", "id_token", "search_vector", "search_name"]);

function scrub(rows: Record<string, unknown>[]) {
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !SECRET_COLUMNS.has(k))));
}

/** DSGVO Art. 15/20: everything stored about the signed-in user, as plain JSON data. */
export async function exportUserData(viewer: Viewer | null) {
  if (!viewer) throw unauthorized(ACCOUNT_MESSAGES.notAuthenticated);
  const id = viewer.id;
  const one = async (q: ReturnType<typeof sql>) => scrub((await db.execute<Record<string, unknown>>(q)).rows);
  const out: Record<string, unknown> = {
    exportedAt: new Date().toISOString(),
    account: (await one(sql`select id, name, email, email_verified, image, created_at, updated_at from "user" where id = ${id}`))[0] ?? null,
    profile: (await one(sql`select * from profiles where id = ${id}`))[0] ?? null,
    activity: (await one(sql`select * from user_activities where user_id = ${id}`))[0] ?? null,
    signInMethods: await one(sql`select provider_id, created_at, updated_at from account where user_id = ${id}`),
    sessions: await one(sql`select id, created_at, expires_at, ip_address, user_agent from session where user_id = ${id}`),
  };
  for (const [key, table, column] of PERSONAL_TABLES) {
    try {
      out[key] = await one(sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`);
    } catch (error) {
      logger.warn({ err: error, table }, "data export: table skipped");
      out[key] = [];
    }
  }
  out.articleCategories = await one(sql`select ac.* from blog_article_categories ac join blog_articles a on a.id = ac.article_id where a.author_id = ${id}`);
  out.articleTags = await one(sql`select at.* from blog_article_tags at join blog_articles a on a.id = at.article_id where a.author_id = ${id}`);
  return out;
}

/**
 * DSGVO Art. 17: deletes the account. Published reviews and visible articles stay as anonymous
 * (reviews.is_anonymous = true and user_id null; articles author_id null); unpublished articles
 * and all personal rows are removed (cascade from the user row). The caller signs the user out.
 */
export async function deleteAccount(viewer: Viewer | null, confirmation: string) {
  if (!viewer) throw unauthorized(ACCOUNT_MESSAGES.notAuthenticated);
  const typed = (confirmation ?? "").trim();
  const ok = typed === "LÖSCHEN" || (viewer.username && typed.toLowerCase() === viewer.username.toLowerCase());
  if (!ok) throw badRequest(ACCOUNT_MESSAGES.confirmMismatch, { confirmation: ACCOUNT_MESSAGES.confirmMismatch });
  const imageUrls: string[] = [];
  await db.transaction(async (tx) => {
    const drafts = await tx
      .delete(blogArticles)
      .where(sql`${blogArticles.authorId} = ${viewer.id} and not (${blogArticles.status} in ('published','scheduled') and coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt}) <= now())`)
      .returning({ url: blogArticles.featuredImageUrl });
    for (const d of drafts) if (d.url) imageUrls.push(d.url);
    await tx.update(blogArticles).set({ featured: false }).where(eq(blogArticles.authorId, viewer.id));
    await tx.update(reviews).set({ isAnonymous: true }).where(eq(reviews.userId, viewer.id));
    await tx.delete(reviews).where(sql`${reviews.userId} = ${viewer.id} and ${reviews.status} <> 'published'`);
    await tx.update(providers).set({ isAnonymous: true }).where(eq(providers.userId, viewer.id));
    const [p] = await tx.execute<{ avatar_url: string | null }>(sql`select avatar_url from profiles where id = ${viewer.id}`).then((r) => r.rows);
    if (p?.avatar_url) imageUrls.push(p.avatar_url);
    // The user row cascades to profile, sessions, favourites, follows, logs, messages, ...;
    // reviews, articles and providers keep their rows with user_id / author_id set to null.
    const voted = (
      await tx.execute<{ review_id: string; author: string | null }>(sql`
        select v.review_id, r.user_id as author from review_helpful_votes v join reviews r on r.id = v.review_id where v.user_id = ${viewer.id}`)
    ).rows;
    await tx.delete(user).where(eq(user.id, viewer.id));
    // Helpful votes of the deleted user are gone: keep helpful_count and the authors' activity in step.
    for (const v of voted) {
      await tx.execute(sql`update reviews set helpful_count = (select count(*)::int from review_helpful_votes where review_id = ${v.review_id}) where id = ${v.review_id}`);
    }
    for (const author of new Set(voted.map((v) => v.author).filter((a): a is string => Boolean(a) && a !== viewer.id))) {
      await recalculateUserActivity(author, tx);
    }
  });
  for (const url of imageUrls) {
    try {
      await deleteByUrl(url);
    } catch (error) {
      logger.warn({ err: error }, "account deletion: image not removed");
    }
  }
}
