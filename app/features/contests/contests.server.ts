import { desc, eq } from "drizzle-orm";
import { contests, type Contest } from "~db/schema";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { replaceStoredImage, type ImageUploadOptions } from "~/lib/images.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/request.server";
import { ownImageSrc } from "~/lib/storage.server";
import { notifyAdminsContestCreated } from "~/features/notifications/auto.server";
import { writeContestAudit } from "./audit.server";
import { guardContestForm, type GuardMeta } from "./form-guard.server";
import { canCreateContests } from "./licence.server";
import { joinedIds, toCard, type ContestCardData } from "./public.server";
import { CONTEST_LIMITS, CONTEST_MESSAGES, contestFormSchema, type ContestFormInput } from "./schema";
import { contestSlugBase } from "./slug";
import { isUniqueViolation } from "~/lib/db-errors";
import { freeSlug } from "~/lib/unique-slug.server";

/**
 * Creating and editing contests (spec 2 section 5 'Contest creation', 'Contest form'; section 4
 * 'Editing a contest'). Creation needs the permission (admin, or can_create_contests and a
 * valid licence); new contests are pending until an admin publishes them, admins get a contest_created
 * message. Editing: admins always, the creator only while the contest has no participants. The
 * status is never changed here (read-only in the form; the admin side changes it).
 */

const IMAGE_UPLOAD = (ownerId: string, ip?: string | null): ImageUploadOptions => ({
  bucket: "contest-images",
  keyPrefix: "contests/",
  ownerId,
  ip,
  maxBytes: CONTEST_LIMITS.imageMaxBytes,
  maxWidth: CONTEST_LIMITS.imageMaxWidth,
  maxHeight: CONTEST_LIMITS.imageMaxHeight,
  quality: CONTEST_LIMITS.imageQuality,
});

const imageFile = (raw: Record<string, unknown>) => (raw.image instanceof Blob && raw.image.size > 0 ? raw.image : null);

/** Parses the guarded form; the image URL must be one of ours (or the contest's current one). */
function parseForm(cleaned: Record<string, unknown>, now: Date, current?: string | null): ContestFormInput {
  const input = parseInput(contestFormSchema(now), cleaned);
  if (input.imageUrl && input.imageUrl !== current && !ownImageSrc(input.imageUrl))
    throw badRequest(CONTEST_MESSAGES.imageOwn, { image: CONTEST_MESSAGES.imageOwn });
  return input;
}

/** Runs the image upload and maps its refusals to the spec's texts. */
async function withImage<T>(file: Blob | null, upload: ImageUploadOptions, save: (url: string | null) => Promise<{ result: T; previous: (string | null)[] }>) {
  try {
    return await replaceStoredImage({ file, upload, save });
  } catch (error) {
    if (file && error instanceof HttpError && error.status === 400 && !error.fieldErrors) {
      const message = file.size > CONTEST_LIMITS.imageMaxBytes ? CONTEST_MESSAGES.imageTooLarge : CONTEST_MESSAGES.imageNotImage;
      throw badRequest(message, { image: message });
    }
    throw error;
  }
}

function columns(input: ContestFormInput, imageUrl: string | null) {
  return {
    title: input.title,
    description: input.description,
    prizeDescription: input.prizeDescription,
    prizeType: input.prizeType,
    prizeValue: input.prizeValue,
    currency: input.currency,
    individualPrizeDescription: input.individualPrizeDescription,
    voucherCode: input.voucherCode,
    voucherQuantity: input.voucherQuantity,
    maxParticipants: input.maxParticipants,
    startDate: input.startDate,
    endDate: input.endDate,
    termsAndConditions: input.termsAndConditions,
    imageUrl,
    entryFee: 0,
  };
}

/** A free slug for a title: its base (slug.ts), collisions numbered -2, -3, ... */
export async function uniqueContestSlug(title: string, executor: Executor = db): Promise<string> {
  return freeSlug(executor, contests, contestSlugBase(title));
}

/** Runs an insert with a fresh slug, again with the next one when a concurrent insert took it. */
async function withUniqueSlug<T>(title: string, run: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueContestSlug(title);
    try {
      return await run(slug);
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, "contests_slug_unique")) continue;
      throw error;
    }
  }
}

async function requireCreator(viewer: Viewer | null, now: Date): Promise<Viewer> {
  if (!viewer) throw unauthorized(CONTEST_MESSAGES.loginRequired);
  if (!(await canCreateContests(viewer, now))) throw forbidden(CONTEST_MESSAGES.noPermission);
  return viewer;
}

