import * as s from "../schema";
import { at, type People, type SeedContext } from "./context";
import type { SeedProvider } from "./providers";
import type { SeedReview } from "./reviews";

/**
 * Owners of listings (issue #18, decision 0026): the creators of two listings answer some of their
 * reviews, one member manages a listing through an approved claim and answered a review, and one
 * claim waits in the admin overview.
 */
const REPLIES = [
  "Danke für deine Bewertung! Schön, dass du dich bei uns wohlgefühlt hast. Bis zum nächsten Mal.",
  "Danke für dein offenes Feedback. Wir haben es im Team besprochen und arbeiten daran.",
  "Vielen Dank! Wir freuen uns, dass dir die Beratung geholfen hat.",
];

export async function seedOwnership(ctx: SeedContext, { admin, users }: People, data: { approved: SeedProvider[]; published: SeedReview[] }) {
  const { tx, ids } = ctx;
  const byName = (name: string) => data.approved.find((p) => p.name === name);
  const reviewsOf = (p: SeedProvider | undefined, except: string | null) =>
    p ? data.published.filter((r) => r.providerId === p.id && r.userId !== except).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()) : [];

  const replies: (typeof s.reviewReplies.$inferInsert)[] = [];
  const reply = (review: SeedReview, userId: string, n: number) => {
    const createdAt = new Date(review.createdAt.getTime() + (n + 1) * 3_600_000);
    replies.push({
      id: ids.uuid(),
      reviewId: review.id,
      providerId: review.providerId,
      userId,
      content: REPLIES[n % REPLIES.length]!,
      createdAt,
      updatedAt: createdAt,
    });
  };

  // Creators answer: the two newest reviews of 'Grüner Kreis Berlin e.V.' and the newest of 'Café Hanfblüte'.
  for (const name of ["Grüner Kreis Berlin e.V.", "Café Hanfblüte"]) {
    const provider = byName(name);
    const owner = provider?.owner;
    if (!owner) continue;
    reviewsOf(provider, owner.id)
      .slice(0, name === "Café Hanfblüte" ? 1 : 2)
      .forEach((r, n) => reply(r, owner.id, n));
  }

  // An approved claim: users[2] manages 'Hanffreunde Leipzig' and answered its newest review.
  const claims: (typeof s.providerClaims.$inferInsert)[] = [];
  const leipzig = byName("Hanffreunde Leipzig");
  const manager = users[2];
  if (leipzig && manager) {
    claims.push({
      id: ids.uuid(),
      providerId: leipzig.id,
      userId: manager.id,
      note: "Ich bin im Vorstand des Vereins und kümmere mich um unseren Auftritt.",
      contact: manager.email,
      status: "approved",
      decidedBy: admin.id,
      decidedAt: at(-10),
      createdAt: at(-12),
    });
    const first = reviewsOf(leipzig, manager.id)[0];
    if (first) reply(first, manager.id, 2);
  }
  // A claim waiting for the admin: users[3] on 'Bud & Breakfast Wien'.
  const wien = byName("Bud & Breakfast Wien");
  const claimant = users[3];
  if (wien && claimant && wien.owner?.id !== claimant.id) {
    claims.push({
      id: ids.uuid(),
      providerId: wien.id,
      userId: claimant.id,
      note: "Das Haus gehört meiner Familie, ich pflege die Angaben gern selbst.",
      contact: "+43 1 234 567",
      createdAt: at(-2),
    });
  }

  if (claims.length) await tx.insert(s.providerClaims).values(claims);
  if (replies.length) await tx.insert(s.reviewReplies).values(replies);
  Object.assign(ctx.summary, { providerClaims: claims.length, reviewReplies: replies.length });
}
