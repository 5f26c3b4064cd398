import type { Route } from "./+types/favicon.ico";
import { faviconIco } from "~/lib/brand-icons.server";

/** /favicon.ico: the leaf logo at 16, 32 and 48 px (browsers and crawlers ask for it without a link). */
export async function loader(_: Route.LoaderArgs) {
  const body = await faviconIco();
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": "image/x-icon", "Content-Length": String(body.length), "Cache-Control": "public, max-age=86400" },
  });
}
