import { z } from "zod";
import type { Route } from "./+types/contests.$slug";
import { canonicalTags, imageTags, siteTitleFromMatches } from "~/components/layout/meta";
import { ContestPage } from "~/features/contests/ContestPage";
import { getContestPage, participateBySlug } from "~/features/contests/public.server";
import { contestPath } from "~/features/contests/slug";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { baseUrl } from "~/lib/env.server";
import { answerSubmission } from "~/lib/native-submit.server";
import { handleAction, ok, readForm } from "~/lib/request.server";

/**
 * /contests/{slug}: one contest as a shareable, server-rendered page (title, description, image,
 * canonical, og tags, JSON-LD Event, breadcrumb). Hidden (not active or ended; admins and the
 * creator excepted) and unknown slugs answer the 404 page. Participation as on /contests.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const page = await getContestPage(viewer, params.slug);
  return { ...page, origin: baseUrl(), signedIn: Boolean(viewer), isAdmin: Boolean(viewer?.isAdmin) };
}

const participation = z.object({ intent: z.literal("participate", { error: "Unbekannte Aktion." }) });

/**
 * POST {intent: participate}: takes part in this page's contest (login required; the same rules as
 * /contests). The plain form (no JavaScript yet) comes back to the page with the outcome as a flash.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const answer = await handleAction(async () => {
    await readForm(request, participation);
    return ok(await participateBySlug(await getViewer(request), params.slug));
  });
  return answerSubmission(request, answer, { back: new URL(request.url).pathname });
}

export const handle: BreadcrumbHandle<typeof loader> = {
  breadcrumb: (d) => [{ label: "Verlosungen", href: "/contests" }, ...(d ? [{ label: d.contest.title, href: contestPath(d.contest) }] : [])],
};

function cut(text: string, max: number) {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 3)}...` : clean;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // Unknown and hidden contests: the not-found page renders its own title and robots tags.
  if (!loaderData) return [];
  const siteTitle = siteTitleFromMatches(matches);
  const c = loaderData.contest;
  const description = cut(c.description, 160);
  return [
    { title: `${c.title} | ${siteTitle}` },
    { name: "description", content: description },
    ...canonicalTags(loaderData.origin, contestPath(c)),
    { property: "og:type", content: "website" },
    { property: "og:title", content: c.title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteTitle },
    { name: "twitter:card", content: c.imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: c.title },
    { name: "twitter:description", content: description },
    { name: "robots", content: loaderData.isPublic ? "index,follow" : "noindex,nofollow" },
    ...imageTags(loaderData.origin, c.imageUrl),
  ];
};

export default function ContestPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContestPage data={loaderData} />;
}
