import { levelFor } from "~/features/activity/activity";
import * as s from "../schema";
import { at, insertMany, later, type People, type SeedContext } from "./context";
import type { SeedProvider } from "./providers";
import { createRng } from "./random";
import type { SeedReview } from "./reviews";
import { articleHref, providerPath } from "~/lib/paths";

/** db/schema/messages.ts: a broadcast, notifications about reviews, votes, levels, articles and contests. */
export async function seedMessages(
  ctx: SeedContext,
  { admin, users, everyone }: People,
  content: {
    contestMessages: s.NewUserMessage[];
    providers: SeedProvider[];
    published: SeedReview[];
    votes: s.ReviewHelpfulVote[];
    publishedArticles: { authorId: string; title: string; slug: string; publishDate?: Date | null }[];
    follows: { followerId: string; authorId: string; createdAt: Date }[];
    score: (userId: string) => number;
  },
) {
  const { tx, ids, summary } = ctx;
  const { contestMessages, providers, published, votes, publishedArticles, follows, score } = content;
  const msgRng = createRng("messages");
  const historyId = ids.uuid();
  const broadcastAt = at(-30);
  await tx.insert(s.adminMessageHistory).values({
    id: historyId,
    title: "Willkommen in der Hanfnetz-Community",
    content: "Schön, dass du dabei bist! Ab sofort kannst du Gutscheincodes einreichen, sobald du die Voraussetzungen erfüllst. Viel Spaß beim Entdecken!",
    recipientType: "all_users",
    recipientCount: users.length,
    senderAdminId: admin.id,
    createdAt: broadcastAt,
  });
  const messages: s.NewUserMessage[] = [...contestMessages];
  for (const u of users) {
    const read = msgRng.chance(0.6);
    messages.push({
      id: ids.uuid(),
      userId: u.id,
      title: "Willkommen in der Hanfnetz-Community",
      content: "Schön, dass du dabei bist! Ab sofort kannst du Gutscheincodes einreichen, sobald du die Voraussetzungen erfüllst. Viel Spaß beim Entdecken!",
      messageType: "admin",
      metadata: {},
      isRead: read,
      readAt: read ? new Date(broadcastAt.getTime() + msgRng.int(1, 72) * 3_600_000) : null,
      historyId,
      createdAt: broadcastAt,
    });
  }
  const recent = [...published].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 25);
  for (const r of recent) {
    const p = providers.find((x) => x.id === r.providerId)!;
    if (!p.userId || p.userId === r.userId) continue;
    const reviewer = everyone.find((u) => u.id === r.userId)!;
    const read = msgRng.chance(0.5);
    messages.push({
      id: ids.uuid(),
      userId: p.userId,
      title: "Neue Bewertung für deinen Eintrag",
      content: `${r.isAnonymous ? "Jemand" : reviewer.username} hat „${p.name}“ mit ${r.rating} ${r.rating === 1 ? "Stern" : "Sternen"} bewertet.`,
      messageType: "review_notification",
      metadata: {
        provider_id: p.id,
        provider_name: p.name,
        reviewer_user_id: r.isAnonymous ? null : reviewer.id,
        reviewer_username: r.isAnonymous ? null : reviewer.username,
      },
      isRead: read,
      readAt: read ? new Date(r.createdAt.getTime() + 3_600_000) : null,
      createdAt: r.createdAt,
    });
  }
  for (const v of [...votes].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 12)) {
    const r = published.find((x) => x.id === v.reviewId)!;
    const p = providers.find((x) => x.id === r.providerId)!;
    const voter = everyone.find((u) => u.id === v.userId)!;
    messages.push({
      id: ids.uuid(),
      userId: r.userId,
      title: "Deine Bewertung war hilfreich",
      content: `${voter.username} fand deine Bewertung zu „${p.name}“ hilfreich.`,
      messageType: "helpful_vote_notification",
      metadata: {
        voter_user_id: voter.id,
        voter_username: voter.username,
        review_link: `${providerPath(p)}#review-${r.id}`,
        provider_name: p.name,
      },
      isRead: false,
      readAt: null,
      createdAt: v.createdAt,
    });
  }
  for (const u of users) {
    const sc = score(u.id);
    if (sc < 5) continue;
    messages.push({
      id: ids.uuid(),
      userId: u.id,
      title: "Neues Level erreicht!",
      content: `Glückwunsch! Du hast mit ${sc} Punkten das Level „${levelFor(sc).name}“ erreicht.`,
      messageType: "rank_achievement",
      metadata: { level: levelFor(sc).name, score: sc },
      isRead: true,
      readAt: at(-1),
      createdAt: at(-2, msgRng.int(0, 600)),
    });
  }
  const lena = users[0];
  const lenaLatest = publishedArticles.filter((a) => a.authorId === lena.id).sort((a, b) => b.publishDate!.getTime() - a.publishDate!.getTime())[0];
  for (const f of follows.filter((x) => x.authorId === lena.id)) {
    messages.push({
      id: ids.uuid(),
      userId: f.followerId,
      title: "Neuer Artikel von lena_gruen",
      content: `lena_gruen hat einen neuen Artikel veröffentlicht: „${lenaLatest.title}“`,
      messageType: "author_new_article",
      metadata: { article_url: articleHref({ slug: lenaLatest.slug, authorUsername: lena.username }) },
      isRead: false,
      readAt: null,
      createdAt: later(lenaLatest.publishDate!, f.createdAt),
    });
  }
  await insertMany(tx, s.userMessages, messages);
  await insertMany(
    tx,
    s.messageInteractions,
    messages
      .filter((m) => m.isRead && m.historyId)
      .map((m) => ({ id: ids.uuid(), messageId: m.id!, userId: m.userId, interactionType: "message_open" as const, metadata: {}, createdAt: m.readAt! })),
  );
  summary.messages = messages.length;
}
