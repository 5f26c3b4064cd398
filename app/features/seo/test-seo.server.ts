import { asc, eq } from "drizzle-orm";
import { providers } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { providerPath } from "~/lib/paths";

/** Meta description rule of spec 1 section 5: cut to 160 (157 plus an ellipsis). */
export function cutDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 3).trimEnd()}...`;
}

/** The one provider /test-seo shows: the oldest approved one (stable across visits). Admins only. */
export async function testSeoProvider(viewer: Viewer | null) {
  requireAdmin(viewer, "Du hast keine Berechtigung für diese Seite.");
  const [p] = await db
    .select({
      id: providers.id,
      name: providers.name,
      slug: providers.slug,
      description: providers.description,
      metaTitle: providers.metaTitle,
      metaDescription: providers.metaDescription,
    })
    .from(providers)
    .where(eq(providers.status, "approved"))
    .orderBy(asc(providers.createdAt), asc(providers.id))
    .limit(1);
  if (!p) return null;
  return {
    name: p.name,
    path: providerPath(p),
    metaTitle: p.metaTitle || p.name,
    metaDescription: p.metaDescription || cutDescription(p.description ?? ""),
  };
}
