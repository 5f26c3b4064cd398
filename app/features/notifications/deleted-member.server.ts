import { sql } from "drizzle-orm";
import type { Executor } from "~db/types";
import { DELETED_MEMBER } from "~/lib/deleted-member";
import { NOTIFICATION_ACTOR_KEYS } from "./messages";

/**
 * Account deletion (issue #28): other members' notifications that named the deleted member as
 * reviewer or voter lose the member's id and name them 'Gelöschtes Mitglied'. Runs in the deletion's
 * transaction (features/account). Returns the number of messages changed.
 */
export async function forgetMemberInNotifications(tx: Executor, userId: string): Promise<number> {
  let changed = 0;
  for (const keys of Object.values(NOTIFICATION_ACTOR_KEYS)) {
    const res = await tx.execute(sql`
      update user_messages
      set metadata = (metadata - ${keys.id}::text) || jsonb_build_object(${keys.name}::text, ${DELETED_MEMBER}::text)
      where metadata ->> ${keys.id}::text = ${userId}`);
    const r = res as { rowCount?: number | null; affectedRows?: number };
    changed += Number(r.rowCount ?? r.affectedRows ?? 0);
  }
  return changed;
}
