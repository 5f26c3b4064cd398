import { canonicalTags, imageTags, originFromMatches, siteTitleFromMatches } from "~/components/layout/meta";

type MetaData =
  | {
      profile: { username: string | null; avatarUrl?: string | null };
      activity: { level: { name: string } };
      stats: { entries: number; reviews: number };
      articles: unknown[];
      path: string;
    }
  | undefined;

export function profileMeta(d: MetaData, matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>) {
  const site = siteTitleFromMatches(matches);
  if (!d) return [{ title: `Profil | ${site}` }];
  const origin = originFromMatches(matches);
  const name = d.profile.username ?? "Profil";
  const description = `${name} bei ${site}: ${d.activity.level.name}, ${d.articles.length} Artikel, ${d.stats.reviews} Bewertungen und ${d.stats.entries} Einträge.`;
  return [
    { title: `${name} | ${site}` },
    { name: "description", content: description },
    ...canonicalTags(origin, d.path),
    { property: "og:title", content: `${name} | ${site}` },
    { property: "og:description", content: description },
    { property: "og:type", content: "profile" },
    ...imageTags(origin, d.profile.avatarUrl),
  ];
}
