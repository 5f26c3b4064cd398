import { desc, eq, or, sql } from "drizzle-orm";
import { providerClaims, providers, type ProviderStatus } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { unauthorized } from "~/lib/errors";

/**
 * 'Meine Einträge' (issue 25, defect 13): the providers a member submitted, in every status, with
 * the admin's reason of a rejection, and the listings they manage through an approved claim
 * (issue #26: each with 'Eintrag bearbeiten'). Only for the member themself (the own profile page).
 */

export const OWN_SUBMISSIONS_MAX = 200;

export type OwnProviderSubmission = {
  id: string;
  name: string;
  slug: string;
  city: string | null;
  status: ProviderStatus;
  /** Only for rejected entries, when the admin gave one. */
  rejectionReason: string | null;
  createdAt: string;
  /** Managed through an approved claim (not submitted by the member). */
  claimed: boolean;
};

export async function listOwnProviderSubmissions(viewer: Viewer | null): Promise<OwnProviderSubmission[]> {
  if (!viewer) throw unauthorized("Bitte melde dich an, um deine Einträge zu sehen.");
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      slug: providers.slug,
      city: providers.city,
      status: providers.status,
      rejectionReason: providers.rejectionReason,
      createdAt: providers.createdAt,
      claimed: sql<boolean>`${providers.userId} is distinct from ${viewer.id}`,
    })
    .from(providers)
    // The one ownership rule (owners.server.ts): creator or approved claim.
    .where(
      or(
        eq(providers.userId, viewer.id),
        sql`exists (select 1 from ${providerClaims} where ${providerClaims.providerId} = ${providers.id} and ${providerClaims.userId} = ${viewer.id} and ${providerClaims.status} = 'approved')`,
      ),
    )
    .orderBy(desc(providers.createdAt), desc(providers.id))
    .limit(OWN_SUBMISSIONS_MAX);
  return rows.map((r) => ({
    ...r,
    claimed: Boolean(r.claimed),
    rejectionReason: r.status === "rejected" ? r.rejectionReason : null,
    createdAt: r.createdAt.toISOString(),
  }));
}
