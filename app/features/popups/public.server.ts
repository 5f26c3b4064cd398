import { sql } from "drizzle-orm";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import { isCountedVisit, memberVisitorKey, type TrackingMeta } from "~/lib/visitor.server";
import type { PopupInteractionInput, PublicPopup } from "./schema";

/**
 * The popup shown to visitors (spec 2 section 7): active, and its optional dates include now; the
 * most recently changed one when several are active. Null when there is none or on a failure.
 */
export async function activePopup(now = new Date()): Promise<PublicPopup | null> {
  try {
    const res = await db.execute<{
      id: string;
      title: string;
      message: string;
      link_url: string | null;
      link_text: string | null;
      updated_at: string | Date;
    }>(sql`
      select id, title, message, link_url, link_text, updated_at from global_popups
      where is_active and (start_date is null or start_date <= ${now.toISOString()}::timestamptz)
        and (end_date is null or end_date >= ${now.toISOString()}::timestamptz)
      order by updated_at desc, id limit 1`);
    const r = res.rows[0];
    if (!r) return null;
    return { id: r.id, title: r.title, message: r.message, linkUrl: r.link_url, linkText: r.link_text, version: new Date(r.updated_at).toISOString() };
  } catch {
    return null;
  }
}

/**
 * Records a view, close, like or share (spec 2 section 7) with the visitor key of `meta`: the
 * member's id, or the daily salted hash of address and browser (app/lib/visitor.server.ts). No IP
 * address, user agent or browser-session id is stored (issue #28). A like counts once per visitor
 * (and day, for visitors without an account) and popup version (an admin's edit changes updated_at
 * and shows the popup again, so it may be liked again). Bots and admins are not counted
 * (isCountedVisit); unknown popups and failures write nothing.
 */
export async function recordPopupInteraction(
  viewer: Viewer | null,
  input: PopupInteractionInput,
  meta: Pick<TrackingMeta, "isBot" | "visitorKey">,
): Promise<boolean> {
  if (!isCountedVisit(viewer, meta)) return false;
  if (!isUuid(input.popupId)) return false;
  const visitor = viewer ? memberVisitorKey(viewer.id) : meta.visitorKey;
  const onceOnly = input.interactionType === "like";
  try {
    const res = await db.execute(sql`
      insert into global_popup_interactions (popup_id, user_id, interaction_type, visitor_key)
      select id, ${viewer?.id ?? null}, ${input.interactionType}, ${visitor}
      from global_popups where id = ${input.popupId}
      ${onceOnly ? sql`and not exists (select 1 from global_popup_interactions i where i.popup_id = ${input.popupId} and i.visitor_key = ${visitor} and i.interaction_type = 'like' and i.created_at >= global_popups.updated_at)` : sql``}`);
    const r = res as { rowCount?: number | null; affectedRows?: number };
    return Number(r.rowCount ?? r.affectedRows ?? 0) > 0;
  } catch {
    return false;
  }
}
