import { ClipboardList, Hourglass, MessageSquareText, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/admin._index";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { adminCounters } from "~/features/admin/overview.server";
import { listHiddenArticles, listOpenReports, resolveReport, unhideArticle } from "~/features/moderation/moderation.server";
import { MODERATION_MESSAGES } from "~/features/moderation/schema";
import { HiddenArticles, ReportQueue } from "~/features/moderation/ReportQueue";
import { decideClaim, listApprovedClaims, listOpenClaims, revokeClaim } from "~/features/ownership/claims.server";
import { ClaimQueue } from "~/features/ownership/ClaimQueue";
import { adminTabHref, isAdminTabId } from "~/features/admin/tabs";
import { decideInfoReport, listOpenInfoReports } from "~/features/providers/freshness/info-reports.server";
import { InfoReportQueue } from "~/features/providers/freshness/InfoReportQueue";
import { getViewer } from "~/lib/auth.server";
import { ADMIN_MESSAGES } from "~/lib/http.server";
import { handleAction, ok, parseInput, readFormObject } from "~/lib/request.server";
import { z } from "zod";
import { requireAdminPage } from "./+shared/admin.server";

/** /admin: the overview tab. `/admin?tab=<id>` (the spec's form) redirects to the tab's own URL. */
export async function loader({ request }: Route.LoaderArgs) {
  const tab = new URL(request.url).searchParams.get("tab");
  const viewer = await requireAdminPage(request, ADMIN_MESSAGES.dashboardDenied);
  if (tab && isAdminTabId(tab) && tab !== "overview") throw redirect(adminTabHref(tab));
  const [counters, reports, hidden, claims, managed, infoReports] = await Promise.all([
    adminCounters(viewer),
    listOpenReports(viewer, { limit: 20 }),
    listHiddenArticles(viewer, { limit: 20 }),
    listOpenClaims(viewer, { limit: 20 }),
    listApprovedClaims(viewer, { limit: 50 }),
    listOpenInfoReports(viewer, { limit: 20 }),
  ]);
  return {
    counters,
    claims: { total: claims.total, items: claims.items.map(claimJson) },
    managed: { total: managed.total, items: managed.items.map(claimJson) },
    reports: { total: reports.total, items: reports.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) },
    hidden: { total: hidden.total, items: hidden.items.map((a) => ({ ...a, hiddenAt: a.hiddenAt.toISOString() })) },
    infoReports: { total: infoReports.total, items: infoReports.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) },
  };
}

const claimJson = <T extends { createdAt: Date; decidedAt: Date | null }>(c: T) => ({
  ...c,
  createdAt: c.createdAt.toISOString(),
  decidedAt: c.decidedAt?.toISOString() ?? null,
});

const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("resolveReport"),
      reportId: z.string().max(64),
      decision: z.enum(["keep", "hide"], { error: "Ungültige Entscheidung." }),
    }),
    z.object({ intent: z.literal("unhideArticle"), articleId: z.string().max(64) }),
    // A claim's decision and note are the feature's: decideClaim / revokeClaim parse them.
    z.object({ intent: z.literal("decideClaim"), claimId: z.string().max(64) }),
    z.object({ intent: z.literal("revokeClaim"), claimId: z.string().max(64) }),
    z.object({
      intent: z.literal("decideInfoReport"),
      reportId: z.string().max(64),
      decision: z.enum(["done", "dismissed"], { error: "Ungültige Entscheidung." }),
    }),
  ],
  { error: "Ungültige Anfrage." },
);

/**
 * Keep or hide an item of the moderation queue; show a hidden article again; approve, reject or
 * revoke a claim; close an outdated-info report ('Erledigt' / 'Verwerfen'). Admins only: the server
 * functions check.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const form = await readFormObject(request);
    const input = parseInput(actionSchema, form);
    if (input.intent === "decideClaim") {
      const { message } = await decideClaim(viewer, input.claimId, form);
      return ok({ message });
    }
    if (input.intent === "revokeClaim") {
      const { message } = await revokeClaim(viewer, input.claimId, form);
      return ok({ message });
    }
    if (input.intent === "decideInfoReport") {
      const decided = await decideInfoReport(viewer, input.reportId, input.decision);
      return ok({ message: decided.message });
    }
    if (input.intent === "unhideArticle") {
      await unhideArticle(viewer, input.articleId);
      return ok({ message: MODERATION_MESSAGES.articleUnhidden });
    }
    await resolveReport(viewer, input.reportId, input.decision);
    return ok({ message: input.decision === "hide" ? "Inhalt versteckt" : "Inhalt bleibt sichtbar" });
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Admin-Dashboard | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const c = loaderData.counters;
  const cards = [
    { label: "Anbieter gesamt", value: c.providers, to: "/admin/providers", icon: ClipboardList },
    { label: "Ausstehende Anbieter", value: c.pendingProviders, to: "/admin/providers?status=pending", icon: Hourglass },
    { label: "Bewertungen", value: c.reviews, to: "/admin/reviews", icon: MessageSquareText },
    { label: "Nutzer", value: c.users, to: "/admin/user-management", icon: Users },
  ];
  return (
    <section aria-labelledby="admin-overview" className="flex flex-col gap-6">
      <h2 id="admin-overview" className="text-xl font-semibold text-ink">
        {t("Übersicht")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label}>
            <Link
              to={card.to}
              className="flex h-full flex-col gap-2 rounded-card border border-border bg-white p-4 shadow-sm transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="flex items-center gap-2 text-sm text-ink-muted">
                <card.icon aria-hidden="true" className="size-4" />
                {t(card.label)}
              </span>
              <span className="text-3xl font-bold text-ink" data-testid={`counter-${card.to}`}>
                {card.value.toLocaleString("de-DE")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ClaimQueue items={loaderData.claims.items} total={loaderData.claims.total} />
      <ClaimQueue list="approved" items={loaderData.managed.items} total={loaderData.managed.total} />
      <ReportQueue items={loaderData.reports.items} total={loaderData.reports.total} />
      <InfoReportQueue items={loaderData.infoReports.items} total={loaderData.infoReports.total} />
      <HiddenArticles items={loaderData.hidden.items} total={loaderData.hidden.total} />
    </section>
  );
}
