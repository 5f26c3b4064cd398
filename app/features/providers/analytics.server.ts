import { sql } from "drizzle-orm";
import { PROVIDER_EVENT_DETAILS, PROVIDER_EVENT_TYPES, type ProviderEventDetail, type ProviderEventType } from "~db/schema/analytics";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import { isBotAgent, isCountedVisit } from "~/lib/visitor.server";

export function isProviderEventType(v: unknown): v is ProviderEventType {
  return typeof v === "string" && (PROVIDER_EVENT_TYPES as readonly string[]).includes(v);
}

/**
 * Records a provider event (view, detail_click, share). A detail_click may name the contact link it
 * followed (website, phone, email; none for the card's link to the provider page); a detail on
 * any other event is dropped. Not recorded for admins and bots (the user agent is read for that and
 * not stored, issue #28), nor for providers that are not public. Returns whether a row was written;
 * failures are silent.
 */
export async function recordProviderEvent(
  viewer: Viewer | null,
  event: { providerId: string; eventType: ProviderEventType; detail?: ProviderEventDetail | null; userAgent: string | null },
): Promise<boolean> {
  if (!isCountedVisit(viewer, { isBot: isBotAgent(event.userAgent) })) return false;
  if (!isUuid(event.providerId) || !isProviderEventType(event.eventType)) return false;
  const detail =
    event.eventType === "detail_click" && event.detail && (PROVIDER_EVENT_DETAILS as readonly string[]).includes(event.detail) ? event.detail : null;
  try {
    const res = await db.execute(sql`
      insert into provider_analytics (provider_id, event_type, detail, user_id)
      select id, ${event.eventType}, ${detail}, ${viewer?.id ?? null}
      from providers where id = ${event.providerId} and status = 'approved'`);
    const r = res as { rowCount?: number | null; affectedRows?: number };
    return Number(r.rowCount ?? r.affectedRows ?? 0) > 0;
  } catch {
    return false;
  }
}