/**
 * Creates a contest from the raw form (creation dialog and dashboard form): permission, the
 * anti-abuse checks, the rate limit contest_creation (5 per 60 minutes, non-admins), the form
 * rules; saved as pending with entry fee 0 and a unique slug (its page /contests/{slug}), audit
 * row 'created' and the admins' contest_created message in one transaction.
 */
export async function createContest(viewer: Viewer | null, raw: Record<string, unknown>, meta: GuardMeta = {}) {
  const now = meta.now ?? new Date();
  const actor = await requireCreator(viewer, now);
  const { cleaned, warnings } = await guardContestForm(actor, raw, meta);
  const input = parseForm(cleaned, now);
  if (!actor.isAdmin) await enforceRateLimit("contest_creation", `user:${actor.id}`, { userId: actor.id, ip: meta.ip, now });
  const contest = await withImage(imageFile(raw), IMAGE_UPLOAD(actor.id, meta.ip), (uploaded) =>
    withUniqueSlug(input.title, (slug) =>
      db.transaction(async (tx) => {
        const [c] = await tx
          .insert(contests)
          .values({ ...columns(input, uploaded ?? input.imageUrl), slug, status: "pending", createdBy: actor.id, createdAt: now, updatedAt: now })
          .returning();
        await writeContestAudit(tx, actor, c!, "created");
        await notifyAdminsContestCreated(tx, {
          contestId: c!.id,
          title: c!.title,
          prizeValue: Number(c!.prizeValue),
          currency: c!.currency,
          createdBy: actor.id,
        });
        return { result: c!, previous: [] };
      }),
    ),
  );
  return { contest, warnings, message: CONTEST_MESSAGES.created };
}

/**
 * Edits a contest: admins always; its creator (still allowed to create) only while it has no
 * participants (checked under a row lock, so a participation cannot slip in between). The status
 * stays as it is. Audit row 'updated'.
 */
export async function updateContest(viewer: Viewer | null, id: string, raw: Record<string, unknown>, meta: GuardMeta = {}) {
  const now = meta.now ?? new Date();
  const actor = await requireCreator(viewer, now);
  if (!isUuid(id)) throw notFound(CONTEST_MESSAGES.notFound);
  const [existing] = await db.select().from(contests).where(eq(contests.id, id));
  if (!existing || (!actor.isAdmin && existing.createdBy !== actor.id)) throw notFound(CONTEST_MESSAGES.notFound);
  if (!actor.isAdmin && existing.participantCount > 0) throw conflict(CONTEST_MESSAGES.hasParticipants);
  const { cleaned, warnings } = await guardContestForm(actor, raw, meta);
  // The start date may stay where it was when the contest already started.
  const input = parseForm(cleaned, existing.startDate < now ? existing.startDate : now, existing.imageUrl);
  if (!actor.isAdmin) await enforceRateLimit("form_submission", `contest-edit:${actor.id}`, { userId: actor.id, ip: meta.ip, now });
  const contest = await withImage(imageFile(raw), IMAGE_UPLOAD(actor.id, meta.ip), (uploaded) =>
    db.transaction(async (tx) => {
      const [locked] = await tx.select().from(contests).where(eq(contests.id, id)).for("update");
      if (!locked) throw notFound(CONTEST_MESSAGES.notFound);
      if (!actor.isAdmin && locked.participantCount > 0) throw conflict(CONTEST_MESSAGES.hasParticipants);
      const imageUrl = uploaded ?? input.imageUrl;
      const [c] = await tx
        .update(contests)
        .set({ ...columns(input, imageUrl), updatedAt: now })
        .where(eq(contests.id, id))
        .returning();
      await writeContestAudit(tx, actor, c!, "updated");
      return { result: c!, previous: locked.imageUrl && locked.imageUrl !== imageUrl ? [locked.imageUrl] : [] };
    }),
  );
  return { contest, warnings, message: CONTEST_MESSAGES.updated };
}

export type DashboardContest = ContestCardData & { editable: boolean };

/** The dashboard list: the viewer's own contests (admins: all), newest first, every status. */
export async function listDashboardContests(viewer: Viewer | null): Promise<DashboardContest[]> {
  if (!viewer) throw unauthorized(CONTEST_MESSAGES.dashboardLogin);
  const rows: Contest[] = await db
    .select()
    .from(contests)
    .where(viewer.isAdmin ? undefined : eq(contests.createdBy, viewer.id))
    .orderBy(desc(contests.createdAt), desc(contests.id))
    .limit(1000);
  const joined = await joinedIds(
    viewer,
    rows.map((r) => r.id),
  );
  return rows.map((c) => ({ ...toCard(c, viewer, joined.has(c.id)), voucherCode: c.voucherCode, editable: viewer.isAdmin || c.participantCount === 0 }));
}
