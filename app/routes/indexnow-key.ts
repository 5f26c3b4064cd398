import type { Route } from "./+types/indexnow-key";
import { indexNowKeyFile } from "~/features/seo/indexnow.server";

/** /{key}.txt: the IndexNow key file, only for the configured key (404 for every other name). */
export async function loader({ params }: Route.LoaderArgs) {
  const body = await indexNowKeyFile(params.key);
  if (!body) return new Response("Nicht gefunden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
