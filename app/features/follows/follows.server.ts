import { and, desc, eq, sql } from "drizzle-orm";
import { authorFollows, profiles, user } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest, notFound, unauthorized } from "~/lib/errors";
import { UUID_RE } from "~/lib/ids";

export const FOLLOW_MESSAGES = {
  loginRequired: "Du musst angemeldet sein, um Autoren zu folgen",
  self: "Du kannst dir nicht selbst folgen",
  followed: "Autor erfolgreich gefolgt",
  unfollowed: "Autor erfolgreich entfolgt",
  failed: "Fehler beim Folgen/Entfolgen",
  unfollowFailed: "Fehler beim Entfolgen",
  authorNotFound: "Autor nicht gefunden",
} as const;

/** get_author_follow_stats: follower and following counts and whether the viewer follows. */
export async function getFollowStats(viewer: Viewer | null, authorId: string) {
  const res = await db.execute<{ followers: number; following: number; is_following: boolean }>(sql`
    select
      (select count(*)::int from author_follows where author_id = ${authorId}) as followers,
      (select count(*)::int from author_follows where follower_id = ${authorId}) as following,
      exists (select 1 from author_follows where author_id = ${authorId} and follower_id = ${viewer?.id ?? null}::uuid) as is_following`);
  const row = res.rows[0]!;
  return { followerCount: Number(row.followers), followingCount: Number(row.following), isFollowing: Boolean(row.is_following) };
}

async function assertAuthor(authorId: string) {
  if (!UUID_RE.test(authorId)) throw notFound(FOLLOW_MESSAGES.authorNotFound);
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, authorId)).limit(1);
  if (!row) throw notFound(FOLLOW_MESSAGES.authorNotFound);
}

/** toggle_author_follow, or an explicit follow/unfollow. */
/** Whether the viewer follows the writer (one small query; false for visitors). */
export async function isFollowing(viewer: Viewer | null, authorId: string): Promise<boolean> {
  if (!viewer) return false;
  const res = await db.execute<{ yes: boolean }>(
    sql`select exists (select 1 from author_follows where author_id = ${authorId} and follower_id = ${viewer.id}::uuid) as yes`,
  );
  return Boolean(res.rows[0]?.yes);
}

export async function setFollow(viewer: Viewer | null, authorId: string, want: "follow" | "unfollow" | "toggle") {
  if (!viewer) throw unauthorized(FOLLOW_MESSAGES.loginRequired);
  if (viewer.id === authorId) throw badRequest(FOLLOW_MESSAGES.self);
  await assertAuthor(authorId);
  const existing = await db
    .select({ id: authorFollows.id })
    .from(authorFollows)
    .where(and(eq(authorFollows.followerId, viewer.id), eq(authorFollows.authorId, authorId)))
    .limit(1);
  const follow = want === "toggle" ? existing.length === 0 : want === "follow";
  if (follow) {
    await db.insert(authorFollows).values({ followerId: viewer.id, authorId }).onConflictDoNothing();
  } else {
    await db.delete(authorFollows).where(and(eq(authorFollows.followerId, viewer.id), eq(authorFollows.authorId, authorId)));
  }
  const stats = await getFollowStats(viewer, authorId);
  return {
    action: follow ? ("followed" as const) : ("unfollowed" as const),
    message: follow ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.unfollowed,
    ...stats,
  };
}

export type FollowedAuthor = { authorId: string; username: string | null; avatarUrl: string | null; followedAt: Date };

/** The authors the viewer follows, newest first (the 'Gefolgte Autoren (n)' section of /favorites). */
export async function listFollowedAuthors(viewer: Viewer | null): Promise<FollowedAuthor[]> {
  if (!viewer) throw unauthorized(FOLLOW_MESSAGES.loginRequired);
  return db
    .select({ authorId: authorFollows.authorId, username: profiles.username, avatarUrl: profiles.avatarUrl, followedAt: authorFollows.createdAt })
    .from(authorFollows)
    .leftJoin(profiles, eq(profiles.id, authorFollows.authorId))
    .where(eq(authorFollows.followerId, viewer.id))
    .orderBy(desc(authorFollows.createdAt));
}
