import { and, asc, eq, sql } from "drizzle-orm";
import { profiles, providerChangeRequests, providers, providerTranslations, user, type Provider } from "~db/schema";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { baseUrl } from "~/lib/env.server";
import { conflict, notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { logger } from "~/lib/logger.server";
import { actionMail } from "~/lib/mail-templates";
import { sendMail } from "~/lib/mail.server";
import { parseInput } from "~/lib/request.server";
import { categoryLabel, type ProviderCategory } from "~/features/providers/categories";
import { coordinatesOnAdminSave } from "~/features/providers/geo/coordinates.server";
import { invalidateDirectoryCache } from "~/features/providers/directory.server";
import { recalculateProviderRank } from "~/features/providers/freshness/ranking.server";
import { needsSlug, uniqueProviderSlug } from "~/features/providers/writes.server";
import { changeRequestDecisionSchema, OWNER_EDIT_MESSAGES, REVIEWED_FIELDS, REVIEWED_FIELD_LABELS, type ReviewedField } from "./owner-edit-schema";
import { providerPath } from "~/lib/paths";
import { writeAuditLog } from "~/lib/audit-log.server";
import { insertMessages } from "~/lib/inbox-writer.server";

/**
 * Owners' changes of name, category and address (issue #26 item 6): they wait in the providers
 * tab's queue 'Änderungsanfragen' until an admin approves (the values are applied in one
 * transaction, with a new slug and coordinates as the admin edit makes them) or rejects them;
 * the owner who asked gets an inbox message and a mail either way.
 */

export type ReviewedChanges = Partial<Record<ReviewedField, string | null>>;

/** The reviewed fields of a row, for `previous` and the owner's form. */
export function reviewedValues(p: Pick<Provider, ReviewedField>): Record<ReviewedField, string | null> {
  return { name: p.name, category: p.category, address: p.address, postalCode: p.postalCode, city: p.city, countryCode: p.countryCode };
}

/** Only the known fields of a stored `changes` object. */
export function cleanChanges(raw: Record<string, unknown>): ReviewedChanges {
  const out: ReviewedChanges = {};
  for (const key of REVIEWED_FIELDS) if (Object.hasOwn(raw, key)) out[key] = typeof raw[key] === "string" ? (raw[key] as string) : null;
  return out;
}

/**
 * The provider's columns after applying reviewed changes: a new slug when the name changed, the
 * new primary category first in `categories`, coordinates as the admin edit computes them.
 * Call outside a transaction (the geocoder may answer slowly).
 */
export async function reviewedUpdate(existing: Provider, changes: ReviewedChanges) {
  const next = { ...reviewedValues(existing), ...changes };
  const name = next.name ?? existing.name;
  const category = (next.category ?? existing.category) as ProviderCategory;
  const countryCode = next.countryCode ?? existing.countryCode;
  const slug = name === existing.name && !needsSlug(existing.slug) ? existing.slug : await uniqueProviderSlug(name, db, existing.id);
  const categories = [category, ...existing.categories.filter((c) => c !== category && c !== existing.category)];
  const coordinates = await coordinatesOnAdminSave(existing, {
    postalCode: next.postalCode,
    city: next.city,
    countryCode,
    latitude: existing.latitude,
    longitude: existing.longitude,
  });
  return { name, slug, category, categories, address: next.address, postalCode: next.postalCode, city: next.city, countryCode, ...coordinates };
}

/** Writes reviewed changes (computed by `reviewedUpdate`) in the caller's transaction; keeps the 'de' translation in step. */
export async function applyReviewedUpdate(tx: Executor, providerId: string, update: Awaited<ReturnType<typeof reviewedUpdate>>) {
  const now = new Date();
  const [row] = await tx
    .update(providers)
    .set({ ...update, updatedAt: now, dataUpdatedAt: now })
    .where(eq(providers.id, providerId))
    .returning();
  const translation = { name: update.name, address: update.address, city: update.city, updatedAt: now };
  await tx
    .insert(providerTranslations)
    .values({ providerId, language: "de", ...translation })
    .onConflictDoUpdate({ target: [providerTranslations.providerId, providerTranslations.language], set: translation });
  await recalculateProviderRank(providerId, tx);
  return row!;
}

export type PendingChange = { id: string; createdAt: string; changes: ReviewedChanges; previous: ReviewedChanges };

/** The provider's pending change request ('Wartet auf Prüfung'), or null. */
export async function pendingChangeRequest(providerId: string, executor: Executor = db): Promise<PendingChange | null> {
  if (!isUuid(providerId)) return null;
  const [row] = await executor
    .select()
    .from(providerChangeRequests)
    .where(and(eq(providerChangeRequests.providerId, providerId), eq(providerChangeRequests.status, "pending")))
    .limit(1);
  return row ? { id: row.id, createdAt: row.createdAt.toISOString(), changes: cleanChanges(row.changes), previous: cleanChanges(row.previous) } : null;
}

/** A value of a reviewed field as people read it (category label, 'leer'). */
export function changeValueText(field: ReviewedField, value: string | null | undefined): string {
  if (!value) return "–";
  return field === "category" ? categoryLabel(value) : value;
}

export type ChangeRequestItem = {
  id: string;
  providerId: string;
  providerName: string;
  providerHref: string;
  requester: string | null;
  createdAt: string;
  rows: { field: ReviewedField; label: string; before: string; after: string }[];
};

/** The queue 'Änderungsanfragen': pending requests, oldest first. Admins only. */
export async function listChangeRequests(admin: Viewer | null, opts: { limit?: number } = {}) {
  requireAdmin(admin);
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 200);
  const pending = eq(providerChangeRequests.status, "pending");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: providerChangeRequests.id,
        providerId: providers.id,
        providerName: providers.name,
        providerSlug: providers.slug,
        changes: providerChangeRequests.changes,
        previous: providerChangeRequests.previous,
        createdAt: providerChangeRequests.createdAt,
        username: profiles.username,
        email: user.email,
      })
      .from(providerChangeRequests)
      .innerJoin(providers, eq(providers.id, providerChangeRequests.providerId))
      .leftJoin(user, eq(user.id, providerChangeRequests.requestedBy))
      .leftJoin(profiles, eq(profiles.id, providerChangeRequests.requestedBy))
      .where(pending)
      .orderBy(asc(providerChangeRequests.createdAt), asc(providerChangeRequests.id))
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(providerChangeRequests).where(pending),
  ]);
  const items: ChangeRequestItem[] = rows.map((r) => {
    const changes = cleanChanges(r.changes);
    const previous = cleanChanges(r.previous);
    return {
      id: r.id,
      providerId: r.providerId,
      providerName: r.providerName,
      providerHref: providerPath({ id: r.providerId, slug: r.providerSlug }),
      requester: r.username ?? r.email ?? null,
      createdAt: r.createdAt.toISOString(),
      rows: REVIEWED_FIELDS.filter((f) => Object.hasOwn(changes, f)).map((f) => ({
        field: f,
        label: REVIEWED_FIELD_LABELS[f],
        before: changeValueText(f, previous[f]),
        after: changeValueText(f, changes[f]),
      })),
    };
  });
  return { items, total: Number(counted?.total ?? 0) };
}

