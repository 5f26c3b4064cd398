import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { referralCodes, referralSignups } from "~db/schema";
import { createCache } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { UUID_RE } from "~/lib/ids";

/**
 * Referral shares: a link like `/?ref={shareId}` (optionally `&rp={providerId}`) puts the share id
 * into a session cookie; after sign-up the referral signup is recorded once and the cookie cleared.
 */
export const REFERRAL_COOKIE = "hn_ref";
const SHARE_RE = /^[A-Za-z0-9_-]{3,64}$/;

export type Referral = { shareId: string; providerId: string | null };

export function readReferralParams(url: URL): Referral | null {
  const shareId = url.searchParams.get("ref");
  if (!shareId || !SHARE_RE.test(shareId)) return null;
  const rp = url.searchParams.get("rp");
  return { shareId, providerId: rp && UUID_RE.test(rp) ? rp : null };
}

export function referralCookieHeader(referral: Referral) {
  const value = encodeURIComponent(`${referral.shareId}|${referral.providerId ?? ""}`);
  // Session cookie (no Max-Age): held for the browser session only.
  return `${REFERRAL_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax`;
}

export const clearReferralCookieHeader = `${REFERRAL_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

export function readReferralCookie(request: Request): Referral | null {
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.split(/;\s*/).find((c) => c.startsWith(`${REFERRAL_COOKIE}=`));
  if (!match) return null;
  const [shareId, providerId] = decodeURIComponent(match.slice(REFERRAL_COOKIE.length + 1)).split("|");
  if (!shareId || !SHARE_RE.test(shareId)) return null;
  return { shareId, providerId: providerId && UUID_RE.test(providerId) ? providerId : null };
}

/**
 * Records the referral signup of a new user once (unique per referred user). Returns true when a
 * row was written. Failures are logged and ignored.
 */
export async function recordReferralSignup(referral: Referral, referredUserId: string, ip: string | null): Promise<boolean> {
  try {
    const [code] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.shareId, referral.shareId)).limit(1);
    let providerId = referral.providerId;
    if (providerId) {
      const exists = await db.execute(sql`select 1 from providers where id = ${providerId} limit 1`);
      if (exists.rows.length === 0) providerId = null;
    }
    const inserted = await db
      .insert(referralSignups)
      .values({
        shareId: referral.shareId,
        referrerUserId: code?.userId && code.userId !== referredUserId ? code.userId : null,
        referredUserId,
        providerId,
        signupIp: ip,
      })
      .onConflictDoNothing()
      .returning({ id: referralSignups.id });
    return inserted.length > 0;
  } catch (error) {
    logger.warn({ err: error }, "referral signup tracking failed");
    return false;
  }
}

/**
 * The viewer's share id for referral links (`?ref={shareId}`): the existing referral code, or a
 * new random one (created on first use, e.g. when the member opens a provider page).
 */
export function referralShareId(viewer: { id: string }): Promise<string> {
  // A member's code never changes once it exists: kept in memory, so a provider page asks once.
  return shareIds.get(viewer.id, () => loadOrCreateShareId(viewer.id));
}

const shareIds = createCache("referral-codes", { ttlMs: 10 * 60_000, max: 10_000 });

async function loadOrCreateShareId(userId: string): Promise<string> {
  const [existing] = await db
    .select({ shareId: referralCodes.shareId })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId))
    .orderBy(referralCodes.createdAt)
    .limit(1);
  if (existing) return existing.shareId;
  for (;;) {
    // 64 random bits; on the (unlikely) clash with another member's id, draw again.
    const shareId = crypto.randomBytes(8).toString("base64url");
    const inserted = await db.insert(referralCodes).values({ userId, shareId }).onConflictDoNothing().returning({ id: referralCodes.id });
    if (inserted.length > 0) return shareId;
  }
}

/** A link to `path` that records sign-ups for the sharing member (and the provider shared). */
export function referralLink(origin: string, path: string, shareId: string, providerId?: string | null): string {
  const params = new URLSearchParams({ ref: shareId, ...(providerId ? { rp: providerId } : {}) });
  return `${origin}${path}?${params.toString()}`;
}
