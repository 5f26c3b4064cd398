import { and, eq, or } from "drizzle-orm";
import { providerChangeRequests, providers, type Provider } from "~db/schema";
import type { OpeningHours } from "~db/provider-values";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest, forbidden, notFound, unauthorized } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { replaceStoredImage } from "~/lib/images.server";
import { enforceRateLimit, RATE_LIMIT_MESSAGE } from "~/lib/rate-limit.server";
import { claimUploads } from "~/lib/uploads.server";
import { canUseB2b } from "~/features/providers/categories";
import { invalidateDirectoryCache, listCountries } from "~/features/providers/directory.server";
import { PROVIDER_MESSAGES } from "~/features/providers/schema";
import { recalculateProviderRank } from "~/features/providers/freshness/ranking.server";
import { uploadImage } from "~/features/providers/uploads.server";
import { applyReviewedUpdate, pendingChangeRequest, reviewedUpdate, reviewedValues, type ReviewedChanges } from "./change-requests.server";
import { CLUB_FACT_KEYS, isSocialClub, readClubFacts, readOpeningHours, type ClubFacts } from "./listing-values";
import { ownerEditSchema, OWNER_EDIT_MESSAGES, REVIEWED_FIELDS } from "./owner-edit-schema";
import { writeAuditLog } from "~/lib/audit-log.server";
import { isProviderOwner } from "~/features/providers/owners.server";

/**
 * 'Eintrag bearbeiten' (issue #26 item 6): the owners of a listing (the one rule of
 * features/providers/owners.server.ts) and admins change description, contacts, opening hours, logo, photos and
 * club facts directly; name, category and address wait for an admin (./change-requests.server.ts).
 * Every change sets 'Zuletzt aktualisiert' and is written to the audit log.
 */

const MAX_IMAGES = 5;

/** The listing by id or slug, when the viewer may edit it: 401 signed out, 404 unknown, 403 neither owner nor admin. */
export async function editableListing(viewer: Viewer | null, key: string): Promise<Provider> {
  if (!viewer) throw unauthorized(OWNER_EDIT_MESSAGES.signIn);
  const [row] = await db
    .select()
    .from(providers)
    .where(isUuid(key) ? or(eq(providers.id, key), eq(providers.slug, key)) : eq(providers.slug, key))
    .limit(1);
  if (!row) throw notFound(OWNER_EDIT_MESSAGES.notFound);
  if (!viewer.isAdmin && !(await isProviderOwner(viewer, row.id))) throw forbidden(OWNER_EDIT_MESSAGES.notOwner);
  return row;
}

/** The edit page's data: the stored values and the pending change request. */
export async function ownerEditData(viewer: Viewer | null, key: string) {
  const p = await editableListing(viewer, key);
  const [pending, countries] = await Promise.all([pendingChangeRequest(p.id), listCountries()]);
  return {
    provider: {
      id: p.id,
      slug: p.slug,
      status: p.status,
      name: p.name,
      category: p.category,
      categories: p.categories,
      description: p.description,
      address: p.address,
      postalCode: p.postalCode,
      city: p.city,
      countryCode: p.countryCode,
      phone: p.phone,
      email: p.email,
      website: p.website,
      logoUrl: p.logoUrl,
      imageUrls: p.imageUrls.length > 0 ? p.imageUrls : p.imageUrl ? [p.imageUrl] : [],
      openingHours: p.openingHours,
      clubAdmission: p.clubAdmission,
      clubFeeMinCents: p.clubFeeMinCents,
      clubFeeMaxCents: p.clubFeeMaxCents,
      clubLicence: p.clubLicence,
      minimumAge: p.minimumAge,
      clubFactsUpdatedAt: p.clubFactsUpdatedAt?.toISOString() ?? null,
      dataUpdatedAt: p.dataUpdatedAt.toISOString(),
      isClub: isSocialClub(p),
    },
    pending,
    countries,
  };
}
export type OwnerEditData = Awaited<ReturnType<typeof ownerEditData>>;

/** Longest text per field: longer input is refused (never cut), so that nothing changes unseen. */
const TEXT_LIMITS: Record<string, number> = {
  name: 100,
  address: 500,
  city: 100,
  postalCode: 20,
  phone: 50,
  email: 200,
  website: 500,
  countryCode: 2,
  category: 40,
};

