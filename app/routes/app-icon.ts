import type { Route } from "./+types/app-icon";
import { APP_ICONS, appIconPng } from "~/lib/brand-icons.server";

/**
 * The home-screen icons (the web app manifest's 192 and 512 px, the 180 px apple-touch-icon that
 * iOS asks for at the root): the leaf logo on the full green square. One module for the four
 * addresses of app/routes.ts; the size follows the address.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const size = APP_ICONS[new URL(request.url).pathname];
  if (!size) return new Response("Nicht gefunden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const body = await appIconPng(size);
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": "image/png", "Content-Length": String(body.length), "Cache-Control": "public, max-age=86400" },
  });
}
