import { sql } from "drizzle-orm";
import { contestAuditLog, type Contest, type ContestAuditAction } from "~db/schema";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { DELETED_MEMBER } from "~/lib/deleted-member";

/**
 * The contest audit trail (spec 2 "Contest audit log", spec 3 "Contest administration"): every
 * create, update, approval, end, cancellation and participation writes one row with the actor,
 * the contest's data and, for participations, the participant's. Written inside the transaction
 * of the change it records; the row survives the contest's deletion (contest_id set null).
 */
export async function writeContestAudit(
  executor: Executor,
  actor: Pick<Viewer, "id" | "username" | "email"> | null,
  contest: Pick<Contest, "id" | "title" | "status" | "prizeValue" | "currency">,
  action: ContestAuditAction,
  participant?: { userId: string; referralCode?: string | null },
): Promise<void> {
  await executor.insert(contestAuditLog).values({
    contestId: contest.id,
    actionType: action,
    actorUserId: actor?.id ?? null,
    actorUsername: actor ? (actor.username ?? actor.email) : null,
    contestData: { title: contest.title, status: contest.status, prize_value: contest.prizeValue, currency: contest.currency },
    participantData: participant ? { user_id: participant.userId, referral_code: participant.referralCode ?? null } : null,
  });
}

/**
 * Account deletion (issue #28): the audit rows keep their record, but the deleted member is named
 * 'Gelöschtes Mitglied' wherever they acted (by id; rows from before the id was kept by the name
 * they had, username or e-mail) and participations lose the member's id. Runs in the deletion's
 * transaction (features/account), before the user row goes.
 */
export async function forgetMemberInContestAudit(tx: Executor, member: Pick<Viewer, "id" | "username" | "email">): Promise<void> {
  const names = [member.username, member.email].filter((n): n is string => Boolean(n)).map((n) => n.toLowerCase());
  await tx.execute(sql`
    update contest_audit_log set actor_username = ${DELETED_MEMBER}, actor_user_id = null
    where actor_user_id = ${member.id}
      or participant_data ->> 'user_id' = ${member.id}
      or lower(actor_username) in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`);
  await tx.execute(sql`update contest_audit_log set participant_data = participant_data - 'user_id' where participant_data ->> 'user_id' = ${member.id}`);
}
