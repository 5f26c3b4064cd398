import { z } from "zod";
import type { Route } from "./+types/admin.ads";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { loadErrorBoundary } from "~/components/layout/RouteError";
import { AdminAds } from "~/features/ads/AdminAds";
import {
  deleteBanner,
  deleteCampaign,
  listBanners,
  listCampaigns,
  listPlacements,
  saveBanner,
  saveCampaign,
  setPlacementActive,
  uploadBannerImage,
} from "~/features/ads/admin.server";
import { ADS_MESSAGES, adAdminQuerySchema } from "~/features/ads/schema";
import { adStats } from "~/features/ads/stats.server";
import { clientIp, getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { requireAdmin } from "~/lib/http.server";
import { ADS_BULK_INTENTS, bulkAdsAction } from "~/features/ads/bulk.server";
import { handleAction, ok, parseInput, readFormObject, readQuery, zCheckbox, zFile } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";
import { keepDataOnViewSwitch } from "~/components/ui/link-tabs";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Werbung", href: "/admin/ads" }) };

/** /admin/ads: 'Werbung & Banner Management' with the tabs Werbeplätze, Kampagnen, Banner, Statistiken (?tab=). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const query = readQuery(request, adAdminQuerySchema);
  const [placements, campaigns, banners, stats] = await Promise.all([
    listPlacements(viewer),
    listCampaigns(viewer),
    query.tab === "banner" ? listBanners(viewer) : undefined,
    query.tab === "statistiken" ? adStats(viewer, { days: query.tage, bannerId: query.banner || null }) : undefined,
  ]);
  return { tab: query.tab, placements, campaigns, banners, stats };
}

const id = z.string().max(64).default("");
const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("placement-toggle"), id, isActive: zCheckbox }),
    // A campaign's and a banner's fields are the feature's: saveCampaign / saveBanner parse them.
    z.object({ intent: z.literal("campaign-save"), id }),
    z.object({ intent: z.literal("banner-save"), id }),
    z.object({ intent: z.literal("banner-delete"), id }),
    z.object({ intent: z.literal("campaign-delete"), id }),
    z.object({ intent: z.literal("image-upload"), image: zFile }),
  ],
  { error: "Ungültige Aktion." },
);

/** POST: the placement toggle, the campaign and banner dialogs and the deletes (into the 'Papierkorb'). Admins only; every change is audited. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    requireAdmin(viewer);
    const form = await readFormObject(request, { multipart: true, fileTooLarge: ADS_MESSAGES.tooLarge });
    if ((ADS_BULK_INTENTS as readonly unknown[]).includes(form.intent)) {
      const result = await bulkAdsAction(viewer, form);
      return ok({ message: result.message, changed: result.changed });
    }
    const input = parseInput(actionSchema, form);
    switch (input.intent) {
      case "placement-toggle":
        await setPlacementActive(viewer, input.id, input.isActive);
        return ok({ message: ADS_MESSAGES.placementUpdated });
      case "campaign-save":
        await saveCampaign(viewer, input.id || null, form);
        return ok({ message: ADS_MESSAGES.campaignSaved });
      case "banner-save":
        await saveBanner(viewer, input.id || null, form, { ip: clientIp(request) });
        return ok({ message: ADS_MESSAGES.bannerSaved });
      case "image-upload": {
        const { url } = await uploadBannerImage(viewer, input.image, { ip: clientIp(request) });
        return ok({ url, message: "Bild hochgeladen" });
      }
      case "banner-delete":
        await deleteBanner(viewer, input.id);
        return ok({ message: ADS_MESSAGES.bannerDeleted });
      case "campaign-delete":
        await deleteCampaign(viewer, input.id);
        return ok({ message: ADS_MESSAGES.campaignDeleted });
    }
  });
}

/** Switching the page's view (`?ansicht=`, links) loads nothing: the loader returns every view. */
export const shouldRevalidate = keepDataOnViewSwitch("ansicht");

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Werbung & Banner Management – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminAdsPage({ loaderData }: Route.ComponentProps) {
  return <AdminAds data={loaderData} />;
}

/** A failed load: the spec's text with a retry; refusals go to the admin frame. */
export const ErrorBoundary = loadErrorBoundary(ADS_MESSAGES.statsError, true);
