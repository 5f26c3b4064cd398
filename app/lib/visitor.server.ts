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

export function trackingMeta(request: Request, now = new Date()): TrackingMeta {
  const userAgent = request.headers.get("user-agent") ?? "";
  return {
    ip: clientIp(request),
    userAgent,
    isBot: !userAgent || isbot(userAgent),
    visitorKey: dailyVisitorKey(request, now),
    day: now.toISOString().slice(0, 10),
  };
}
