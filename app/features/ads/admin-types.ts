import type { AdCampaign, AdPlacement } from "~db/schema/ads";
import type { AdminBannerRow } from "./admin.server";
import type { AdAdminTab } from "./schema";
import type { AdStats } from "./stats.server";

/** Shapes and constants shared by the back-office components of the ads tab. */
export const ADS_ACTION = "/admin/ads";

type Dated<T> = Omit<T, "startDate" | "endDate" | "createdAt" | "updatedAt"> & {
  startDate: string | Date;
  endDate: string | Date | null;
  createdAt: string | Date;
  updatedAt: string | Date;
};
export type PlacementRow = Omit<AdPlacement, "createdAt" | "updatedAt"> & { createdAt: string | Date; updatedAt: string | Date };
export type CampaignRow = Dated<AdCampaign>;
export type AdminAdsData = { tab: AdAdminTab; placements: PlacementRow[]; campaigns: CampaignRow[]; banners?: AdminBannerRow[]; stats?: AdStats };

export const STATUS_VARIANT = {
  inactive: "secondary",
  planned: "warning",
  ended: "outline",
  expired: "outline",
  running: "success",
  active: "success",
} as const;
