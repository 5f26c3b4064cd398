import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "~db/schema";
import { db } from "~/lib/db.server";
import { startApp } from "./harness";

/** /favicon.ico follows the favicon an admin uploaded in the site settings (spec 3 "Website settings"). */
let app: Awaited<ReturnType<typeof startApp>>;
const UPLOADED = "/media/site-assets/0123456789abcdef0123456789abcdef.png";

beforeAll(async () => {
  await db.insert(siteSettings).values({ settingKey: "favicon_url", settingValue: UPLOADED });
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

describe("/favicon.ico with an uploaded favicon", () => {
  it("redirects to the uploaded file, which the page head links too", async () => {
    const res = await fetch(`${app.url}/favicon.ico`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(UPLOADED);
    const home = await (await fetch(`${app.url}/`)).text();
    expect(home).toContain(`<link rel="icon" href="${UPLOADED}"/>`);
  });
});
