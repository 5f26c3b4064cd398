import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { blogArticles } from "~db/schema";

/**
 * The one rule 'is this article public' (spec 1 section 4): published, or scheduled with a date that
 * has come (the publish date, else the creation), and not hidden by an admin. The blog's lists and
 * pages, the activity score, the followers' notice, the sitemaps and IndexNow, and the back-office
 * user statistics all ask this fragment. For a raw query with an aliased table pass
 * `alias(blogArticles, "a")`; `at` is the moment (now unless given).
 */
export function publicArticle(
  a: { status: AnyPgColumn; publishDate: AnyPgColumn; createdAt: AnyPgColumn; hiddenAt: AnyPgColumn } = blogArticles,
  at: SQL = sql`now()`,
): SQL {
  return sql`(${a.status} in ('published','scheduled') and coalesce(${a.publishDate}, ${a.createdAt}) <= ${at} and ${a.hiddenAt} is null)`;
}
