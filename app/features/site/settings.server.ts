import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";

export type SiteSettings = { siteTitle: string; faviconUrl: string; defaultOgImage: string | null };
export const DEFAULT_SITE_SETTINGS: SiteSettings = { siteTitle: "Hanfnetz", faviconUrl: "/favicon.svg", defaultOgImage: null };

let cache: { value: SiteSettings; at: number } | undefined;
const TTL_MS = 60_000;

/** Public site settings (site_title, favicon_url, default_og_image), cached for a minute. */
export async function getSiteSettings(): Promise<SiteSettings> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.value;
  const res = await db.execute<{ setting_key: string; setting_value: string | null }>(
    sql`select setting_key, setting_value from site_settings where setting_key in ('site_title', 'favicon_url', 'default_og_image')`,
  );
  const map = new Map(res.rows.map((r) => [r.setting_key, r.setting_value]));
  const value: SiteSettings = {
    siteTitle: map.get("site_title") || DEFAULT_SITE_SETTINGS.siteTitle,
    faviconUrl: map.get("favicon_url") || DEFAULT_SITE_SETTINGS.faviconUrl,
    defaultOgImage: map.get("default_og_image") || null,
  };
  cache = { value, at: Date.now() };
  return value;
}

export function invalidateSiteSettings() {
  cache = undefined;
}
