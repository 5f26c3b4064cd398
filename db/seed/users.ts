import { activityScore } from "~/features/activity/activity";
import * as s from "../schema";
import { at, insertMany, type People, type SeedContext } from "./context";
import type { SeedProvider } from "./providers";
import type { SeedReview } from "./reviews";

/** db/schema/users.ts: profiles with their activity (the app's formula), referral codes and sign-ups. */
export async function seedProfiles(
  ctx: SeedContext,
  { everyone }: People,
  content: { approved: SeedProvider[]; published: SeedReview[]; publishedArticles: { authorId: string }[] },
) {
  const { tx } = ctx;
  const { approved, published, publishedArticles } = content;
  const stats = new Map<string, { entries: number; reviews: number; articles: number; helpful: number }>();
  for (const u of everyone) stats.set(u.id, { entries: 0, reviews: 0, articles: 0, helpful: 0 });
  for (const p of approved) if (p.userId) stats.get(p.userId)!.entries++;
  for (const r of published) {
    const st = stats.get(r.userId)!;
    st.reviews++;
    st.helpful += r.helpfulCount ?? 0;
  }
  for (const a of publishedArticles) stats.get(a.authorId)!.articles++;
  const score = (id: string) => {
    const st = stats.get(id)!;
    return activityScore({ approvedProviders: st.entries, publishedReviews: st.reviews, publishedArticles: st.articles, helpfulVotesReceived: st.helpful });
  };

  await insertMany(
    tx,
    s.profiles,
    everyone.map((u) => {
      const st = stats.get(u.id)!;
      const links =
        u.username === "lena_gruen"
          ? [
              { title: "Mein Grow-Tagebuch", url: "https://lena-gruen.example/tagebuch" },
              { title: "Rezepte", url: "https://lena-gruen.example/rezepte" },
            ]
          : u.username === "max_hanf"
            ? [{ title: "Hanfkontor", url: "https://www.hanfkontor-online.example" }]
            : [];
      return {
        id: u.id,
        username: u.username,
        email: u.email,
        avatarUrl: null,
        instagramUrl: ["lena_gruen", "max_hanf"].includes(u.username) ? `https://www.instagram.com/${u.username}` : null,
        customLinks: links,
        profileFavorites: [],
        helpfulVotes: st.helpful,
        canCreateContests: Boolean(u.canCreateContests),
        canCreateB2b: Boolean(u.canCreateB2b),
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      };
    }),
  );
  await insertMany(
    tx,
    s.userActivities,
    everyone.map((u) => {
      const st = stats.get(u.id)!;
      return {
        userId: u.id,
        totalActivityScore: score(u.id),
        entriesCreated: st.entries,
        reviewsWritten: st.reviews,
        articlesPublished: st.articles,
        helpfulVotesReceived: st.helpful,
        updatedAt: at(0),
      };
    }),
  );
  return { score };
}

export async function seedReferrals(ctx: SeedContext, { users }: People, approved: SeedProvider[]) {
  const { tx, ids } = ctx;
  const lena = users[0];
  const maxUser = users[1];
  await insertMany(tx, s.referralCodes, [
    { id: ids.uuid(), userId: lena.id, shareId: "lena-gruen-2026", createdAt: at(-200) },
    { id: ids.uuid(), userId: maxUser.id, shareId: "max-hanf-2026", createdAt: at(-150) },
  ]);
  await insertMany(tx, s.referralSignups, [
    {
      id: ids.uuid(),
      shareId: "lena-gruen-2026",
      referrerUserId: lena.id,
      referredUserId: users[11].id,
      providerId: approved[2].id,
      signupIp: null,
      createdAt: users[11].createdAt,
    },
    {
      id: ids.uuid(),
      shareId: "lena-gruen-2026",
      referrerUserId: lena.id,
      referredUserId: users[10].id,
      providerId: null,
      signupIp: null,
      createdAt: users[10].createdAt,
    },
    {
      id: ids.uuid(),
      shareId: "max-hanf-2026",
      referrerUserId: maxUser.id,
      referredUserId: users[9].id,
      providerId: approved[16].id,
      signupIp: null,
      createdAt: users[9].createdAt,
    },
  ]);
}
