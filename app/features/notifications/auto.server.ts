import { and, eq, sql } from "drizzle-orm";
import { profiles, userMessages, userRoles } from "~db/schema";
import type { Executor } from "~db/types";
import { formatAmount, plural } from "~/lib/format";
import { providerPath } from "~/lib/paths";
import { insertMessages } from "~/lib/inbox-writer.server";

/**
 * The automatic notifications (spec 2 section 3): each writes inbox messages with the spec's
 * metadata inside the caller's transaction and announces them live at commit. Nobody is notified
 * about their own action.
 */

async function usernameOf(tx: Executor, userId: string): Promise<string | null> {
  const [row] = await tx.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row?.username ?? null;
}

/** review_notification to the provider's creator when someone else reviews it (a new review, not an edit). */
export async function notifyProviderReviewed(
  tx: Executor,
  input: { provider: { id: string; name: string; slug: string | null; userId: string | null }; reviewerId: string; reviewId: string; rating: number },
) {
  const { provider, reviewerId } = input;
  if (!provider.userId || provider.userId === reviewerId) return [];
  const reviewerUsername = await usernameOf(tx, reviewerId);
  return insertMessages(tx, [
    {
      userId: provider.userId,
      messageType: "review_notification",
      title: `Neue Bewertung für „${provider.name}“`,
      content: `Dein Eintrag „${provider.name}“ hat eine neue Bewertung mit ${input.rating} von 5 Sternen erhalten.`,
      metadata: {
        provider_id: provider.id,
        provider_name: provider.name,
        reviewer_user_id: reviewerId,
        reviewer_username: reviewerUsername,
        review_link: `${providerPath({ id: provider.id, slug: provider.slug })}#review-${input.reviewId}`,
      },
    },
  ]);
}

/**
 * helpful_vote_notification to a review's author when someone marks it helpful. A vote taken back
 * and given again does not notify twice.
 */
export async function notifyHelpfulVote(
  tx: Executor,
  input: { reviewId: string; authorId: string | null; voterId: string; provider: { id: string; name: string; slug: string | null } },
) {
  if (!input.authorId || input.authorId === input.voterId) return [];
  const reviewLink = `${providerPath(input.provider)}#review-${input.reviewId}`;
  const [already] = await tx
    .select({ id: userMessages.id })
    .from(userMessages)
    .where(
      and(
        eq(userMessages.userId, input.authorId),
        eq(userMessages.messageType, "helpful_vote_notification"),
        sql`${userMessages.metadata}->>'voter_user_id' = ${input.voterId}`,
        sql`${userMessages.metadata}->>'review_link' = ${reviewLink}`,
      ),
    )
    .limit(1);
  if (already) return [];
  const voterUsername = await usernameOf(tx, input.voterId);
  return insertMessages(tx, [
    {
      userId: input.authorId,
      messageType: "helpful_vote_notification",
      title: "Deine Bewertung ist hilfreich",
      content: `Jemand fand deine Bewertung zu „${input.provider.name}“ hilfreich.`,
      metadata: { voter_user_id: input.voterId, voter_username: voterUsername, review_link: reviewLink, provider_name: input.provider.name },
    },
  ]);
}

/**
 * rank_achievement when a member's level rises (called by the activity recalculation); a level
 * reached again after falling back is not announced twice.
 */
export async function notifyRankAchieved(tx: Executor, input: { userId: string; level: string; score: number }) {
  const [already] = await tx
    .select({ id: userMessages.id })
    .from(userMessages)
    .where(
      and(eq(userMessages.userId, input.userId), eq(userMessages.messageType, "rank_achievement"), sql`${userMessages.metadata}->>'level' = ${input.level}`),
    )
    .limit(1);
  if (already) return [];
  return insertMessages(tx, [
    {
      userId: input.userId,
      messageType: "rank_achievement",
      title: `Neuer Rang: ${input.level}`,
      content: `Glückwunsch! Du hast ${plural(input.score, "Aktivitätspunkt", "Aktivitätspunkte")} gesammelt und den Rang „${input.level}“ erreicht.`,
      metadata: { level: input.level, score: input.score },
    },
  ]);
}

/**
 * contest_created to every admin except the creator (spec 2 section 3), with contest_title,
 * prize_value and currency. Called by the contests feature when a contest is created.
 */
export async function notifyAdminsContestCreated(
  tx: Executor,
  input: { contestId: string; title: string; prizeValue: number; currency: string; createdBy: string | null },
) {
  const admins = await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
  return insertMessages(
    tx,
    admins
      .filter((a) => a.id !== input.createdBy)
      .map((a) => ({
        userId: a.id,
        messageType: "contest_created" as const,
        title: `Neues Gewinnspiel: ${input.title}`,
        content: `Ein neues Gewinnspiel wartet auf Freigabe: „${input.title}“ (Preis: ${formatAmount(input.prizeValue, input.currency)}).`,
        metadata: { contest_id: input.contestId, contest_title: input.title, prize_value: input.prizeValue, currency: input.currency },
      })),
  );
}
