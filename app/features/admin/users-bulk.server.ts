import { z } from "zod";
import type { Viewer } from "~/lib/auth.server";
import { parseBulkSelection, resolveBulkIds, runBulk } from "~/lib/bulk.server";
import { countNoun } from "~/lib/bulk";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { parseInput } from "~/lib/request.server";
import { grantFlagIn, sendMessagesIn } from "./users-actions.server";
import { USER_FILTERS, USER_SORTS, userIdsMatching } from "./users.server";

/**
 * Bulk actions of the user management (issue 30): grant or revoke the contest permission
 * ('can_create_contests') or the B2B permission, or send one message, to the selected users or to
 * every user of the list's search and filter ('alle N Treffer'); one transaction, one audit row per
 * changed user. The admin role is not given in bulk (one switch per person, with its safeguards).
 */

export const USER_BULK_INTENTS = ["bulk-contest-grant", "bulk-contest-revoke", "bulk-b2b-grant", "bulk-b2b-revoke", "bulk-message"] as const;
export type UserBulkIntent = (typeof USER_BULK_INTENTS)[number];
export const USER_NOUN = { one: "Nutzer", other: "Nutzer" } as const;

const schema = z.object({
  intent: z.enum(USER_BULK_INTENTS, { error: "Ungültige Aktion." }),
  q: z.string().trim().max(100).optional().catch(undefined),
  filter: z.enum(USER_FILTERS).optional().catch(undefined),
  sort: z.enum(USER_SORTS).optional().catch(undefined),
});

const TEXT: Record<Exclude<UserBulkIntent, "bulk-message">, [permission: "contest" | "b2b", granted: boolean, done: string]> = {
  "bulk-contest-grant": ["contest", true, "Contest-Berechtigung erteilt"],
  "bulk-contest-revoke": ["contest", false, "Contest-Berechtigung entzogen"],
  "bulk-b2b-grant": ["b2b", true, "B2B-Berechtigung erteilt"],
  "bulk-b2b-revoke": ["b2b", false, "B2B-Berechtigung entzogen"],
};

export async function bulkUserAction(viewer: Viewer | null, raw: unknown) {
  requireAdmin(viewer);
  const input = parseInput(schema, raw);
  const ids = await resolveBulkIds(parseBulkSelection(raw), (limit) =>
    userIdsMatching({ q: input.q || undefined, filter: input.filter, sort: input.sort }, limit),
  );
  if (input.intent === "bulk-message") {
    const n = await db.transaction((tx) => sendMessagesIn(tx, viewer, ids, raw));
    return { count: n, changed: n, message: `Nachricht an ${countNoun(n, USER_NOUN)} gesendet` };
  }
  const [permission, granted, done] = TEXT[input.intent];
  const result = await runBulk(ids, (tx, id) => grantFlagIn(tx, viewer, id, permission, granted));
  return { ...result, message: `${done}: ${countNoun(result.count, USER_NOUN)}` };
}
