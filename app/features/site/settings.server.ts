import { sql } from "drizzle-orm";
import { createCache, invalidateCacheScope } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { EMPTY_OPERATOR, OPERATOR_FIELDS, OPERATOR_SETTING_KEYS, operatorSettingKey, type OperatorData } from "~/lib/operator";

export type SiteSettings = { siteTitle: string; faviconUrl: string; defaultOgImage: string | null; securityMonitor: boolean; operator: OperatorData };
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteTitle: "Hanfnetz",
  faviconUrl: "/favicon.svg",
  defaultOgImage: null,
  securityMonitor: true,
  operator: EMPTY_OPERATOR,
};

/** Site setting key of the client security monitor (spec README): 'false' switches it off; on by default. */
export const SECURITY_MONITOR_KEY = "security_monitor_enabled";

const SCOPE = "site-settings";
const cache = createCache(SCOPE, { ttlMs: 60_000 });

const PUBLIC_KEYS = ["site_title", "favicon_url", "default_og_image", SECURITY_MONITOR_KEY, ...OPERATOR_SETTING_KEYS];

/** Public site settings (site_title, favicon_url, default_og_image, security_monitor_enabled, the operator's imprint data), cached for a minute. */
export async function getSiteSettings(): Promise<SiteSettings> {
  return cache.get("settings", async () => {
    const res = await db.execute<{ setting_key: string; setting_value: string | null }>(
      sql`select setting_key, setting_value from site_settings where setting_key in (${sql.join(
        PUBLIC_KEYS.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
    const map = new Map(res.rows.map((r) => [r.setting_key, r.setting_value]));
    return {
      siteTitle: map.get("site_title") || DEFAULT_SITE_SETTINGS.siteTitle,
      faviconUrl: map.get("favicon_url") || DEFAULT_SITE_SETTINGS.faviconUrl,
      defaultOgImage: map.get("default_og_image") || null,
      securityMonitor: map.get(SECURITY_MONITOR_KEY) !== "false",
      operator: Object.fromEntries(OPERATOR_FIELDS.map((f) => [f.key, (map.get(operatorSettingKey(f.key)) ?? "").trim()])) as OperatorData,
    };
  });
}

export function invalidateSiteSettings() {
  invalidateCacheScope(SCOPE);
}

/** Site setting key of the shops shown first on /gutscheincodes: up to two merchant slugs, comma-separated. */
export const FEATURED_MERCHANTS_KEY = "coupon_featured_merchants";

/** The slugs of the (at most two) shops shown first on /gutscheincodes (site setting, cached for a minute). */
export async function featuredMerchantSlugs(): Promise<string[]> {
  return cache.get(FEATURED_MERCHANTS_KEY, async () => {
    const res = await db.execute<{ setting_value: string | null }>(sql`select setting_value from site_settings where setting_key = ${FEATURED_MERCHANTS_KEY}`);
    return (res.rows[0]?.setting_value ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean)
      .slice(0, 2);
  });
}

/** The raw value of one setting, uncached (IndexNow configuration, the automatic submission's mark). */
export async function readSetting(key: string): Promise<string | null> {
  const res = await db.execute<{ v: string | null }>(sql`select setting_value as v from site_settings where setting_key = ${key}`);
  return res.rows[0]?.v ?? null;
}
