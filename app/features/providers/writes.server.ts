import { eq } from "drizzle-orm";
import { imageCopyrightConfirmations, providers, providerTranslations } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import type { Executor } from "~db/types";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { asOverloaded, badRequest, GENERIC_ERROR, HttpError, notFound, unauthorized } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { slugify } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { replaceStoredImage } from "~/lib/images.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/request.server";
import { logSecurityEvent } from "~/lib/security-log.server";
import { claimUploads } from "~/lib/uploads.server";
import { recalculateUserActivity } from "~/features/activity/activity.server";
import { coordinatesOnAdminSave, coordinatesOnSubmit } from "./geo/coordinates.server";
import { canUseB2b, type ProviderCategory } from "./categories";
import { invalidateDirectoryCache, listCountries } from "./directory.server";
import { recalculateProviderRank } from "./freshness/ranking.server";
import { sendStatusMails, writeStatusMessages, type StatusNotice } from "./status-mail.server";
import { PROVIDER_MESSAGES, providerAdminSchema, providerSubmitSchema, type ProviderSubmitInput } from "./schema";
import { writeAuditLog } from "~/lib/audit-log.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { freeSlug } from "~/lib/unique-slug.server";

/** Provider writes: submission, admin edit, unique slugs, copyright confirmations. */

// ----------------------------------------------------------------------------- slugs
/** Slugs that stand for "none yet" (the spec's fallback 'temp-slug' and its numbered forms). */
export function needsSlug(slug: string | null | undefined): boolean {
  return !slug || /^temp-slug(-\d+)?$/.test(slug);
}

/** A unique slug from the name: umlauts transliterated, collisions numbered (-2, -3, ...). */
export async function uniqueProviderSlug(name: string, executor: Executor = db, exceptId?: string): Promise<string> {
  return freeSlug(executor, providers, slugify(name, 90) || "temp-slug", { exceptId });
}

/**
 * Image URLs must be uploads in provider-images (of `ownerId`; any owner for admins); they are
 * claimed inside the saving transaction. URLs the entry already has are kept as they are.
 */
async function claimProviderImages(tx: Executor, urls: string[], ownerId: string | null, existing: string[] = []) {
  const fresh = urls.filter((u) => !existing.includes(u));
  if (!(await claimUploads(tx, fresh, { bucket: "provider-images", ownerId }))) {
    throw badRequest("Ungültiges Bild", { imageUrls: "Ungültiges Bild" });
  }
}

/** The address and contact fields, the same in the submission and the admin edit. */
function placeAndContact(input: Pick<ProviderSubmitInput, "address" | "city" | "postalCode" | "countryCode" | "phone" | "email" | "website">) {
  const { address, city, postalCode, countryCode, phone, email, website } = input;
  return { address, city, postalCode, countryCode, phone, email, website };
}

/** The first fields of a new entry: owner, texts, and the primary category as its only category. */
export function newProviderFields(userId: string, input: { name: string; description: string; category: ProviderCategory }) {
  return { userId, name: input.name, description: input.description, category: input.category, categories: [input.category] };
}

