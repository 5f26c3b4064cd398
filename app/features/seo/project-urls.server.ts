import { eq, isNotNull } from "drizzle-orm";
import { blogArticles, profiles, providers } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { baseUrl } from "~/lib/env.server";
import { requireAdmin } from "~/lib/http.server";
import { absoluteUrl } from "~/components/layout/meta";
import { sitemapUsername } from "./sitemap.server";
import { articleHref, profilePath } from "~/lib/paths";
import { providerPath } from "~/lib/paths";
import { publicArticle } from "~/lib/public-article";

/**
 * All project URLs (spec 3 "All project URLs", section 7 "URLs"): approved providers, published
 * articles (publish date up to now, not hidden) and public profiles (the sitemap's username rule),
 * as absolute URLs from BASE_URL. The admin page lists, copies, downloads and submits them.
 */
export type ProjectUrls = { providers: string[]; articles: string[]; profiles: string[] };

export async function allProjectUrls(): Promise<ProjectUrls> {
  const base = baseUrl();
  const [providerRows, articleRows, profileRows] = await Promise.all([
    db.select({ id: providers.id, slug: providers.slug }).from(providers).where(eq(providers.status, "approved")).orderBy(providers.createdAt),
    db
      .select({ id: blogArticles.id, slug: blogArticles.slug, authorUsername: profiles.username })
      .from(blogArticles)
      .leftJoin(profiles, eq(profiles.id, blogArticles.authorId))
      .where(publicArticle())
      .orderBy(blogArticles.createdAt),
    db.select({ id: profiles.id, username: profiles.username }).from(profiles).where(isNotNull(profiles.username)).orderBy(profiles.createdAt),
  ]);
  return {
    providers: providerRows.map((p) => absoluteUrl(base, providerPath(p))),
    articles: articleRows.map((a) => absoluteUrl(base, articleHref(a))),
    profiles: profileRows.filter((p) => sitemapUsername(p.username)).map((p) => absoluteUrl(base, profilePath(p))),
  };
}

/** The lists for the admin page (admins only). */
export async function listProjectUrls(viewer: Viewer | null): Promise<ProjectUrls> {
  requireAdmin(viewer);
  return allProjectUrls();
}
