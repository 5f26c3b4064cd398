import { eq } from "drizzle-orm";
import { providers } from "~db/schema";
import type { Executor } from "~db/types";
import { db } from "~/lib/db.server";

/**
 * Who is told about an entry (outdated-info reports, the 12-month reminder): today its creator
 * (providers.user_id). The one place to extend when entries get further owners (claimed listings).
 */
export async function providerOwnerIds(providerId: string, executor: Executor = db): Promise<string[]> {
  const rows = await executor.select({ userId: providers.userId }).from(providers).where(eq(providers.id, providerId)).limit(1);
  return rows.map((r) => r.userId).filter((id): id is string => id !== null);
}
