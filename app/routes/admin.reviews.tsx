import { z } from "zod";
import type { Route } from "./+types/admin.reviews";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { deleteReviewAsAdmin, listReviewsForAdmin, REVIEW_ADMIN_FILTERS, REVIEW_ADMIN_MESSAGES, setReviewStatus } from "~/features/reviews/review-admin.server";
import { AdminReviewList } from "~/features/reviews/AdminReviewList";
import { bulkModerateReviews, REVIEW_BULK_INTENTS } from "~/features/reviews/bulk.server";
import { getViewer } from "~/lib/auth.server";
import { handleAction, ok, readFormObject, parseInput, readQuery } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";
import { loadErrorBoundary } from "~/components/layout/RouteError";
import { REVIEW_LOAD_ERROR } from "~/features/reviews/schema";
import { providerPath } from "~/lib/paths";

const querySchema = z.object({
  seite: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(REVIEW_ADMIN_FILTERS).optional().catch(undefined),
});

/** /admin/reviews: review moderation, filters and page in the URL. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const query = readQuery(request, querySchema);
  const status = query.status ?? "all";
  const list = await listReviewsForAdmin(viewer, { page: query.seite, q: query.q || undefined, status });
  return { list, query: { q: query.q, status } };
}

const actionSchema = z.object({
  intent: z.enum(["publish", "hide", "delete"], { error: "Ungültige Aktion." }),
  reviewId: z.string().max(64).default(""),
});

export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const form = await readFormObject(request);
    if ((REVIEW_BULK_INTENTS as readonly unknown[]).includes(form.intent)) {
      const result = await bulkModerateReviews(viewer, form);
      return ok({ message: result.message, changed: result.changed });
    }
    const input = parseInput(actionSchema, form);
    if (input.intent === "delete") {
      await deleteReviewAsAdmin(viewer, input.reviewId);
      return ok({ message: REVIEW_ADMIN_MESSAGES.deleted });
    }
    const status = input.intent === "publish" ? "published" : "hidden";
    await setReviewStatus(viewer, input.reviewId, status);
    return ok({ message: REVIEW_ADMIN_MESSAGES[status] });
  });
}

/** The moderation list could not be loaded: the spec's text with a retry; refusals go to the admin frame. */
export const ErrorBoundary = loadErrorBoundary(REVIEW_LOAD_ERROR, true);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Bewertungen – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { list, query } = loaderData;
  return (
    <AdminReviewList
      rows={list.rows}
      total={list.total}
      page={list.page}
      pageCount={Math.max(1, Math.ceil(list.total / list.pageSize))}
      query={query}
      providerHref={(row) => providerPath(row.provider)}
    />
  );
}
