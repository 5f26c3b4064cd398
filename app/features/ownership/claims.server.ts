import { and, asc, eq, sql } from "drizzle-orm";
import { profiles, providerClaims, providers, user } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { baseUrl } from "~/lib/env.server";
import { badRequest, conflict, notFound, unauthorized } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { logger } from "~/lib/logger.server";
import { actionMail } from "~/lib/mail-templates";
import { sendMail } from "~/lib/mail.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/request.server";
import {
  claimDecisionSchema,
  claimRevokeSchema,
  claimSchema,
  OWNERSHIP_MESSAGES,
  type ClaimDecisionInput,
  type ClaimInput,
  type ClaimRevokeInput,
} from "./schema";
import { providerPath } from "~/lib/paths";
import { writeAuditLog } from "~/lib/audit-log.server";
import { insertMessages } from "~/lib/inbox-writer.server";
import { cleanFields } from "~/lib/sanitize-fields.server";
import { isProviderOwner } from "~/features/providers/owners.server";

/**
 * 'Eintrag beanspruchen' (issue #18, decision 0026): members claim a listing with a note and a
 * contact; admins approve or reject in the overview's claims queue; the claimant gets an inbox
 * message (claim_decision) and a mail.
 */

/**
 * Claims an approved provider for the viewer. Refused: signed out (401), unknown or unpublished
 * provider (404), already an owner (400), an open claim of the viewer for it (409), more than 5
 * claims a day (429). Note and contact go through the text sanitiser.
 */
export async function createClaim(
  viewer: Viewer | null,
  providerId: string,
  raw: ClaimInput | Record<string, unknown>,
  meta: { ip?: string | null; request?: Request } = {},
) {
  if (!viewer) throw unauthorized(OWNERSHIP_MESSAGES.claimLogin);
  const parsed = parseInput(claimSchema, raw);
  if (!isUuid(providerId)) throw notFound(OWNERSHIP_MESSAGES.providerNotFound);
  const [provider] = await db.select({ id: providers.id, status: providers.status }).from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!provider || provider.status !== "approved") throw notFound(OWNERSHIP_MESSAGES.providerNotFound);
  if (await isProviderOwner(viewer, providerId)) throw badRequest(OWNERSHIP_MESSAGES.alreadyOwner);
  const input = await cleanFields(parsed, ["note", "contact"], { userId: viewer.id, source: "provider_claim", request: meta.request });
  if (!input.note || !input.contact) throw badRequest(OWNERSHIP_MESSAGES.claimNote);
  await enforceRateLimit("provider_claim", `user:${viewer.id}`, { userId: viewer.id, ip: meta.ip, message: OWNERSHIP_MESSAGES.claimRateLimit });
  const [created] = await db
    .insert(providerClaims)
    .values({ providerId, userId: viewer.id, note: input.note, contact: input.contact })
    .onConflictDoNothing()
    .returning({ id: providerClaims.id });
  if (!created) throw conflict(OWNERSHIP_MESSAGES.claimPending);
  return { id: created.id, message: OWNERSHIP_MESSAGES.claimCreated };
}

export type OpenClaim = {
  id: string;
  providerId: string;
  providerName: string;
  providerHref: string;
  claimantId: string;
  claimantUsername: string | null;
  claimantEmail: string;
  note: string;
  contact: string;
  createdAt: Date;
  decidedAt: Date | null;
};

/** The admin queue: open claims, oldest first, with provider and claimant. Admins only. */
export function listOpenClaims(admin: Viewer | null, opts: { limit?: number } = {}) {
  return listClaims(admin, "pending", opts);
}

/** Approved claims (the members who manage a listing besides its creator), oldest first, each revocable. Admins only. */
export function listApprovedClaims(admin: Viewer | null, opts: { limit?: number } = {}) {
  return listClaims(admin, "approved", opts);
}

async function listClaims(admin: Viewer | null, status: "pending" | "approved", opts: { limit?: number }) {
  requireAdmin(admin);
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 200);
  const pending = eq(providerClaims.status, status);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: providerClaims.id,
        providerId: providers.id,
        providerName: providers.name,
        providerSlug: providers.slug,
        claimantId: providerClaims.userId,
        claimantUsername: profiles.username,
        claimantEmail: user.email,
        note: providerClaims.note,
        contact: providerClaims.contact,
        createdAt: providerClaims.createdAt,
        decidedAt: providerClaims.decidedAt,
      })
      .from(providerClaims)
      .innerJoin(providers, eq(providers.id, providerClaims.providerId))
      .innerJoin(user, eq(user.id, providerClaims.userId))
      .leftJoin(profiles, eq(profiles.id, providerClaims.userId))
      .where(pending)
      .orderBy(asc(providerClaims.createdAt), asc(providerClaims.id))
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(providerClaims).where(pending),
  ]);
  const items: OpenClaim[] = rows.map(({ providerSlug, ...r }) => ({ ...r, providerHref: providerPath({ id: r.providerId, slug: providerSlug }) }));
  return { items, total: Number(counted?.total ?? 0) };
}

type Settled = "approved" | "rejected" | "revoked";

