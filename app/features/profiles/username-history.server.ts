import { and, desc, eq, inArray } from "drizzle-orm";
import { profiles, usernameHistory } from "~db/schema";
import type { Executor } from "~db/types";
import { db } from "~/lib/db.server";
import { usernamePathKey } from "./username";
import { normalizeUsernameForPath, profilePath } from "~/lib/paths";

/**
 * Former usernames (issue #25, decision 0031): after a rename the old profile link and article
 * addresses answer 301 to the new ones. The table `username_history` keeps the path key of every
 * former name (the profile-link form, 'Lena_Grün' → 'lena-gruen') with its member. A current
 * username always wins: callers look up current names first, so whoever is called so now gets
 * /{name}; an old article address /blog/{name}/{slug} still moves on while the new owner of the
 * name has no article there.
 */

/** The path keys a name or path segment stands for (both path forms of the username rules). */
function keysOf(name: string): string[] {
  return [...new Set([normalizeUsernameForPath(name), usernamePathKey(name)].filter(Boolean))];
}

/**
 * Called in the transaction that renames a profile (features/profiles/profile.server.ts): a former
 * name the member takes back is no former name any more; the old one now leads to this member (the
 * latest member who gave it up, should several have had it).
 */
export async function recordUsernameChange(tx: Executor, profileId: string, oldName: string | null, newName: string) {
  const taken = keysOf(newName);
  if (taken.length) await tx.delete(usernameHistory).where(and(eq(usernameHistory.profileId, profileId), inArray(usernameHistory.pathKey, taken)));
  const oldKey = oldName ? normalizeUsernameForPath(oldName) : "";
  if (!oldKey || taken.includes(oldKey)) return;
  await tx
    .insert(usernameHistory)
    .values({ pathKey: oldKey, profileId })
    .onConflictDoUpdate({ target: usernameHistory.pathKey, set: { profileId, createdAt: new Date() } });
}

/**
 * The member who was called `name` (a path segment such as 'lena-gruen' or 'Lena_Grün') before a
 * rename, with the current name, or null. Public data: the addresses were public. Callers look up
 * current usernames first.
 */
export async function formerUsernameOwner(name: string): Promise<{ id: string; username: string } | null> {
  const keys = keysOf(name.trim());
  if (!keys.length) return null;
  const [row] = await db
    .select({ id: profiles.id, username: profiles.username })
    .from(usernameHistory)
    .innerJoin(profiles, eq(profiles.id, usernameHistory.profileId))
    .where(inArray(usernameHistory.pathKey, keys))
    .orderBy(desc(usernameHistory.createdAt))
    .limit(1);
  return row?.username ? { id: row.id, username: row.username } : null;
}

/** The current profile link of the member formerly called `name`, or null. */
export async function formerUsernameProfilePath(name: string): Promise<string | null> {
  const owner = await formerUsernameOwner(name);
  return owner ? profilePath(owner) : null;
}
