import * as s from "../schema";
import { at, insertMany, type People, type SeedContext } from "./context";
import type { SeedProvider } from "./providers";
import { createRng } from "./random";
import { articleHref, providerPath } from "~/lib/paths";

/** db/schema/analytics.ts (page views, provider events, link clicks) and profile views. */
export async function seedAnalytics(
  ctx: SeedContext,
  { users, everyone }: People,
  content: { approved: SeedProvider[]; publishedArticles: { authorId: string; title: string; slug: string }[] },
) {
  const { tx, ids, summary } = ctx;
  const { approved, publishedArticles } = content;
  const lena = users[0];
  const anRng = createRng("analytics");
  const paths: [string, string, number][] = [
    ["/", "Hanfnetz – Cannabis Social Clubs, Shops & Community", 30],
    ["/blog", "Blog | Hanfnetz", 10],
    ["/gutscheincodes", "Gutscheincodes | Hanfnetz", 6],
    ["/contests", "Gewinnspiele | Hanfnetz", 4],
    ...approved.slice(0, 20).map((p) => [providerPath(p), `${p.name} | Hanfnetz`, 2] as [string, string, number]),
    ...publishedArticles.slice(0, 8).map((a) => {
      const author = everyone.find((u) => u.id === a.authorId)!;
      return [articleHref({ slug: a.slug, authorUsername: author.username }), `${a.title} | Hanfnetz`, 2] as [string, string, number];
    }),
  ];
  const referrers: [string | null, number][] = [
    [null, 5],
    ["https://www.google.com/", 6],
    ["https://duckduckgo.com/", 1],
    ["https://www.instagram.com/", 2],
    ["https://www.reddit.com/", 1],
  ];
  const pageViews: (typeof s.analyticsPageViews.$inferInsert)[] = [];
  for (let d = -14; d < 0; d++) {
    const n = anRng.int(12, 30);
    for (let k = 0; k < n; k++) {
      const [pagePath, pageTitle] = anRng.weighted(paths.map(([p, t, w]) => [[p, t], w] as const));
      const mobile = anRng.chance(0.55);
      pageViews.push({
        id: ids.uuid(),
        visitorId: `v-${anRng.int(1, 140)}`,
        pagePath,
        pageTitle,
        referrer: anRng.weighted(referrers),
        userAgent: mobile ? "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)" : "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
        screenResolution: mobile ? "390x844" : "1920x1080",
        viewportSize: mobile ? "390x664" : "1680x940",
        isMobile: mobile,
        isReturningVisitor: anRng.chance(0.35),
        createdAt: at(d, anRng.int(0, 1439)),
      });
    }
  }
  await insertMany(tx, s.analyticsPageViews, pageViews);
  const providerEvents: (typeof s.providerAnalytics.$inferInsert)[] = [];
  for (const p of anRng.sample(approved, 25)) {
    const n = anRng.int(2, 12);
    for (let k = 0; k < n; k++) {
      const eventType = anRng.weighted([
        ["view", 8],
        ["detail_click", 3],
        ["share", 1],
      ] as const);
      providerEvents.push({
        id: ids.uuid(),
        providerId: p.id,
        eventType,
        // Detail clicks take turns: the card's link, then the website, phone and e-mail links.
        detail: eventType === "detail_click" ? ([null, "website", "phone", "email"] as const)[k % 4] : null,
        userId: anRng.chance(0.3) ? anRng.pick(users).id : null,
        createdAt: at(-anRng.int(1, 30), anRng.int(0, 1439)),
      });
    }
  }
  await insertMany(tx, s.providerAnalytics, providerEvents);
  const profileViewsRows: (typeof s.profileViews.$inferInsert)[] = [];
  for (const [idx, n] of [
    [0, 24],
    [1, 11],
    [2, 9],
    [3, 5],
  ] as const) {
    for (let k = 0; k < n; k++) {
      const viewer = anRng.chance(0.5) ? anRng.pick(users.filter((u) => u.index !== idx)) : null;
      profileViewsRows.push({
        id: ids.uuid(),
        profileUserId: users[idx].id,
        viewerUserId: viewer?.id ?? null,
        createdAt: at(-anRng.int(1, 40), anRng.int(0, 1439)),
      });
    }
  }
  await insertMany(tx, s.profileViews, profileViewsRows);
  const linkClicks: (typeof s.customLinkAnalytics.$inferInsert)[] = [];
  for (let k = 0; k < 14; k++) {
    const idx = anRng.int(-1, 1);
    linkClicks.push({
      id: ids.uuid(),
      profileId: lena.id,
      linkIndex: idx,
      linkTitle: idx === -1 ? "Instagram" : idx === 0 ? "Mein Grow-Tagebuch" : "Rezepte",
      linkUrl: idx === -1 ? "https://www.instagram.com/lena_gruen" : idx === 0 ? "https://lena-gruen.example/tagebuch" : "https://lena-gruen.example/rezepte",
      userId: anRng.chance(0.4) ? anRng.pick(users.filter((u) => u.index !== 0)).id : null,
      createdAt: at(-anRng.int(1, 30), anRng.int(0, 1439)),
    });
  }
  await insertMany(tx, s.customLinkAnalytics, linkClicks);
  summary.pageViews = pageViews.length;
}
