import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";

/** Runs `fn` while every rate-limit query fails (the rate_limits table is renamed away): a database error. */
export async function withRateLimitsDown<T>(fn: () => Promise<T>): Promise<T> {
  await db.execute(sql`alter table rate_limits rename to rate_limits_away`);
  try {
    return await fn();
  } finally {
    await db.execute(sql`alter table rate_limits_away rename to rate_limits`);
  }
}
