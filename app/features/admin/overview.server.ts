import { sql } from "drizzle-orm";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";

export type AdminCounters = { providers: number; pendingProviders: number; reviews: number; users: number };

/** The overview's four counters (spec 3 section 2): total and pending providers, reviews, users. */
export async function adminCounters(viewer: Viewer | null): Promise<AdminCounters> {
  requireAdmin(viewer);
  const res = await db.execute<{ providers: number; pending: number; reviews: number; users: number }>(sql`
    select
      (select count(*)::int from providers) as providers,
      (select count(*)::int from providers where status = 'pending') as pending,
      (select count(*)::int from reviews) as reviews,
      (select count(*)::int from "user") as users`);
  const row = res.rows[0]!;
  return { providers: row.providers, pendingProviders: row.pending, reviews: row.reviews, users: row.users };
}
