import { analyticsPageViews } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { consentFromCookieHeader } from "~/lib/consent";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import type { PageViewInput } from "./schema";
import { isCountedVisit } from "~/lib/visitor.server";

export type PageViewMeta = { cookieHeader: string | null; ip: string | null; userAgent: string | null; isBot: boolean };

/**
 * Records one page view (spec 2 sections 4 and 7) only when the request carries the visitor's
 * analytics consent (the consent cookie, decision 0019), never for admins and bots. Limited per
 * client address (rate limit `page_view`). No IP address is stored. Failures are silent: the
 * answer says only whether the view was recorded.
 */
export async function recordPageView(viewer: Viewer | null, input: PageViewInput, meta: PageViewMeta): Promise<boolean> {
  if (!isCountedVisit(viewer, meta)) return false;
  if (!consentFromCookieHeader(meta.cookieHeader)?.analytics) return false;
  const limit = await hitRateLimit("page_view", `ip:${meta.ip ?? "unknown"}`, { ip: meta.ip });
  if (!limit.allowed) return false;
  try {
    await db.insert(analyticsPageViews).values({
      visitorId: input.visitorId,
      pagePath: input.path.split(/[?#]/)[0]!,
      pageTitle: input.title || null,
      referrer: referrerOrigin(input.referrer),
      userAgent: meta.userAgent?.slice(0, 500) || null,
      screenResolution: input.screen ?? null,
      viewportSize: input.viewport ?? null,
      isMobile: input.mobile,
      isReturningVisitor: input.returning,
    });
    return true;
  } catch (error) {
    logger.warn({ err: error }, "page view not recorded");
    return false;
  }
}

/** Only the origin and path of the referrer are kept (no query strings with tokens or search terms). */
export function referrerOrigin(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === "http:" || url.protocol === "https:" ? `${url.origin}${url.pathname}`.slice(0, 500) : null;
  } catch {
    return null;
  }
}
