import { sql } from "drizzle-orm";
import { authorFollows, blogArticles, profiles, userMessages } from "~db/schema";
import type { Executor } from "~db/types";
import { db } from "~/lib/db.server";
import type { Job } from "~/lib/jobs.server";
import { articleHref } from "~/lib/paths";
import { announceMessages } from "~/lib/inbox-writer.server";
import { alias } from "drizzle-orm/pg-core";
import { publicArticle } from "~/lib/public-article";

/**
 * author_new_article (spec 2 section 3): when an article becomes visible, whether published at
 * once or a scheduled article whose date has come, every follower of its author gets one message
 * with article_url. Exactly once: an article is claimed by setting followers_notified_at in the same
 * statement that finds it, so neither a second save nor a second process announces it again.
 * Articles live before this feature existed were marked by migration 0010 (and the seed).
 */

/**
 * Announces the given articles (or the due ones, oldest first, at most ANNOUNCE_BATCH per call) that
 * are live and not yet announced. Returns the number of messages written. Set-based: one insert per
 * article, whatever the follower count. (A first run over 100,000 unannounced articles used to
 * claim them all in one transaction and keep the server busy for minutes.)
 */
/** Articles one run of the job announces at most; the rest follow 30 s later (a run stays short). */
export const ANNOUNCE_BATCH = 100;

export async function announceLiveArticles(executor: Executor = db, articleIds?: readonly string[]) {
  const only = articleIds?.length
    ? sql`and b.id in (${sql.join(
        articleIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const claimed = await executor.execute<{ id: string; author_id: string | null; title: string; slug: string }>(sql`
    update ${blogArticles} a set followers_notified_at = now()
    where a.id in (
      select b.id from ${blogArticles} b
      where b.followers_notified_at is null
        and ${publicArticle(alias(blogArticles, "b"))}
        ${only}
      order by coalesce(b.publish_date, b.created_at)
      limit ${ANNOUNCE_BATCH}
      for update skip locked
    )
    returning a.id, a.author_id, a.title, a.slug`);
  let written = 0;
  for (const article of claimed.rows) {
    if (!article.author_id) continue;
    const [author] = await executor.select({ username: profiles.username }).from(profiles).where(sql`${profiles.id} = ${article.author_id}`);
    const name = author?.username ?? "Ein Autor";
    const url = articleHref({ slug: article.slug, authorUsername: author?.username ?? null, id: article.id });
    const rows = await executor.execute<{ id: string; user_id: string }>(sql`
      insert into ${userMessages} (user_id, title, content, message_type, metadata)
      select f.follower_id, ${`Neuer Artikel von ${name}`}, ${`${name} hat einen neuen Artikel veröffentlicht: „${article.title}“`},
             'author_new_article', jsonb_build_object('article_url', ${url}::text, 'article_id', ${article.id}::text, 'author_user_id', ${article.author_id}::text)
      from ${authorFollows} f
      where f.author_id = ${article.author_id} and f.follower_id <> ${article.author_id}
      returning id, user_id`);
    written += rows.rows.length;
    await announceMessages(
      executor,
      rows.rows.map((r) => ({ id: r.id, userId: r.user_id })),
    );
  }
  return written;
}

/** The background job: scheduled articles whose date has come (app/lib/jobs.server.ts runs it). */
export async function announceDueArticles() {
  return db.transaction((tx) => announceLiveArticles(tx));
}

/** Every 30 s (first run 5 s after the start): a scheduled article is announced within about half a minute. */
export const ARTICLE_ANNOUNCEMENT_JOB: Job = { name: "article-announcements", intervalMs: 30_000, firstDelayMs: 5_000, run: () => announceDueArticles() };
