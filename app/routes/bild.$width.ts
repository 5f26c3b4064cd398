import type { Route } from "./+types/bild.$width";
import { imageVariant } from "~/lib/image-variants.server";

/** /bild/{width}/{bucket}/{key}: a stored image in a responsive size (app/lib/image-variants.server.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  const width = Number(params.width);
  const [bucket = "", ...rest] = (params["*"] ?? "").split("/");
  const body = Number.isInteger(width) ? await imageVariant(width, bucket, rest.join("/")) : null;
  if (!body) {
    return new Response("Bild nicht gefunden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
