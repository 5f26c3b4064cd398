import { contestAuditLog, type Contest, type ContestAuditAction } from "~db/schema";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";

/**
 * The contest audit trail (spec 2 "Contest audit log", spec 3 "Contest administration"): every
 * create, update, approval, end, cancellation and participation writes one row with the actor,
 * the contest's data and, for participations, the participant's. Written inside the transaction
 * of the change it records; the row survives the contest's deletion (contest_id set null).
 */
export async function writeContestAudit(
  executor: Executor,
  actor: Pick<Viewer, "username" | "email"> | null,
  contest: Pick<Contest, "id" | "title" | "status" | "prizeValue" | "currency">,
  action: ContestAuditAction,
  participant?: { userId: string; referralCode?: string | null },
): Promise<void> {
  await executor.insert(contestAuditLog).values({
    contestId: contest.id,
    actionType: action,
    actorUsername: actor ? (actor.username ?? actor.email) : null,
    contestData: { title: contest.title, status: contest.status, prize_value: contest.prizeValue, currency: contest.currency },
    participantData: participant ? { user_id: participant.userId, referral_code: participant.referralCode ?? null } : null,
  });
}
