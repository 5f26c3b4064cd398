import { and, eq, inArray, sql } from "drizzle-orm";
import { blogArticles, providers, reviews, uploads, user } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import type { Transaction } from "~db/types";
import { db } from "~/lib/db.server";
import { badRequest, unauthorized } from "~/lib/errors";
import { publicUrl, type Bucket } from "~/lib/storage.server";
import { deleteUploadsByKey } from "~/lib/uploads.server";
import { forgetUserInTrash } from "~/lib/trash.server";
import { logger } from "~/lib/logger.server";
import { emailRateKey } from "~/lib/rate-limit.server";
import { recalculateUserActivity } from "~/features/activity/activity.server";
import { forgetMemberInContestAudit } from "~/features/contests/audit.server";
import { forgetMemberInNotifications } from "~/features/notifications/deleted-member.server";
import { recountParticipants } from "~/features/contests/public.server";
import { recountHelpfulVotes } from "~/features/reviews/reviews.server";
import { confirmsDeletion } from "./deletion";

export const ACCOUNT_MESSAGES = {
  notAuthenticated: "Du musst angemeldet sein",
  confirmMismatch: "Bitte gib zur Bestätigung deinen Benutzernamen oder LÖSCHEN ein",
  deleted: "Dein Konto wurde gelöscht",
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
  ["uploads", "uploads", "owner_id"],
  ["securityLog", "security_audit_log", "user_id"],
  ["failedUploads", "malicious_file_attempts", "user_id"],
  ["providerEvents", "provider_analytics", "user_id"],
  ["contestViews", "contest_views", "user_id"],
  ["contestsCreated", "contests", "created_by"],
  ["contestsWon", "contests", "winner_id"],
  ["contestConfigsCreated", "contest_config", "created_by"],
  ["adCampaignsCreated", "ads_campaigns", "created_by"],
  ["adBannersCreated", "ads_banners", "created_by"],
  ["popupsCreated", "global_popups", "created_by"],
  ["popupDeletions", "popup_deletion_logs", "deleted_by"],
  ["adminMessagesSent", "admin_message_history", "sender_admin_id"],
  ["articleLinksUpdated", "blog_article_links", "updated_by"],
  ["homepageSeoUpdated", "homepage_seo", "updated_by"],
  ["siteSettingsUpdated", "site_settings", "updated_by"],
  ["providerClaims", "provider_claims", "user_id"],
  ["providerClaimsDecided", "provider_claims", "decided_by"],
  ["reviewReplies", "review_replies", "user_id"],
  ["formerUsernames", "username_history", "profile_id"],
];

/** Buckets of the member's own content: their files are deleted with the account. */
const MEMBER_BUCKETS: Bucket[] = ["provider-images", "review-images", "avatars", "blog-images"];

/** Rate-limit rows about the member: by user id, or keyed by the e-mail address's hash (`e:…`, `ip:…|e:…`). */
function rateLimitRowsOf(id: string, email: string) {
  const e = emailRateKey(email);
  return sql`(user_id = ${id} or key = ${e} or right(key, ${e.length + 1}) = ${`|${e}`})`;
}

/** better-auth verification rows about the member: password reset (value = user id) or magic link (JSON with the e-mail). */
function verificationRowsOf(id: string, email: string) {
  return sql`(value = ${id} or (left(value, 1) = '{' and strpos(lower(value), ${`"email":"${email.toLowerCase()}"`}) > 0))`;
}

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
  out.rateLimits = await one(
    sql`select action_type, key, ip_address, attempt_count, window_start, blocked_until from rate_limits where ${rateLimitRowsOf(id, viewer.email)}`,
  );
  // The one-time tokens stay secret (and are stored only as hashes): the kind of request and its dates.
  out.verifications = await one(sql`
    select case when value = ${id} then 'password_reset' when left(value, 1) = '{' then coalesce(value::jsonb ->> 'type', 'verification') else 'verification' end as kind,
      created_at, expires_at
    from verification where ${verificationRowsOf(id, viewer.email)}`);
  out.contestAuditEntries = await one(
    sql`select id, contest_id, action_type, actor_username, contest_data, participant_data, created_at from contest_audit_log where participant_data ->> 'user_id' = ${id} or actor_user_id = ${id}`,
  );
  return out;
}

/**
 * DSGVO Art. 17: deletes the account. Published reviews and visible articles stay as anonymous
 * (reviews.is_anonymous = true and user_id null; articles author_id null); unpublished articles
 * and all personal rows are removed (cascade from the user row) or anonymised (security log,
 * refused uploads, clicks and views the member made). Every file the member uploaded (avatar,
 * provider, review and article images) is deleted; content that stays loses those images.
 * The caller signs the user out.
 */