function decisionTexts(status: Settled, name: string, adminNote: string | null) {
  const reason = adminNote ? ` Begründung: ${adminNote}` : "";
  if (status === "approved")
    return {
      subject: `Du verwaltest jetzt „${name}“`,
      intro: `dein Anspruch auf den Eintrag „${name}“ wurde freigegeben. Du kannst jetzt als Anbieter auf Bewertungen antworten.${reason}`,
      action: "Zum Eintrag",
    };
  if (status === "rejected")
    return {
      subject: `Dein Anspruch auf „${name}“ wurde abgelehnt`,
      intro: `wir haben deinen Anspruch auf den Eintrag „${name}“ geprüft und können ihn leider nicht bestätigen.${reason}`,
      action: "Eintrag ansehen",
    };
  return {
    subject: `Du verwaltest „${name}“ nicht mehr`,
    intro: `dein freigegebener Anspruch auf den Eintrag „${name}“ wurde widerrufen. Du kannst nicht mehr als Anbieter auf Bewertungen antworten; deine bisherigen Antworten bleiben sichtbar.${reason}`,
    action: "Eintrag ansehen",
  };
}

const SETTLED_MESSAGES: Record<Settled, string> = {
  approved: OWNERSHIP_MESSAGES.claimApproved,
  rejected: OWNERSHIP_MESSAGES.claimRejected,
  revoked: OWNERSHIP_MESSAGES.claimRevoked,
};

/**
 * Approves or rejects an open claim. Admins only (401/403); unknown claim 404, decided claim 409.
 */
export async function decideClaim(admin: Viewer | null, claimId: string, raw: ClaimDecisionInput | Record<string, unknown>) {
  requireAdmin(admin);
  const input = parseInput(claimDecisionSchema, raw);
  const to = input.decision === "approve" ? ("approved" as const) : ("rejected" as const);
  return settleClaim(admin, claimId, {
    from: "pending",
    to,
    adminNote: input.adminNote ?? null,
    action: `claim.${input.decision}`,
    refused: OWNERSHIP_MESSAGES.claimDecided,
  });
}

/**
 * Revokes an approved claim: the member no longer manages the listing (the replies written stay).
 * Admins only (401/403); unknown claim 404, a claim that is not approved 409.
 */
export async function revokeClaim(admin: Viewer | null, claimId: string, raw: ClaimRevokeInput | Record<string, unknown>) {
  requireAdmin(admin);
  const input = parseInput(claimRevokeSchema, raw);
  return settleClaim(admin, claimId, {
    from: "approved",
    to: "revoked",
    adminNote: input.adminNote ?? null,
    action: "claim.revoke",
    refused: OWNERSHIP_MESSAGES.claimNotApproved,
  });
}

/**
 * Moves a claim from one status to the next: status, decider and time, the claimant's
 * claim_decision message and the audit log in one transaction; the mail goes out after the
 * commit (a failed mail is logged).
 */
async function settleClaim(
  admin: Viewer,
  claimId: string,
  step: { from: "pending" | "approved"; to: Settled; adminNote: string | null; action: "claim.approve" | "claim.reject" | "claim.revoke"; refused: string },
) {
  if (!isUuid(claimId)) throw notFound(OWNERSHIP_MESSAGES.claimNotFound);
  const { to: status, adminNote } = step;
  const decided = await db.transaction(async (tx) => {
    const [claim] = await tx.select().from(providerClaims).where(eq(providerClaims.id, claimId)).for("update").limit(1);
    if (!claim) throw notFound(OWNERSHIP_MESSAGES.claimNotFound);
    if (claim.status !== step.from) throw conflict(step.refused);
    const [provider] = await tx
      .select({ id: providers.id, name: providers.name, slug: providers.slug })
      .from(providers)
      .where(eq(providers.id, claim.providerId))
      .limit(1);
    await tx
      .update(providerClaims)
      .set({ status, decidedBy: admin.id, decidedAt: new Date(), adminNote })
      .where(and(eq(providerClaims.id, claimId), eq(providerClaims.status, step.from)));
    const href = providerPath({ id: provider!.id, slug: provider!.slug });
    const texts = decisionTexts(status, provider!.name, adminNote);
    await insertMessages(tx, [
      {
        userId: claim.userId,
        messageType: "claim_decision",
        title: texts.subject,
        content: `${texts.intro.charAt(0).toUpperCase()}${texts.intro.slice(1)}`,
        metadata: { provider_id: provider!.id, provider_name: provider!.name, provider_url: href, status, claim_id: claim.id },
      },
    ]);
    await writeAuditLog(tx, admin, {
      action: step.action,
      targetType: "provider",
      targetId: provider!.id,
      before: { status: step.from, claimId: claim.id, userId: claim.userId },
      after: { status, adminNote },
    });
    return { claim, texts, href };
  });
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, decided.claim.userId)).limit(1);
  if (account) {
    try {
      await sendMail(actionMail({ to: account.email, ...decided.texts, link: `${baseUrl()}${decided.href}` }));
    } catch (error) {
      logger.error({ err: error, claimId }, "claim decision mail failed");
    }
  }
  return { id: claimId, status, message: SETTLED_MESSAGES[status] };
}
