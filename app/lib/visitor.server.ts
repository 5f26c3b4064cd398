import { isbot } from "isbot";
import crypto from "node:crypto";
import { authSecret, clientIp } from "./auth.server";

/**
 * A key for counting an anonymous visitor once per day without a cookie: a hash of client address
 * and user agent, salted with the server secret and the day (UTC). The key changes every day and
 * cannot be turned back into an address; nothing is stored on the device. (Signed-in members are
 * counted by their id: `memberVisitorKey`.)
 */
export function dailyVisitorKey(request: Request, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const salt = crypto.createHmac("sha256", authSecret()).update(`visitor:${day}`).digest();
  const visitor = `${clientIp(request) ?? ""}|${request.headers.get("user-agent") ?? ""}`;
  return `a:${crypto.createHmac("sha256", salt).update(visitor).digest("hex").slice(0, 40)}`;
}

export function memberVisitorKey(userId: string) {
  return `u:${userId}`;
}

/**
 * Who is counted by view and click tracking, and on which day (UTC, as the visitor key).
 * `visitorKey` is the anonymous key; tracking functions use memberVisitorKey for signed-in viewers.
 */
export type TrackingMeta = { ip: string | null; userAgent: string | null; isBot: boolean; visitorKey: string; day: string };

/** A request without a user agent, or with a crawler's, is a bot's. */
export function isBotAgent(userAgent: string | null | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/**
 * The one rule 'does this visit count' for every view, click and interaction counter (spec 2:
 * admins are excluded from tracking; bots are never counted). A counter may leave out more (the
 * owner of a profile, say) but never fewer.
 */
export function isCountedVisit(viewer: { isAdmin: boolean } | null | undefined, meta: Pick<TrackingMeta, "isBot">): boolean {
  return !meta.isBot && !viewer?.isAdmin;
}

export function trackingMeta(request: Request, now = new Date()): TrackingMeta {
  const userAgent = request.headers.get("user-agent") ?? "";
  return {
    ip: clientIp(request),
    userAgent,
    isBot: isBotAgent(userAgent),
    visitorKey: dailyVisitorKey(request, now),
    day: now.toISOString().slice(0, 10),
  };
}