export async function deleteAccount(viewer: Viewer | null, confirmation: string) {
  if (!viewer) throw unauthorized(ACCOUNT_MESSAGES.notAuthenticated);
  if (!confirmsDeletion(confirmation, viewer.username)) throw badRequest(ACCOUNT_MESSAGES.confirmMismatch, { confirmation: ACCOUNT_MESSAGES.confirmMismatch });
  const fileKeys = await db.transaction(async (tx) => {
    await tx
      .delete(blogArticles)
      .where(
        sql`${blogArticles.authorId} = ${viewer.id} and not (${blogArticles.status} in ('published','scheduled') and coalesce(${blogArticles.publishDate}, ${blogArticles.createdAt}) <= now())`,
      );
    await tx.update(blogArticles).set({ featured: false }).where(eq(blogArticles.authorId, viewer.id));
    await tx.update(reviews).set({ isAnonymous: true }).where(eq(reviews.userId, viewer.id));
    await tx.delete(reviews).where(sql`${reviews.userId} = ${viewer.id} and ${reviews.status} <> 'published'`);
    await tx.update(providers).set({ isAnonymous: true }).where(eq(providers.userId, viewer.id));
    const keys = await detachMemberFiles(tx, viewer.id);
    await anonymiseLogs(tx, viewer.id, viewer.email);
    // Other members' notifications and the contest audit log name them 'Gelöschtes Mitglied' (issue #28).
    await forgetMemberInNotifications(tx, viewer.id);
    await forgetMemberInContestAudit(tx, viewer);
    // The user row cascades to profile, sessions, favourites, follows, logs, messages, ...;
    // reviews, articles and providers keep their rows with user_id / author_id set to null.
    const voted = (
      await tx.execute<{ review_id: string; author: string | null }>(sql`
        select v.review_id, r.user_id as author from review_helpful_votes v join reviews r on r.id = v.review_id where v.user_id = ${viewer.id} order by v.review_id`)
    ).rows;
    // Rows and files of the member in the 'Papierkorb' follow the same rules as the live ones (decision 0030).
    await forgetUserInTrash(
      tx,
      viewer.id,
      keys.map((k) => publicUrl(k.slice(0, k.indexOf("/")) as Bucket, k.slice(k.indexOf("/") + 1))),
    );
    const joined = (
      await tx.execute<{ contest_id: string }>(sql`select contest_id from contest_participations where user_id = ${viewer.id} order by contest_id`)
    ).rows;
    await tx.delete(user).where(eq(user.id, viewer.id));
    // The member's participations are gone with the user row: participant_count follows.
    for (const c of joined) await recountParticipants(c.contest_id, tx);
    // Helpful votes of the deleted user are gone: keep helpful_count and the authors' activity in step.
    for (const v of voted) await recountHelpfulVotes(v.review_id, tx);
    for (const author of new Set(voted.map((v) => v.author).filter((a): a is string => Boolean(a) && a !== viewer.id))) {
      await recalculateUserActivity(author, tx);
    }
    return keys;
  });
  // After the commit: the files themselves (a failure leaves an unreferenced row for the cleanup job).
  const { failed } = await deleteUploadsByKey(fileKeys);
  if (failed > 0) logger.warn({ failed }, "account deletion: some files not removed yet");
}

/**
 * Takes the member's files off every content that stays (anonymous reviews, visible articles incl.
 * images in their HTML, directory entries) and returns their upload keys for deletion.
 */
async function detachMemberFiles(tx: Transaction, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.ownerId, userId), inArray(uploads.bucket, MEMBER_BUCKETS)));
  const keys = rows.map((r) => r.key);
  if (keys.length === 0) return keys;
  const urls = keys.map((k) => publicUrl(k.slice(0, k.indexOf("/")) as Bucket, k.slice(k.indexOf("/") + 1)));
  const list = sql`array[${sql.join(
    urls.map((u) => sql`${u}`),
    sql`, `,
  )}]::text[]`;
  await tx.execute(sql`update reviews set image_url = null where image_url = any(${list})`);
  await tx.execute(sql`update blog_articles set featured_image_url = null where featured_image_url = any(${list})`);
  await tx.execute(sql`
    update providers set image_urls = array(select u from unnest(image_urls) with ordinality as t(u, n) where u <> all(${list}) order by n)
    where image_urls && ${list}`);
  await tx.execute(sql`update providers set image_url = image_urls[1] where image_url = any(${list})`);
  const articles = await tx.execute<{ id: string; content: string }>(sql`
    select id, content from blog_articles where exists (select 1 from unnest(${list}) u where strpos(content, u) > 0)`);
  const images = new RegExp(`<img\\b[^>]*\\ssrc="(?:${urls.map(escapeRegExp).join("|")})"[^>]*>`, "g");
  for (const a of articles.rows) {
    await tx
      .update(blogArticles)
      .set({ content: a.content.replace(images, "") })
      .where(eq(blogArticles.id, a.id));
  }
  return keys;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Rows that keep a record of an event stay without anything that leads to the member; the rest goes. */
async function anonymiseLogs(tx: Transaction, userId: string, email: string) {
  const forgottenKey = `d:${crypto.randomUUID()}`;
  await tx.execute(sql`update security_audit_log set user_id = null, ip_address = null, user_agent = null, session_id = null where user_id = ${userId}`);
  await tx.execute(sql`update malicious_file_attempts set user_id = null, ip_address = null where user_id = ${userId}`);
  // Counted views and clicks keep counting: the member's key becomes a key of no one (same row, same day).
  await tx.execute(sql`update custom_link_analytics set user_id = null, visitor_key = ${forgottenKey} where user_id = ${userId}`);
  await tx.execute(sql`update profile_views set viewer_user_id = null, visitor_key = ${forgottenKey} where viewer_user_id = ${userId}`);
  await tx.execute(sql`update provider_analytics set user_id = null where user_id = ${userId}`);
  await tx.execute(sql`update global_popup_interactions set user_id = null, visitor_key = ${forgottenKey} where user_id = ${userId}`);
  await tx.execute(sql`delete from rate_limits where ${rateLimitRowsOf(userId, email)}`);
  await tx.execute(sql`delete from verification where ${verificationRowsOf(userId, email)}`);
}