/** Runs an insert with a fresh unique slug, retrying when a concurrent insert took it. */
export async function insertWithUniqueSlug<T>(name: string, run: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueProviderSlug(name);
    try {
      return await run(slug);
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * A signed-in user submits a provider: validated (spec 1 section 5), rate limited
 * (form_submission), saved as pending with a unique slug. Copyright confirmations are recorded per
 * image with the user agent.
 */
export async function submitProvider(viewer: Viewer | null, raw: unknown, meta: { ip?: string | null; userAgent?: string | null; request?: Request } = {}) {
  if (!viewer) throw unauthorized(PROVIDER_MESSAGES.login);
  await enforceRateLimit("form_submission", `user:${viewer.id}`, { userId: viewer.id, ip: meta.ip, message: PROVIDER_MESSAGES.rateLimit });
  let input;
  try {
    input = parseInput(providerSubmitSchema, raw, PROVIDER_MESSAGES.form);
  } catch (error) {
    void logSecurityEvent({ eventType: "provider_creation_failed", userId: viewer.id, request: meta.request, details: { reason: "validation" } });
    throw error;
  }
  if (input.category === "b2b_gewerbe" && !canUseB2b(viewer)) {
    throw badRequest(PROVIDER_MESSAGES.form, { category: PROVIDER_MESSAGES.b2b });
  }
  await assertCountry(input.countryCode);
  const coordinates = await coordinatesOnSubmit(input);
  const created = await insertWithUniqueSlug(input.name, (slug) =>
    db.transaction(async (tx) => {
      await claimProviderImages(tx, input.imageUrls, viewer.id);
      const [row] = await tx
        .insert(providers)
        .values({
          ...newProviderFields(viewer.id, input),
          ...placeAndContact(input),
          imageUrl: input.imageUrls[0] ?? null,
          imageUrls: input.imageUrls,
          isAnonymous: input.isAnonymous,
          ...coordinates,
          status: "pending",
          slug,
        })
        .returning({ id: providers.id, slug: providers.slug, status: providers.status });
      await recalculateProviderRank(row!.id, tx);
      return row!;
    }),
  );
  invalidateDirectoryCache();
  void logSecurityEvent({ eventType: "provider_created_successfully", userId: viewer.id, request: meta.request, details: { providerId: created.id } });
  return created;
}

/**
 * The answer to a failed submission (spec 1 section 8, "Add provider"): the form's field messages,
 * the sign-in and the rate-limit texts as they are; anything else as 'Fehler beim Einreichen des
 * Anbieters: {message}' (field errors kept beside their fields).
 */
export function submissionError(error: unknown): unknown {
  if (error instanceof Response) return error;
  if (error instanceof HttpError) {
    if (error.message === PROVIDER_MESSAGES.form || error.status === 401 || error.status === 429) return error;
    return new HttpError(error.status, PROVIDER_MESSAGES.submitFailed(error.message), error.fieldErrors, error.init.headers);
  }
  const busy = asOverloaded(error);
  if (busy) return new HttpError(busy.status, PROVIDER_MESSAGES.submitFailed(busy.message), undefined, busy.init.headers);
  logger.error({ err: error }, "provider submission failed");
  return new HttpError(500, PROVIDER_MESSAGES.submitFailed(GENERIC_ERROR));
}

/** One copyright confirmation row per uploaded provider image (failures are silent, spec 1 section 8). */
export async function recordCopyrightConfirmation(userId: string, imageUrl: string, userAgent: string | null) {
  try {
    await db.insert(imageCopyrightConfirmations).values({ userId, imageUrl, userAgent: userAgent?.slice(0, 500) ?? null });
  } catch {
    // silent
  }
}

async function assertCountry(code: string) {
  const list = await listCountries();
  if (!list.some((c) => c.code === code)) throw badRequest(PROVIDER_MESSAGES.form, { countryCode: PROVIDER_MESSAGES.country });
}

/**
 * The admin edit dialog: every field incl. status, flags, categories, SEO and images. Only
 * admins; recalculates the owner's activity when the status changes, tells the submitter when it
 * becomes approved or rejected, and writes the audit row `provider.update`.
 */
export async function updateProviderAsAdmin(viewer: Viewer | null, providerId: string, raw: unknown) {
  requireAdmin(viewer);
  if (!isUuid(providerId)) throw notFound(PROVIDER_MESSAGES.notFound);
  const input = parseInput(providerAdminSchema, raw, PROVIDER_MESSAGES.form) as ReturnType<typeof providerAdminSchema.parse>;
  const [existing] = await db.select().from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!existing) throw notFound(PROVIDER_MESSAGES.notFound);
  await assertCountry(input.countryCode);
  // Primary first, no duplicates, at least one category.
  const categories = [input.category, ...input.categories.filter((c) => c !== input.category)];
  if (categories.length === 0) throw badRequest(PROVIDER_MESSAGES.form, { categories: PROVIDER_MESSAGES.categories });
  const slug = existing.name === input.name && !needsSlug(existing.slug) ? existing.slug : await uniqueProviderSlug(input.name, db, existing.id);
  const coordinates = await coordinatesOnAdminSave(existing, input);
  const statusChanged = existing.status !== input.status && input.status !== "pending";
  const notices: StatusNotice[] = statusChanged
    ? [{ userId: existing.userId, providerId, name: input.name, slug, status: input.status as StatusNotice["status"] }]
    : [];

  const save = () =>
    db.transaction(async (tx) => {
      await claimProviderImages(tx, input.imageUrls, null, existing.imageUrls);
      const [row] = await tx
        .update(providers)
        .set({
          name: input.name,
          slug,
          description: input.description,
          category: input.category,
          categories,
          ...placeAndContact(input),
          dofollowWebsite: input.dofollowWebsite,
          imageUrls: input.imageUrls,
          imageUrl: input.imageUrls[0] ?? null,
          status: input.status,
          // A rejection's reason belongs to that rejection: it goes when the entry leaves 'rejected'.
          rejectionReason: input.status === "rejected" ? existing.rejectionReason : null,
          verified: input.verified,
          featured: input.featured,
          isAnonymous: input.isAnonymous,
          metaTitle: input.metaTitle,
          metaDescription: input.metaDescription,
          ...coordinates,
          updatedAt: new Date(),
          // The admin edit is a change of the entry's data: fresh date, the reminder may come again.
          dataUpdatedAt: new Date(),
        })
        .where(eq(providers.id, providerId))
        .returning();
      await recalculateProviderRank(providerId, tx);
      await writeAuditLog(tx, viewer, { action: "provider.update", targetType: "provider", targetId: providerId, before: existing, after: row });
      await writeStatusMessages(tx, notices);
      // The German texts are also kept as the provider's "de" translation (spec 1 section 7).
      const translation = { name: input.name, description: input.description, address: input.address, city: input.city, updatedAt: new Date() };
      await tx
        .insert(providerTranslations)
        .values({ providerId, language: "de", ...translation })
        .onConflictDoUpdate({ target: [providerTranslations.providerId, providerTranslations.language], set: translation });
      if (existing.userId && existing.status !== input.status) await recalculateUserActivity(existing.userId, tx);
      return { id: row!.id, slug: row!.slug, status: row!.status, userId: row!.userId };
    });
  // Images taken off the entry are deleted once the save committed.
  const removed = existing.imageUrls.filter((u) => !input.imageUrls.includes(u));
  const updated = await replaceStoredImage({ save: async () => ({ result: await save(), previous: removed }) });
  invalidateDirectoryCache();
  await sendStatusMails(notices);
  return updated;
}

/** Raw values for the admin edit form. */
export async function providerForAdminForm(viewer: Viewer | null, providerId: string) {
  requireAdmin(viewer);
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!row) throw notFound(PROVIDER_MESSAGES.notFound);
  return row;
}
