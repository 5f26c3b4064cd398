import { eq, inArray } from "drizzle-orm";
import { providers, reviews } from "~db/schema/index";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { cleanText } from "~/lib/sanitize.server";
import { parseInput } from "~/lib/request.server";
import { moveToTrash } from "~/lib/trash.server";
import { recalculateUserActivity } from "~/features/activity/activity.server";
import { recalculateProviderRank } from "../freshness/ranking.server";
import { coordinatesOnSubmit } from "../geo/coordinates.server";
import { resolveBulkIds } from "~/lib/bulk.server";
import { providerIdsMatching } from "./admin-list.server";
import {
  ADMIN_PROVIDER_MESSAGES,
  adminProviderActionSchema,
  adminProviderQuerySchema,
  adminProviderCreateSchema,
  type AdminProviderAction,
} from "./admin-schema";
import { invalidateDirectoryCache } from "../directory.server";
import { sendStatusMails, writeStatusMessages, type StatusNotice } from "../status-mail.server";
import { insertWithUniqueSlug, needsSlug, newProviderFields, uniqueProviderSlug } from "../writes.server";
import { writeAuditLog } from "~/lib/audit-log.server";

/**
 * Back-office changes of providers (spec 3 sections 2, 4, 5): approve, reject and delete one or
 * many rows in one transaction, and the create dialog. Every change writes an admin audit row
 * in its transaction; the directory cache is dropped and submitters are told. Deleted entries go
 * to the 'Papierkorb' (lib/trash.server.ts) with everything that belongs to them and their images.
 */

const STATUS_OF = { approve: "approved", reject: "rejected" } as const;

export type ModerationResult = { action: AdminProviderAction; changed: number; ids: string[] };

/** Review authors and owners whose activity score depends on these providers. */
async function affectedUsers(tx: Executor, rows: { id: string; userId: string | null }[]) {
  const users = new Set(rows.map((r) => r.userId).filter((u): u is string => u !== null));
  const authors = await tx
    .selectDistinct({ userId: reviews.userId })
    .from(reviews)
    .where(
      inArray(
        reviews.providerId,
        rows.map((r) => r.id),
      ),
    );
  for (const a of authors) if (a.userId) users.add(a.userId);
  return users;
}

/**
 * 'Alle N Treffer' (issue 30): `alle=1` with the list's filter (q, status, sort) stands for the ids
 * of every provider the filter finds, at most BULK_MAX (more is a German 400).
 */
async function withAllMatching(raw: unknown): Promise<unknown> {
  if (!raw || typeof raw !== "object" || (raw as Record<string, unknown>).alle !== "1") return raw;
  const query = adminProviderQuerySchema.parse(raw);
  const ids = await resolveBulkIds({ ids: [], all: true }, (limit) => providerIdsMatching(query, limit));
  return { ...raw, ids };
}

/**
 * Approves, rejects or deletes the given providers (admins only), all or none: one transaction,
 * one audit row per changed provider. Approval gives a provider without a real slug a unique one.
 * A rejection may carry a reason (cleaned text, at most 500 characters), stored on the entry and
 * sent to the submitter; approving clears it.
 * Rows already in the target status are left alone (no audit row, no mail).
 */
export async function moderateProviders(viewer: Viewer | null, raw: unknown): Promise<ModerationResult> {
  requireAdmin(viewer);
  const input = parseInput(adminProviderActionSchema, await withAllMatching(raw));
  const ids = [...new Set(input.ids)];
  const notices: StatusNotice[] = [];

  const changed = await db.transaction(async (tx) => {
    const rows = await tx.select().from(providers).where(inArray(providers.id, ids)).orderBy(providers.createdAt).for("update");
    if (rows.length !== ids.length) throw notFound(ADMIN_PROVIDER_MESSAGES.notFound);

    if (input.intent === "delete") {
      // Into the 'Papierkorb' with its reviews, favourites, claims, replies and files (decision 0030).
      const users = await affectedUsers(tx, rows);
      await moveToTrash(
        tx,
        viewer,
        "provider",
        rows.map((r) => ({ id: r.id, label: r.name })),
      );
      for (const row of rows) {
        await writeAuditLog(tx, viewer, { action: "provider.delete", targetType: "provider", targetId: row.id, before: row });
      }
      for (const userId of users) await recalculateUserActivity(userId, tx);
      return rows.length;
    }

    const status = STATUS_OF[input.intent];
    // The reason of a rejection, told to the submitter and shown in 'Meine Einträge'; approval clears it.
    const rejectionReason = status === "rejected" ? cleanText(input.reason ?? "") || null : null;
    const toChange = rows.filter((r) => r.status !== status);
    for (const row of toChange) {
      const slug = status === "approved" && needsSlug(row.slug) ? await uniqueProviderSlug(row.name, tx, row.id) : row.slug;
      await tx.update(providers).set({ status, slug, rejectionReason, updatedAt: new Date() }).where(eq(providers.id, row.id));
      await writeAuditLog(tx, viewer, {
        action: `provider.${input.intent}`,
        targetType: "provider",
        targetId: row.id,
        before: { status: row.status, slug: row.slug, ...(row.rejectionReason ? { rejectionReason: row.rejectionReason } : {}) },
        after: { status, slug, ...(rejectionReason ? { rejectionReason } : {}) },
      });
      notices.push({ userId: row.userId, providerId: row.id, name: row.name, slug, status, reason: rejectionReason });
    }
    await writeStatusMessages(tx, notices);
    for (const userId of new Set(toChange.map((r) => r.userId).filter((u): u is string => u !== null))) {
      await recalculateUserActivity(userId, tx);
    }
    return toChange.length;
  });

  invalidateDirectoryCache();
  await sendStatusMails(notices);
  return { action: input.intent, changed, ids };
}

/**
 * 'Anbieter hinzufügen': saved approved (public at once) with a unique slug, owned by the admin
 * who created it (spec 3 section 7).
 */
export async function createProviderAsAdmin(viewer: Viewer | null, raw: unknown) {
  requireAdmin(viewer);
  const input = parseInput(adminProviderCreateSchema, raw);
  const coordinates = await coordinatesOnSubmit({ postalCode: null, city: input.city, countryCode: "DE" });
  const created = await insertWithUniqueSlug(input.name, (slug) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(providers)
        .values({
          ...newProviderFields(viewer.id, input),
          city: input.city,
          address: input.address,
          ...coordinates,
          status: "approved",
          slug,
        })
        .returning();
      await recalculateProviderRank(row!.id, tx);
      await writeAuditLog(tx, viewer, { action: "provider.create", targetType: "provider", targetId: row!.id, after: row });
      await recalculateUserActivity(viewer.id, tx);
      return row!;
    }),
  );
  invalidateDirectoryCache();
  return { id: created.id, slug: created.slug, status: created.status };
}
