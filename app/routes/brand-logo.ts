import type { Route } from "./+types/brand-logo";
import { BRAND_LOGO } from "~/components/layout/meta";
import { brandLogoPng } from "~/lib/brand-icons.server";

/** /images/logo.png: the leaf logo as a 512 px PNG (publisher logo of the articles' structured data). */
export async function loader(_: Route.LoaderArgs) {
  const body = await brandLogoPng(BRAND_LOGO.size);
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": "image/png", "Content-Length": String(body.length), "Cache-Control": "public, max-age=86400" },
  });
}
