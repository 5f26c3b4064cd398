import { getTableColumns, sql, type Table } from "drizzle-orm";
import * as schema from "~db/schema";
import { db } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import { AUDIT_EXTRA_FIELDS, AUDIT_REF_FIELDS, type AuditArea, type AuditChange, auditNameKey } from "~/lib/audit-catalog";

/**
 * Names for the audit list (decision 0030): the current name of an object by its id (for entries
 * written before names were recorded, and for fields that hold another object's id, such as the
 * author of a review), from the live row or, for deleted objects, from the 'Papierkorb'; and the
 * order of an area's fields (its table's column order).
 */

const NAME_SOURCES: Partial<Record<AuditArea, { table: string; column: string }>> = {
  provider: { table: "providers", column: "name" },
  review: { table: "reviews", column: "title" },
  article: { table: "blog_articles", column: "title" },
  user: { table: "profiles", column: "username" },
  message: { table: "admin_message_history", column: "title" },
  merchant: { table: "merchants", column: "name" },
  coupon: { table: "coupons", column: "code" },
  contest: { table: "contests", column: "title" },
  ads_banner: { table: "ads_banners", column: "name" },
  ads_campaign: { table: "ads_campaigns", column: "name" },
  ads_placement: { table: "ads_placements", column: "name" },
  global_popup: { table: "global_popups", column: "title" },
};

/** Current names of the given objects, keyed `area:id` (unknown ids are left out). */
export async function namesOf(objects: readonly { area: string; id: unknown }[]): Promise<Map<string, string>> {
  const wanted = new Map<AuditArea, Set<string>>();
  for (const { area, id } of objects) {
    if (typeof id !== "string" || !isUuid(id) || !(area in NAME_SOURCES)) continue;
    wanted.set(area as AuditArea, (wanted.get(area as AuditArea) ?? new Set()).add(id));
  }
  const names = new Map<string, string>();
  for (const [area, ids] of wanted) {
    const src = NAME_SOURCES[area]!;
    const list = sql.join(
      [...ids].map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const res = await db.execute<{ id: string; name: string | null }>(sql`
      select id::text as id, ${sql.identifier(src.column)}::text as name from ${sql.identifier(src.table)} where id in (${list})
      union all select object_id::text, label from trash where object_id in (${list})`);
    for (const r of res.rows) if (r.name && !names.has(auditNameKey(area, r.id))) names.set(auditNameKey(area, r.id), r.name);
  }
  return names;
}

/** The objects named by reference fields of these changes (e.g. a review's author). */
export function referencedObjects(changes: readonly AuditChange[]) {
  return changes.flatMap((c) => {
    const area = AUDIT_REF_FIELDS[c.field];
    return area
      ? [
          { area, id: c.before },
          { area, id: c.after },
        ]
      : [];
  });
}

/** The table behind each audit area whose rows can be named (also the catalogue test's source). */
export const AREA_TABLES: Partial<Record<AuditArea, Table>> = {
  provider: schema.providers,
  review: schema.reviews,
  article: schema.blogArticles,
  user: schema.profiles,
  message: schema.adminMessageHistory,
  merchant: schema.merchants,
  coupon: schema.coupons,
  contest: schema.contests,
  contest_config: schema.contestConfig,
  ads_banner: schema.adsBanners,
  ads_campaign: schema.adsCampaigns,
  ads_placement: schema.adsPlacements,
  global_popup: schema.globalPopups,
  popup_deletion_log: schema.popupDeletionLogs,
  homepage_seo: schema.homepageSeo,
};

const orders = new Map<string, Map<string, number>>();

/** The changes in the order of the area's columns (stored JSON has its own key order), others after. */
export function inFieldOrder(area: string, changes: AuditChange[]): AuditChange[] {
  let order = orders.get(area);
  if (!order) {
    const table = AREA_TABLES[area as AuditArea];
    const fields = [...(table ? Object.keys(getTableColumns(table)) : []), ...(AUDIT_EXTRA_FIELDS[area as AuditArea] ?? [])];
    order = new Map(fields.map((f, i) => [f, i]));
    orders.set(area, order);
  }
  const rank = (f: string) => order.get(f) ?? Number.MAX_SAFE_INTEGER;
  return [...changes].sort((a, b) => rank(a.field) - rank(b.field));
}