function decisionTexts(approved: boolean, name: string, adminNote: string | null) {
  const reason = adminNote ? ` Begründung: ${adminNote}` : "";
  return approved
    ? {
        subject: `Deine Änderung an „${name}“ ist übernommen`,
        intro: `deine Änderung von Name, Kategorie oder Adresse des Eintrags „${name}“ wurde geprüft und ist jetzt sichtbar.${reason}`,
        action: "Zum Eintrag",
      }
    : {
        subject: `Deine Änderung an „${name}“ wurde abgelehnt`,
        intro: `wir haben deine Änderung von Name, Kategorie oder Adresse des Eintrags „${name}“ geprüft und können sie leider nicht übernehmen. Die bisherigen Angaben bleiben.${reason}`,
        action: "Eintrag ansehen",
      };
}

/**
 * Approves (applies the values) or rejects a pending change request. Admins only (401/403);
 * unknown request 404, decided one 409. Status, provider, message and audit row in one
 * transaction; the mail after the commit.
 */
export async function decideChangeRequest(admin: Viewer | null, requestId: string, raw: Record<string, unknown>) {
  requireAdmin(admin);
  const input = parseInput(changeRequestDecisionSchema, raw);
  if (!isUuid(requestId)) throw notFound(OWNER_EDIT_MESSAGES.requestNotFound);
  const [request] = await db.select().from(providerChangeRequests).where(eq(providerChangeRequests.id, requestId)).limit(1);
  if (!request) throw notFound(OWNER_EDIT_MESSAGES.requestNotFound);
  if (request.status !== "pending") throw conflict(OWNER_EDIT_MESSAGES.requestDecided);
  const [existing] = await db.select().from(providers).where(eq(providers.id, request.providerId)).limit(1);
  if (!existing) throw notFound(OWNER_EDIT_MESSAGES.notFound);
  const approve = input.decision === "approve";
  const changes = cleanChanges(request.changes);
  const update = approve ? await reviewedUpdate(existing, changes) : null;
  const adminNote = input.adminNote ?? null;

  const decided = await db.transaction(async (tx) => {
    const [locked] = await tx
      .update(providerChangeRequests)
      .set({ status: approve ? "approved" : "rejected", decidedBy: admin.id, decidedAt: new Date() })
      .where(and(eq(providerChangeRequests.id, requestId), eq(providerChangeRequests.status, "pending")))
      .returning({ id: providerChangeRequests.id });
    if (!locked) throw conflict(OWNER_EDIT_MESSAGES.requestDecided);
    const row = update ? await applyReviewedUpdate(tx, existing.id, update) : existing;
    const href = providerPath(row);
    const texts = decisionTexts(approve, row.name, adminNote);
    if (request.requestedBy) {
      await insertMessages(tx, [
        {
          userId: request.requestedBy,
          messageType: "system",
          title: texts.subject,
          content: `${texts.intro.charAt(0).toUpperCase()}${texts.intro.slice(1)}`,
          metadata: {
            provider_id: row.id,
            provider_name: row.name,
            provider_url: href,
            status: approve ? "approved" : "rejected",
            change_request_id: requestId,
          },
        },
      ]);
    }
    const before = reviewedValues(existing);
    await writeAuditLog(tx, admin, {
      action: approve ? "provider.change_approve" : "provider.change_reject",
      targetType: "provider",
      targetId: existing.id,
      label: row.name,
      before: { changeRequestId: requestId, ...Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as ReviewedField]])) },
      after: { changeRequestId: requestId, ...(approve ? changes : {}), ...(adminNote ? { adminNote } : {}) },
    });
    return { texts, href };
  });
  if (approve) invalidateDirectoryCache();
  if (request.requestedBy) {
    const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, request.requestedBy)).limit(1);
    if (account) {
      try {
        await sendMail(actionMail({ to: account.email, ...decided.texts, link: `${baseUrl()}${decided.href}` }));
      } catch (error) {
        logger.error({ err: error, requestId }, "change request decision mail failed");
      }
    }
  }
  return {
    id: requestId,
    status: approve ? ("approved" as const) : ("rejected" as const),
    message: approve ? OWNER_EDIT_MESSAGES.requestApproved : OWNER_EDIT_MESSAGES.requestRejected,
  };
}
