import { z } from "zod";
import type { Route } from "./+types/admin.coupons";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { loadErrorBoundary } from "~/components/layout/RouteError";
import { AdminCoupons } from "~/features/coupons/AdminCoupons";
import {
  deleteCoupon,
  deleteMerchant,
  resetCouponStats,
  setCouponStatus,
  setDisplayWeight,
  setMerchantStatus,
  updateCoupon,
  updateMerchant,
} from "~/features/coupons/admin-actions.server";
import { couponTabCounts, listCouponsForAdmin, listMerchantsForAdmin, listPendingForAdmin } from "~/features/coupons/admin-list.server";
import { ADMIN_COUPON_MESSAGES, adminCouponQuerySchema } from "~/features/coupons/schema";
import { clientIp, getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { requireAdmin } from "~/lib/http.server";
import { bulkCouponAction, COUPON_BULK_INTENTS } from "~/features/coupons/bulk.server";
import { handleAction, ok, parseInput, readFormObject, readQuery } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Gutscheine", href: "/admin/coupons" }) };

/** /admin/coupons: pending entries, all merchants, all codes; tab, search, status and page in the URL. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const query = readQuery(request, adminCouponQuerySchema);
  const list = { q: query.q || undefined, status: query.status, page: query.seite };
  const [counts, pending, merchants, coupons] = await Promise.all([
    couponTabCounts(viewer),
    query.tab === "ausstehend" ? listPendingForAdmin(viewer) : undefined,
    query.tab === "merchants" ? listMerchantsForAdmin(viewer, list) : undefined,
    query.tab === "gutscheine" ? listCouponsForAdmin(viewer, list) : undefined,
  ]);
  return { tab: query.tab, counts, query: { q: query.q, status: query.status }, pending, merchants, coupons };
}

const id = z.string().max(64).default("");
const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.enum(["merchant-approve", "merchant-reject", "merchant-delete", "coupon-approve", "coupon-reject", "coupon-delete", "coupon-reset"]),
      id,
    }),
    // The weight, a merchant's and a coupon's fields are the feature's: setDisplayWeight, updateMerchant, updateCoupon parse them.
    z.object({ intent: z.enum(["coupon-weight", "merchant-update", "coupon-update"]), id }),
  ],
  { error: "Ungültige Aktion." },
);

/** POST: the row actions and the two edit dialogs. Admins only (401/403); every change is audited. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    // Refuse non-admins before reading the form (each feature function checks again).
    requireAdmin(viewer);
    const form = await readFormObject(request, { multipart: true });
    if ((COUPON_BULK_INTENTS as readonly unknown[]).includes(form.intent)) {
      const result = await bulkCouponAction(viewer, form);
      return ok({ message: result.message, changed: result.changed });
    }
    const input = parseInput(actionSchema, form);
    const M = ADMIN_COUPON_MESSAGES;
    switch (input.intent) {
      case "merchant-approve":
      case "merchant-reject": {
        const r = await setMerchantStatus(viewer, input.id, input.intent === "merchant-approve" ? "approved" : "rejected");
        return ok({ message: r.status === "approved" ? M.merchantApproved : M.merchantRejected, slug: r.slug });
      }
      case "coupon-approve":
      case "coupon-reject": {
        const r = await setCouponStatus(viewer, input.id, input.intent === "coupon-approve" ? "approved" : "rejected");
        return ok({ message: r.status === "approved" ? M.couponApproved : M.couponRejected });
      }
      case "merchant-delete":
        await deleteMerchant(viewer, input.id);
        return ok({ message: M.merchantDeleted });
      case "coupon-delete":
        await deleteCoupon(viewer, input.id);
        return ok({ message: M.couponDeleted });
      case "coupon-reset":
        await resetCouponStats(viewer, input.id);
        return ok({ message: M.statsReset });
      case "coupon-weight": {
        const r = await setDisplayWeight(viewer, input.id, form);
        return ok({ message: M.weightSet.replace("{{n}}", String(r.displayWeight)) });
      }
      case "merchant-update":
        await updateMerchant(viewer, input.id, form, { ip: clientIp(request) });
        return ok({ message: M.merchantUpdated });
      case "coupon-update":
        await updateCoupon(viewer, input.id, form);
        return ok({ message: M.couponUpdated });
    }
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Gutscheine – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminCouponsPage({ loaderData }: Route.ComponentProps) {
  return <AdminCoupons data={loaderData} />;
}

/** A failed list load: the spec's text of the tab, with a retry; refusals go to the admin frame. */
export const ErrorBoundary = loadErrorBoundary((search) => {
  const tab = search.get("tab");
  return tab === "merchants"
    ? ADMIN_COUPON_MESSAGES.loadMerchants
    : tab === "gutscheine"
      ? ADMIN_COUPON_MESSAGES.loadCoupons
      : ADMIN_COUPON_MESSAGES.loadPending;
}, true);
