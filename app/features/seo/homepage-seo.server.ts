import { desc, eq, sql } from "drizzle-orm";
import { homepageSeo } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { parseInput } from "~/lib/request.server";
import { invalidateDirectoryCache } from "~/features/providers/directory.server";
import { HOMEPAGE_SEO_FIELDS, homepageSeoSchema, SEO_MESSAGES, type HomepageSeoInput } from "./schema";
import { writeAuditLog } from "~/lib/audit-log.server";

/**
 * Homepage SEO in the back-office (spec 3 "Homepage SEO", sections 5, 7, 8): the newest row is in
 * effect; saving updates that row or inserts the first one. Admins only; audited. Home reads the
 * row through `getHomepageSeo` (features/providers/directory.server.ts), whose cache is dropped here.
 */

export type HomepageSeoForm = HomepageSeoInput & { id: string | null; updatedAt: string | null };

const EMPTY = Object.fromEntries(HOMEPAGE_SEO_FIELDS.map((k) => [k, ""])) as HomepageSeoInput;

/** The form values: the newest row (no row is not an error: empty fields). */
export async function loadHomepageSeoForm(viewer: Viewer | null): Promise<HomepageSeoForm> {
  requireAdmin(viewer);
  const [row] = await db.select().from(homepageSeo).orderBy(desc(homepageSeo.createdAt)).limit(1);
  if (!row) return { ...EMPTY, id: null, updatedAt: null };
  const values = Object.fromEntries(HOMEPAGE_SEO_FIELDS.map((k) => [k, row[k] ?? ""])) as HomepageSeoInput;
  return { ...values, id: row.id, updatedAt: row.updatedAt.toISOString() };
}

/** Saves the form: update the newest row by id, or insert one when none exists. Empty text is stored as null. */
export async function saveHomepageSeo(viewer: Viewer | null, raw: unknown): Promise<{ id: string }> {
  requireAdmin(viewer);
  const input = parseInput(homepageSeoSchema, raw, SEO_MESSAGES.saveFailed);
  const values = Object.fromEntries(HOMEPAGE_SEO_FIELDS.map((k) => [k, input[k] || null])) as Record<keyof HomepageSeoInput, string | null>;
  const id = await db.transaction(async (tx) => {
    // One writer at a time: two first saves must not insert two rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('homepage_seo'))`);
    const [newest] = await tx.select().from(homepageSeo).orderBy(desc(homepageSeo.createdAt)).limit(1).for("update");
    let rowId: string;
    if (newest) {
      await tx
        .update(homepageSeo)
        .set({ ...values, updatedBy: viewer.id, updatedAt: new Date() })
        .where(eq(homepageSeo.id, newest.id));
      rowId = newest.id;
    } else {
      const [inserted] = await tx
        .insert(homepageSeo)
        .values({ ...values, updatedBy: viewer.id })
        .returning({ id: homepageSeo.id });
      rowId = inserted!.id;
    }
    await writeAuditLog(tx, viewer, {
      action: newest ? "homepage_seo_update" : "homepage_seo_create",
      targetType: "homepage_seo",
      targetId: rowId,
      before: newest ? Object.fromEntries(HOMEPAGE_SEO_FIELDS.map((k) => [k, newest[k]])) : null,
      after: values,
    });
    return rowId;
  });
  invalidateDirectoryCache();
  return { id };
}
