import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "~db/schema";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { createTestUser } from "../../tests/support/factories";
import { action as linkClickAction } from "./api.profile-link-click";
import { action as profileViewAction } from "./api.profile-views";

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;
const browser = (ip: string, ua = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36") => ({
  "user-agent": ua,
  [CLIENT_IP_HEADER]: ip,
});
type Result = { data: { ok: boolean; recorded?: boolean }; init: { headers?: HeadersInit } | null };
const recorded = (r: unknown) => (r as Result).data.recorded;

describe("profile views and link clicks: once per visitor and day, without a cookie (issue #7)", () => {
  it("counts a visitor (address + browser) once per profile and day", async () => {
    const owner = await createTestUser({ username: "gezaehlt" });
    const view = (headers: Record<string, string>) =>
      profileViewAction(
        args(new Request("http://localhost/api/profile-views", { method: "POST", body: new URLSearchParams({ profileId: owner.id }), headers })),
      );
    const first = await view(browser("10.1.0.1"));
    expect(recorded(first)).toBe(true);
    expect(new Headers((first as Result).init?.headers).get("set-cookie")).toBeNull();
    expect(recorded(await view(browser("10.1.0.1")))).toBe(false);
    expect(recorded(await view(browser("10.1.0.2")))).toBe(true);
    expect(recorded(await view(browser("10.1.0.1", "Mozilla/5.0 (Macintosh) Safari/605")))).toBe(true);
  });

  it("counts a link click (beacon, multipart) once per link, visitor and day", async () => {
    const owner = await createTestUser({ username: "verlinkt" });
    await db
      .update(profiles)
      .set({
        customLinks: [
          { title: "Shop", url: "https://shop.example" },
          { title: "Blog", url: "https://blog.example" },
        ],
      })
      .where(eq(profiles.id, owner.id));
    const click = (linkIndex: number, ip: string) => {
      const body = new FormData();
      body.set("profileId", owner.id);
      body.set("linkIndex", String(linkIndex));
      return linkClickAction(args(new Request("http://localhost/api/profile-link-click", { method: "POST", body, headers: browser(ip) })));
    };
    expect(recorded(await click(0, "10.2.0.1"))).toBe(true);
    expect(recorded(await click(0, "10.2.0.1"))).toBe(false);
    expect(recorded(await click(1, "10.2.0.1"))).toBe(true);
    expect(recorded(await click(0, "10.2.0.2"))).toBe(true);
  });
});
