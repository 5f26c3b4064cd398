import { z } from "zod";
import type { Route } from "./+types/contests.dashboard";
import { pageMeta } from "~/components/layout/meta";
import { ContestDashboard } from "~/features/contests/ContestDashboard";
import { createContest, listDashboardContests, updateContest } from "~/features/contests/contests.server";
import { contestAccess, purchaseLicence } from "~/features/contests/licence.server";
import { listParticipants } from "~/features/contests/public.server";
import { getViewer, clientIp } from "~/lib/auth.server";
import { badRequest } from "~/lib/errors";
import { loadPart } from "~/lib/load-part.server";
import { CONTEST_MESSAGES } from "~/features/contests/schema";
import { handleAction, ok, parseInput, readFormObject, readQuery } from "~/lib/request.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";

export const handle: BreadcrumbHandle = {
  breadcrumb: () => [
    { label: "Verlosungen", href: "/contests" },
    { label: "Contest-Dashboard", href: "/contests/dashboard" },
  ],
};

const query = z.object({
  edit: z.string().max(64).catch("").optional(),
  participants: z.string().max(64).catch("").optional(),
});

/**
 * /contests/dashboard: the creator dashboard behind the permission gate (signed in; admin, or
 * can_create_contests and a valid licence), the own contests (admins: all), `?edit=<id>` opens the
 * edit form, `?participants=<id>` adds that contest's participants.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const { edit = "", participants = "" } = readQuery(request, query);
  const access = await contestAccess(viewer);
  if (!viewer || !access.canCreate) return { access, contests: [], editId: null, participants: null };
  // The participants list fails on its own ('Fehler beim Laden der Teilnehmer'); refusals stay refusals.
  const loadErrors: string[] = [];
  const [contests, list] = await Promise.all([
    listDashboardContests(viewer),
    participants ? loadPart(listParticipants(viewer, participants), null, CONTEST_MESSAGES.loadParticipants, loadErrors) : Promise.resolve(null),
  ]);
  return {
    access,
    contests,
    editId: contests.some((c) => c.id === edit) ? edit : null,
    participants: participants ? { contestId: participants, rows: list, error: loadErrors[0] ?? null } : null,
  };
}

const intent = z.object({ intent: z.enum(["create", "update", "purchase"], { error: "Unbekannte Aktion." }) }).loose();
const idField = z.object({ id: z.string({ error: "Gewinnspiel nicht gefunden" }).max(64) }).loose();
const purchase = z.object({ days: z.coerce.number({ error: "Ungültige Dauer" }).int("Ungültige Dauer") }).loose();

/** POST: intent create | update (the contest form, multipart with the image) | purchase {days}. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const raw = await readFormObject(request, { multipart: true });
    const viewer = await getViewer(request);
    const meta = { ip: clientIp(request) };
    const { intent: kind } = parseInput(intent, raw);
    if (kind === "purchase") {
      const { days } = parseInput(purchase, raw);
      const res = await purchaseLicence(viewer, days);
      return ok({ message: res.message, validUntil: res.validUntil });
    }
    const fields: Record<string, unknown> = { ...raw };
    if (kind === "create") {
      if ("id" in fields) throw badRequest("Ungültige Eingabe erkannt");
      const res = await createContest(viewer, fields, meta);
      return ok({ message: res.message, id: res.contest.id, warnings: res.warnings });
    }
    const { id } = parseInput(idField, raw);
    const res = await updateContest(viewer, id, fields, meta);
    return ok({ message: res.message, id: res.contest.id, warnings: res.warnings });
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta("Contest-Dashboard", "Deine Gewinnspiele verwalten, bearbeiten und Teilnehmer ansehen.", matches, {
    path: "/contests/dashboard",
    robots: "noindex,nofollow",
  });

export default function ContestDashboardPage({ loaderData }: Route.ComponentProps) {
  return <ContestDashboard data={loaderData} />;
}
