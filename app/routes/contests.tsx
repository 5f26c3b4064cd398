import { z } from "zod";
import type { Route } from "./+types/contests";
import { pageMeta } from "~/components/layout/meta";
import { ContestsView } from "~/features/contests/ContestsView";
import { contestAccess } from "~/features/contests/licence.server";
import { listContests, participate } from "~/features/contests/public.server";
import { CONTEST_FILTERS, CONTEST_MESSAGES } from "~/features/contests/schema";
import { getViewer } from "~/lib/auth.server";
import { logger } from "~/lib/logger.server";
import { handleAction, ok, readForm, readQuery } from "~/lib/request.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Verlosungen", href: "/contests" }) };

const query = z.object({
  q: z.string().max(100).catch("").optional(),
  filter: z.enum(CONTEST_FILTERS).catch("all").optional(),
});

/** /contests: the contests the viewer may see (server-side visibility), search and filter. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const { q = "", filter = "all" } = readQuery(request, query);
  const access = await contestAccess(viewer);
  const base = { q, filter, signedIn: access.signedIn, canCreate: access.canCreate, isAdmin: access.isAdmin };
  try {
    return { ...base, ...(await listContests(viewer, { q, filter })), error: null };
  } catch (error) {
    logger.error({ err: error }, "contest list failed");
    return { ...base, contests: [], total: 0, error: CONTEST_MESSAGES.loadFailed };
  }
}

const participation = z.object({
  intent: z.literal("participate", { error: "Unbekannte Aktion." }),
  contestId: z.string({ error: CONTEST_MESSAGES.notFound }).max(100),
});

/** POST /contests {intent: participate, contestId}: takes part (login required). */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const input = await readForm(request, participation);
    const result = await participate(await getViewer(request), input.contestId);
    return ok(result);
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta("Gewinnspiele und Verlosungen", "Gewinnspiele aus der Hanf-Community: mach mit und gewinne Vaporizer, Gutscheine und mehr.", matches, {
    path: "/contests",
  });

export default function ContestsPage({ loaderData }: Route.ComponentProps) {
  return <ContestsView data={loaderData} />;
}
