import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isoDate } from "~/lib/format";
import { createTestAdBanner, createTestPopup, createTestProvider, createTestUser } from "../../../tests/support/factories";
import { recordAdEvent } from "~/features/ads/public.server";
import { adStats } from "~/features/ads/stats.server";
import { listPopups } from "~/features/popups/admin.server";
import { recordPopupInteraction } from "~/features/popups/public.server";
import { recordLinkClick, recordProfileView } from "~/features/profiles/profile.server";
import { recordProviderEvent } from "~/features/providers/analytics.server";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { trackingMeta } from "~/lib/visitor.server";
import { contentFigures } from "./content.server";

/**
 * Issue #28: counting profile views, link clicks, provider events, ad events and popup
 * interactions stores nothing that identifies a visitor without consent: no IP address, no user
 * agent, no browser-session id, no page address; visitors are counted by the daily salted key.
 */

const IP = "198.51.100.23";
const UA = "Mozilla/5.0 (X11; Linux x86_64) Privatsphaere/1.0";
const SESSION = "sitzung-7f3a9c";

function visit(ip = IP) {
  return new Request("http://localhost:3000/api/x", { method: "POST", headers: { "user-agent": UA, [CLIENT_IP_HEADER]: ip } });
}

/** Every stored row of a table as one JSON text. */
async function rowsOf(table: string) {
  return JSON.stringify((await db.execute(sql`select * from ${sql.identifier(table)}`)).rows);
}

function expectNothingAboutTheVisitor(dump: string) {
  expect(dump).not.toContain(IP);
  expect(dump).not.toContain("Privatsphaere");
  expect(dump).not.toContain(SESSION);
  expect(dump).not.toContain("/seite?geheim");
}

describe("counting visitors without consent (issue #28)", () => {
  it("stores no IP address, user agent, session id or page address, and the dashboards still count", async () => {
    const owner = await createTestUser({ username: "zaehlbar" });
    const admin = await createTestUser({ admin: true });
    await db.execute(
      sql`update profiles set custom_links = ${JSON.stringify([{ title: "Shop", url: "https://shop.example/" }])}::jsonb where id = ${owner.id}`,
    );
    const provider = await createTestProvider({ status: "approved" });
    const { banner } = await createTestAdBanner();
    const popup = await createTestPopup();

    // The same visitor twice, and a second visitor: counted once per visitor and day.
    for (const request of [visit(), visit(), visit("198.51.100.99")]) {
      await recordProfileView(null, owner.id, trackingMeta(request));
      await recordLinkClick(null, owner.id, 0, trackingMeta(request));
      await recordPopupInteraction(null, { popupId: popup.id, interactionType: "view", sessionId: SESSION } as never, trackingMeta(request));
    }
    // What an older page still sends is ignored.
    const adEvent = {
      bannerId: banner.id,
      eventType: "impression" as const,
      sessionId: SESSION,
      pageUrl: "/seite?geheim=1",
      referrer: "https://x.example/seite?geheim=1",
    };
    expect(await recordAdEvent(null, { ...adEvent, userAgent: UA } as never)).toBe(true);
    expect(await recordAdEvent(null, { ...adEvent, eventType: "click", userAgent: UA } as never)).toBe(true);
    expect(await recordProviderEvent(null, { providerId: provider.id, eventType: "view", userAgent: UA })).toBe(true);
    expect(await recordPopupInteraction(null, { popupId: popup.id, interactionType: "like" }, trackingMeta(visit()))).toBe(true);
    expect(await recordPopupInteraction(null, { popupId: popup.id, interactionType: "like" }, trackingMeta(visit()))).toBe(false);

    for (const table of ["profile_views", "custom_link_analytics", "provider_analytics", "ads_analytics", "global_popup_interactions"]) {
      const dump = await rowsOf(table);
      expect(dump.length, table).toBeGreaterThan(2);
      expectNothingAboutTheVisitor(dump);
    }
    // Visitors are told apart by the daily salted key only.
    const keys = (await db.execute<{ visitor_key: string }>(sql`select visitor_key from profile_views where profile_user_id = ${owner.id}`)).rows;
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => /^a:[0-9a-f]{40}$/.test(k.visitor_key))).toBe(true);

    // The back-office figures come out as before.
    // The dashboards' days are days in Berlin (between 23:00 and 24:00 UTC already the next one).
    const today = isoDate(new Date());
    const from = isoDate(new Date(Date.now() - 6 * 86_400_000));
    const figures = await contentFigures(admin, { days: 7, from, today });
    expect(figures.profiles.find((p) => p.id === owner.id)?.views).toBe(2);
    expect(figures.providers.find((p) => p.id === provider.id)?.views).toBe(1);
    const ads = await adStats(admin, { days: 7, bannerId: banner.id });
    expect(ads.totals).toMatchObject({ impressions: 1, clicks: 1 });
    const stats = (await listPopups(admin)).find((p) => p.id === popup.id)!.stats;
    expect(stats).toEqual({ views: 2, closes: 0, likes: 1, shares: 0 });
  });

  it("has no columns left for IP addresses, user agents, session ids or page addresses of these counters", async () => {
    const columns = (
      await db.execute<{ table_name: string; column_name: string }>(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and table_name in ('profile_views', 'custom_link_analytics', 'provider_analytics', 'ads_analytics', 'global_popup_interactions')`)
    ).rows.map((r) => `${r.table_name}.${r.column_name}`);
    for (const gone of ["ip_address", "user_agent", "session_id", "page_url", "referrer"]) {
      expect(
        columns.filter((c) => c.endsWith(`.${gone}`)),
        gone,
      ).toEqual([]);
    }
  });
});
