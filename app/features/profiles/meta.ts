import { isRouteErrorResponse } from "react-router";
import { canonicalTags, imageTags, originFromMatches, siteTitleFromMatches } from "~/components/layout/meta";
import { PROFILE_MESSAGES } from "./schema";
import { notFoundKind } from "~/lib/errors";
import { plural } from "~/lib/format";

type MetaData =
  | {
      profile: { username: string | null; avatarUrl?: string | null };
      activity: { level: { name: string } };
      stats: { entries: number; reviews: number };
      articles: unknown[];
      path: string;
    }
  | undefined;

/** Whether a route error is the unknown-profile 404 (shown as the 'Profil nicht gefunden' card). */
export function isProfileNotFound(error: unknown): boolean {
  return notFoundKind(error) === "profile";
}

export function profileMeta(d: MetaData, matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>, error?: unknown) {
  const site = siteTitleFromMatches(matches);
  if (isProfileNotFound(error)) return [{ title: `${PROFILE_MESSAGES.notFound} | ${site}` }, { name: "robots", content: "noindex,follow" }];
  // Another 404 (a route word such as /admin): the generic 404 page renders its own head tags.
  if (isRouteErrorResponse(error) && error.status === 404) return [];
  if (!d) return [{ title: `Profil | ${site}` }];
  const origin = originFromMatches(matches);
  const name = d.profile.username ?? "Profil";
  const description = `${name} bei ${site}: ${d.activity.level.name}, ${d.articles.length} Artikel, ${plural(d.stats.reviews, "Bewertung", "Bewertungen")} und ${plural(d.stats.entries, "Eintrag", "Einträge")}.`;
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
