import { sql } from "drizzle-orm";
import { providerClaims, providers } from "~db/schema";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";

/**
 * The one ownership rule (issue #18, decision 0026): the owners of a provider are its creator
 * (providers.user_id) and every member whose claim an admin approved. Everything that asks "may
 * this member answer for the listing" goes through here.
 */

/** SQL: whether `userId` has a claim in `status` on the provider `providerId` (a value or a column). */
function claimSql(userId: string, providerId: unknown, status: "approved" | "pending") {
  return sql<boolean>`exists (select 1 from ${providerClaims} where ${providerClaims.providerId} = ${providerId} and ${providerClaims.userId} = ${userId} and ${providerClaims.status} = ${status})`;
}

/** SQL: whether `userId` owns the provider `providerId` (creator or approved claim). */
export function ownsProviderSql(userId: string, providerId: unknown) {
  return sql<boolean>`(exists (select 1 from ${providers} where ${providers.id} = ${providerId} and ${providers.userId} = ${userId})
    or ${claimSql(userId, providerId, "approved")})`;
}

/** Whether the viewer owns the provider (creator or approved claimant). Admins are not owners by role. */
export async function isProviderOwner(viewer: Viewer | null, providerId: string, executor: Executor = db): Promise<boolean> {
  if (!viewer || !isUuid(providerId)) return false;
  const res = await executor.execute<{ owns: boolean }>(sql`select ${ownsProviderSql(viewer.id, providerId)} as owns`);
  return Boolean(res.rows[0]?.owns);
}

/**
 * SQL on a query of `providers` itself: whether `userId` owns the row (creator or approved claim)
 * and has a claim waiting (the provider page reads both with the row, see detail.server.ts).
 */
export function ownerStatusColumns(userId: string) {
  return {
    owns: sql<boolean>`(${providers.userId} = ${userId} or ${claimSql(userId, providers.id, "approved")})`,
    claimPending: claimSql(userId, providers.id, "pending"),
  };
}

export type OwnerStatus = {
  /** The viewer manages the listing ('Du verwaltest diesen Eintrag'). */
  isOwner: boolean;
  /** The viewer's open claim waits for an admin ('Dein Anspruch wird geprüft'). */
  claimPending: boolean;
};

/** The viewer's relation to a provider for its page: one query. */
export async function ownerStatus(viewer: Viewer | null, providerId: string): Promise<OwnerStatus> {
  if (!viewer || !isUuid(providerId)) return { isOwner: false, claimPending: false };
  const res = await db.execute<{ owns: boolean; pending: boolean }>(sql`
    select ${ownsProviderSql(viewer.id, providerId)} as owns, ${claimSql(viewer.id, providerId, "pending")} as pending`);
  const row = res.rows[0];
  return { isOwner: Boolean(row?.owns), claimPending: Boolean(row?.pending) };
}

/**
 * Everyone who is told about a listing (outdated-info reports, the 12-month reminder): its creator
 * and every approved claimant, each once.
 */
export async function providerOwnerIds(providerId: string, executor: Executor = db): Promise<string[]> {
  if (!isUuid(providerId)) return [];
  const res = await executor.execute<{ user_id: string }>(sql`
    select ${providers.userId} as user_id from ${providers} where ${providers.id} = ${providerId} and ${providers.userId} is not null
    union
    select ${providerClaims.userId} from ${providerClaims} where ${providerClaims.providerId} = ${providerId} and ${providerClaims.status} = 'approved'`);
  return res.rows.map((r) => r.user_id);
}
