import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { contestParticipations, contests, type NewContest } from "~db/schema";
import { db } from "~/lib/db.server";

const DAY = 86_400_000;

/** A contest (pending, starting in 5 days, ending in 30, unless overridden) for contest-admin tests. */
export async function createAdminTestContest(overrides: Partial<NewContest> = {}) {
  const now = Date.now();
  const key = crypto.randomBytes(4).toString("hex");
  const [c] = await db
    .insert(contests)
    .values({
      title: `Testverlosung ${key}`,
      slug: `testverlosung-${key}`,
      description: "Eine Verlosung für Tests.",
      status: "pending",
      prizeValue: 50,
      startDate: new Date(now + 5 * DAY),
      endDate: new Date(now + 30 * DAY),
      ...overrides,
    })
    .returning();
  return c!;
}

/** Participations of the given users (participant_count kept in step). */
export async function addAdminTestParticipants(
  contestId: string,
  users: { userId: string; paymentStatus?: "completed" | "pending" | "failed"; referralCode?: string | null }[],
) {
  if (users.length === 0) return [];
  const rows = await db
    .insert(contestParticipations)
    .values(users.map((u) => ({ contestId, userId: u.userId, paymentStatus: u.paymentStatus ?? "completed", referralCode: u.referralCode ?? null })))
    .returning();
  await db
    .update(contests)
    .set({ participantCount: sql`${contests.participantCount} + ${rows.length}` })
    .where(eq(contests.id, contestId));
  return rows;
}