function tooLong(form: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, max] of Object.entries(TEXT_LIMITS)) {
    const value = form[field];
    if (typeof value === "string" && value.trim().length > max) errors[field] = OWNER_EDIT_MESSAGES.tooLong(max);
  }
  return errors;
}

const files = (v: unknown): File[] => (Array.isArray(v) ? v : [v]).filter((f): f is File => f instanceof File && f.size > 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Files chosen in the form without JavaScript, stored through the upload pipeline (copyright confirmed in the form). */
async function uploadFormFiles(viewer: Viewer, list: File[], form: Record<string, unknown>, meta: SaveMeta): Promise<string[]> {
  const urls: string[] = [];
  const copyrightConfirmed = ["1", "on", "true"].includes(String(form.copyright ?? ""));
  for (const file of list) {
    const { url } = await uploadImage(
      viewer,
      { file, kind: "provider", copyrightConfirmed },
      { userAgent: meta.userAgent ?? null, ip: meta.ip, request: meta.request },
    );
    urls.push(url);
  }
  return urls;
}

type SaveMeta = { ip?: string | null; userAgent?: string | null; request?: Request };

/**
 * Saves the owner's form. Direct fields are published at once (with data_updated_at, and
 * club_facts_updated_at when a club fact changed); changed name, category or address replace the
 * listing's pending change request (admins' own changes apply at once). 30 saves per hour
 * ('Zu viele Versuche'), admins exempt.
 */
export async function saveOwnerEdit(viewer: Viewer | null, key: string, form: Record<string, unknown>, meta: SaveMeta = {}) {
  if (!viewer) throw unauthorized(OWNER_EDIT_MESSAGES.signIn);
  const existing = await editableListing(viewer, key);
  if (!viewer.isAdmin) await enforceRateLimit("owner_edit", `user:${viewer.id}`, { userId: viewer.id, ip: meta.ip, message: RATE_LIMIT_MESSAGE });

  const parsed = ownerEditSchema.safeParse(form);
  const errors: Record<string, string> = tooLong(form);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "_form")] ??= issue.message;
  const hours = readOpeningHours(form);
  const club = isSocialClub(existing) ? readClubFacts(form) : null;
  Object.assign(errors, hours.errors, club?.errors ?? {});
  if (parsed.success && parsed.data.category !== existing.category && parsed.data.category === "b2b_gewerbe" && !canUseB2b(viewer))
    errors.category = PROVIDER_MESSAGES.b2b;
  if (parsed.success && !(await listCountries()).some((c) => c.code === parsed.data.countryCode)) errors.countryCode = PROVIDER_MESSAGES.country;
  const photoFiles = files(form.photoFiles);
  const logoFiles = files(form.logoFile);
  if (!parsed.success || Object.keys(errors).length > 0) throw badRequest(OWNER_EDIT_MESSAGES.form, errors);
  const input = parsed.data;

  let imageUrls = input.imageUrls.filter((u) => !input.removeImages.includes(u));
  if (imageUrls.length + photoFiles.length > MAX_IMAGES) throw badRequest(OWNER_EDIT_MESSAGES.form, { imageUrls: OWNER_EDIT_MESSAGES.images });
  if (photoFiles.length > 0) imageUrls = [...imageUrls, ...(await uploadFormFiles(viewer, photoFiles, form, meta))];
  let logoUrl = input.removeLogo ? null : input.logoUrl;
  if (logoFiles.length > 0) logoUrl = (await uploadFormFiles(viewer, logoFiles.slice(0, 1), form, meta))[0]!;

  const storedImages = existing.imageUrls.length > 0 ? existing.imageUrls : existing.imageUrl ? [existing.imageUrl] : [];
  const direct: Partial<typeof providers.$inferInsert> = {};
  const before: Record<string, unknown> = {};
  const set = <K extends keyof Provider>(key: K, value: Provider[K]) => {
    if (same(existing[key], value)) return;
    (direct as Record<string, unknown>)[key] = value;
    before[key] = existing[key];
  };
  set("description", input.description);
  set("phone", input.phone);
  set("email", input.email);
  set("website", input.website);
  set("logoUrl", logoUrl);
  if (!same(storedImages, imageUrls)) {
    direct.imageUrls = imageUrls;
    direct.imageUrl = imageUrls[0] ?? null;
    before.imageUrls = storedImages;
  }
  set("openingHours", hours.value as OpeningHours | null);
  let clubChanged = false;
  if (club) {
    for (const key of CLUB_FACT_KEYS) {
      const value = club.value[key as keyof ClubFacts];
      if (!same(existing[key], value)) clubChanged = true;
      set(key, value as never);
    }
  }

  const reviewed: ReviewedChanges = {};
  const stored = reviewedValues(existing);
  for (const field of REVIEWED_FIELDS) if (!same(stored[field], input[field])) reviewed[field] = input[field];
  const asks = Object.keys(reviewed).length > 0;
  const applyNow = asks && viewer.isAdmin;
  const update = applyNow ? await reviewedUpdate(existing, reviewed) : null;
  const hasDirect = Object.keys(direct).length > 0;

  const newImages = [...imageUrls, ...(logoUrl ? [logoUrl] : [])].filter((u) => !storedImages.includes(u) && u !== existing.logoUrl);
  const removed = [...storedImages.filter((u) => !imageUrls.includes(u)), ...(existing.logoUrl && existing.logoUrl !== logoUrl ? [existing.logoUrl] : [])];

  const save = () =>
    db.transaction(async (tx) => {
      if (!(await claimUploads(tx, newImages, { bucket: "provider-images", ownerId: viewer.isAdmin ? null : viewer.id }))) {
        throw badRequest(OWNER_EDIT_MESSAGES.form, { imageUrls: OWNER_EDIT_MESSAGES.image });
      }
      if (hasDirect) {
        const now = new Date();
        const [row] = await tx
          .update(providers)
          .set({ ...direct, ...(clubChanged ? { clubFactsUpdatedAt: now } : {}), updatedAt: now, dataUpdatedAt: now })
          .where(eq(providers.id, existing.id))
          .returning();
        await recalculateProviderRank(existing.id, tx);
        const after = Object.fromEntries(Object.keys(before).map((k) => [k, row![k as keyof Provider]]));
        await writeAuditLog(tx, viewer, {
          action: "provider.owner_update",
          targetType: "provider",
          targetId: existing.id,
          label: existing.name,
          before,
          after,
        });
      }
      if (update) {
        await applyReviewedUpdate(tx, existing.id, update);
        await writeAuditLog(tx, viewer, {
          action: "provider.update",
          targetType: "provider",
          targetId: existing.id,
          before: stored,
          after: { ...stored, ...reviewed },
        });
      } else if (asks) {
        // One pending request per listing: a new one replaces the one that waits.
        await tx.delete(providerChangeRequests).where(and(eq(providerChangeRequests.providerId, existing.id), eq(providerChangeRequests.status, "pending")));
        const previous = Object.fromEntries(Object.keys(reviewed).map((k) => [k, stored[k as keyof typeof stored]]));
        const [request] = await tx
          .insert(providerChangeRequests)
          .values({ providerId: existing.id, requestedBy: viewer.id, changes: reviewed, previous })
          .returning({ id: providerChangeRequests.id });
        await writeAuditLog(tx, viewer, {
          action: "provider.change_request",
          targetType: "provider",
          targetId: existing.id,
          label: existing.name,
          before: { changeRequestId: request!.id, ...previous },
          after: { changeRequestId: request!.id, ...reviewed },
        });
      }
      const [now] = await tx.select({ id: providers.id, slug: providers.slug }).from(providers).where(eq(providers.id, existing.id));
      return now!;
    });
  const result = await replaceStoredImage({ save: async () => ({ result: await save(), previous: removed }) });
  if (hasDirect || update) invalidateDirectoryCache();
  const message =
    asks && !applyNow
      ? hasDirect
        ? OWNER_EDIT_MESSAGES.savedWithRequest
        : OWNER_EDIT_MESSAGES.requestOnly
      : hasDirect || applyNow
        ? OWNER_EDIT_MESSAGES.saved
        : OWNER_EDIT_MESSAGES.unchanged;
  return { ...result, changed: hasDirect || applyNow, requested: asks && !applyNow, message };
}
