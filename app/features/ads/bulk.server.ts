import { invalidateAdsCache } from "./public.server";
import { desc } from "drizzle-orm";
import { z } from "zod";
import { adsBanners, adsCampaigns } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { bulkDone, parseBulkSelection, resolveBulkIds, runBulk } from "~/lib/bulk.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { parseInput } from "~/lib/request.server";
import { bannerActiveIn, campaignActiveIn, trashBannerIn, trashCampaignIn } from "./admin.server";

/**
 * Bulk actions of the ads tab (issue 30): activate, deactivate or delete the selected banners or
 * campaigns (or all of them: the lists have no filter), in one transaction with one audit row per
 * changed row; deletes go to the 'Papierkorb' (a campaign with its banners).
 */

export const ADS_BULK_INTENTS = [
  "bulk-banner-activate",
  "bulk-banner-deactivate",
  "bulk-banner-delete",
  "bulk-campaign-activate",
  "bulk-campaign-deactivate",
  "bulk-campaign-delete",
] as const;

export const BANNER_NOUN = { one: "Banner", other: "Banner" } as const;
export const CAMPAIGN_NOUN = { one: "Kampagne", other: "Kampagnen" } as const;

const schema = z.object({ intent: z.enum(ADS_BULK_INTENTS, { error: "Ungültige Aktion." }) });
const VERB = { activate: "aktiviert", deactivate: "deaktiviert", delete: "in den Papierkorb verschoben" } as const;

async function allIds(kind: "banner" | "campaign", limit: number) {
  const table = kind === "banner" ? adsBanners : adsCampaigns;
  const rows = await db.select({ id: table.id }).from(table).orderBy(desc(table.createdAt)).limit(limit);
  return rows.map((r) => r.id);
}

export async function bulkAdsAction(viewer: Viewer | null, raw: unknown) {
  requireAdmin(viewer);
  const { intent } = parseInput(schema, raw);
  const [, kind, op] = intent.split("-") as ["bulk", "banner" | "campaign", "activate" | "deactivate" | "delete"];
  const ids = await resolveBulkIds(parseBulkSelection(raw), (limit) => allIds(kind, limit));
  const result = await runBulk(ids, (tx, id) => {
    if (op === "delete") return kind === "banner" ? trashBannerIn(tx, viewer, id) : trashCampaignIn(tx, viewer, id);
    return kind === "banner" ? bannerActiveIn(tx, viewer, id, op === "activate") : campaignActiveIn(tx, viewer, id, op === "activate");
  });
  invalidateAdsCache();
  return { ...result, message: bulkDone(result.count, kind === "banner" ? BANNER_NOUN : CAMPAIGN_NOUN, VERB[op]) };
}
