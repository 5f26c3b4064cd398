import type { Route } from "./+types/favicon.ico";
import { getSiteSettings } from "~/features/site/settings.server";
import { faviconIco } from "~/lib/brand-icons.server";

const BUILT_IN = new Set(["", "/favicon.svg", "/favicon.ico"]);

/**
 * /favicon.ico (browsers and crawlers ask for it without a link): the favicon an admin uploaded
 * in the site settings (a redirect, revalidated hourly), otherwise the leaf logo at 16, 32 and 48 px.
 */
export async function loader(_: Route.LoaderArgs) {
  const { faviconUrl } = await getSiteSettings();
  if (faviconUrl && !BUILT_IN.has(faviconUrl)) {
    return new Response(null, { status: 302, headers: { Location: faviconUrl, "Cache-Control": "public, max-age=3600" } });
  }
  const body = await faviconIco();
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": "image/x-icon", "Content-Length": String(body.length), "Cache-Control": "public, max-age=86400" },
  });
}
