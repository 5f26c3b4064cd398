import { desc, eq } from "drizzle-orm";
import { providers, type ProviderStatus } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { unauthorized } from "~/lib/errors";

/**
 * 'Meine Einträge' (issue 25, defect 13): the providers a member submitted, in every status, with
 * the admin's reason of a rejection. Only for the member themself (the own profile page).
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
};

export async function listOwnProviderSubmissions(viewer: Viewer | null): Promise<OwnProviderSubmission[]> {
  if (!viewer) throw unauthorized("Bitte melde dich an, um deine Einträge zu sehen.");
  const rows = await db
    .select({ id: providers.id, name: providers.name, slug: providers.slug, city: providers.city, status: providers.status, rejectionReason: providers.rejectionReason, createdAt: providers.createdAt })
    .from(providers)
    .where(eq(providers.userId, viewer.id))
    .orderBy(desc(providers.createdAt), desc(providers.id))
    .limit(OWN_SUBMISSIONS_MAX);
  return rows.map((r) => ({ ...r, rejectionReason: r.status === "rejected" ? r.rejectionReason : null, createdAt: r.createdAt.toISOString() }));
}
