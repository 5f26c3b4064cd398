import { z } from "zod";
import type { Route } from "./+types/sitemap.xml";
import { sitemapResponse } from "~/features/seo/sitemap-file.server";
import { readQuery } from "~/lib/request.server";

const query = z.object({ teil: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined) });

/** /sitemap.xml: every public URL with the priorities of spec 1 section 9; an index with parts ?teil=N above 50,000 URLs. */
export async function loader({ request }: Route.LoaderArgs) {
  const { teil } = readQuery(request, query);
  return sitemapResponse(request, teil ?? 0);
}
