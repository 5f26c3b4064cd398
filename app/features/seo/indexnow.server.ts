import { sql } from "drizzle-orm";
import { blogArticles, siteSettings } from "~db/schema";
import { absoluteUrl } from "~/components/layout/meta";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { baseUrl, env } from "~/lib/env.server";
import { HttpError } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { readSetting } from "~/features/site/settings.server";
import { allProjectUrls } from "./project-urls.server";
import { SEO_MESSAGES } from "./schema";
import { articleHref, providerPath } from "~/lib/paths";
import { writeAuditLog } from "~/lib/audit-log.server";
import { alias } from "drizzle-orm/pg-core";
import { publicArticle } from "~/lib/public-article";

/**
 * IndexNow (spec 3 section 7 "URLs"; README decision: a server action posting to a configurable
 * endpoint). Configuration: the site settings `indexnow_key` / `indexnow_endpoint` (admin
 * key/value form) win over the environment `INDEXNOW_KEY` / `INDEXNOW_ENDPOINT`; without a key
 * nothing is sent. The key file is served at /{key}.txt (app/routes/indexnow-key.ts).
 */
export const DEFAULT_INDEXNOW_ENDPOINT = "https://api.indexnow.org/indexnow";
export const INDEXNOW_KEY_RE = /^[A-Za-z0-9-]{8,128}$/;
/** IndexNow takes at most 10,000 URLs per request. */
const PER_REQUEST = 10_000;

export type IndexNowConfig = { endpoint: string; key: string; keyLocation: string; host: string };

export async function indexNowConfig(): Promise<IndexNowConfig | null> {
  const [keySetting, endpointSetting] = await Promise.all([readSetting("indexnow_key"), readSetting("indexnow_endpoint")]);
  const key = (keySetting || env().INDEXNOW_KEY || "").trim();
  if (!INDEXNOW_KEY_RE.test(key)) return null;
  const endpoint = (endpointSetting || env().INDEXNOW_ENDPOINT || DEFAULT_INDEXNOW_ENDPOINT).trim();
  const base = baseUrl();
  return { endpoint, key, keyLocation: absoluteUrl(base, `/${key}.txt`), host: new URL(base).host };
}

/** The text of the key file when `key` is the configured key, else null (the route answers 404). */
export async function indexNowKeyFile(key: string): Promise<string | null> {
  const config = await indexNowConfig();
  return config && config.key === key ? config.key : null;
}

/** Posts the URLs (JSON: host, key, keyLocation, urlList) in requests of at most 10,000; throws on a failed answer. */
export async function sendToIndexNow(config: IndexNowConfig, urls: string[]): Promise<number> {
  for (let i = 0; i < urls.length; i += PER_REQUEST) {
    const urlList = urls.slice(i, i + PER_REQUEST);
    const res = await fetch(config.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ host: config.host, key: config.key, keyLocation: config.keyLocation, urlList }),
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status !== 200 && res.status !== 202) throw new Error(`IndexNow answered ${res.status}`);
  }
  return urls.length;
}

/** The admin's 'submit': every project URL. Answers the spec's texts (400 none, 502 failed). */
export async function submitProjectUrls(viewer: Viewer | null): Promise<{ urlCount: number }> {
  requireAdmin(viewer);
  const config = await indexNowConfig();
  if (!config) throw new HttpError(409, SEO_MESSAGES.indexNowMissing);
  const lists = await allProjectUrls();
  const urls = [...lists.providers, ...lists.articles, ...lists.profiles];
  if (!urls.length) throw new HttpError(400, SEO_MESSAGES.noUrls);
  try {
    await sendToIndexNow(config, urls);
  } catch (error) {
    logger.warn({ err: error, endpoint: config.endpoint }, "indexnow submission failed");
    throw new HttpError(502, SEO_MESSAGES.indexNowFailed);
  }
  await db.transaction((tx) =>
    writeAuditLog(tx, viewer, { action: "indexnow_submit", targetType: "project_urls", after: { urlCount: urls.length, endpoint: config.endpoint } }),
  );
  return { urlCount: urls.length };
}

const SINCE_KEY = "indexnow_auto_since";

/**
 * The background job (every 5 minutes, app/lib/jobs.server.ts via server/worker.ts): when IndexNow
 * is configured, sends the providers approved and articles published since the last run. The first
 * run only sets the mark (no flood of old URLs); the mark moves only after a successful send.
 */
export async function submitNewUrls(now = new Date()): Promise<{ sent: number } | { skipped: string }> {
  const config = await indexNowConfig();
  if (!config) return { skipped: "not configured" };
  const sinceText = await readSetting(SINCE_KEY);
  const mark = async () =>
    db
      .insert(siteSettings)
      .values({ settingKey: SINCE_KEY, settingValue: now.toISOString(), updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: now.toISOString(), updatedAt: now } });
  const since = sinceText ? new Date(sinceText) : null;
  if (!since || Number.isNaN(since.getTime())) {
    await mark();
    return { sent: 0 };
  }
  const base = baseUrl();
  const sinceIso = since.toISOString();
  const nowIso = now.toISOString();
  const [providerRows, articleRows] = await Promise.all([
    db.execute<{ id: string; slug: string }>(
      sql`select id, slug from providers where status = 'approved' and updated_at > ${sinceIso}::timestamptz and updated_at <= ${nowIso}::timestamptz`,
    ),
    db.execute<{ id: string; slug: string; author_username: string | null }>(sql`
      select a.id, a.slug, p.username as author_username from blog_articles a left join profiles p on p.id = a.author_id
      where ${publicArticle(alias(blogArticles, "a"), sql`${nowIso}::timestamptz`)}
        and greatest(coalesce(a.publish_date, a.created_at), a.updated_at) > ${sinceIso}::timestamptz`),
  ]);
  const urls = [
    ...providerRows.rows.map((p) => absoluteUrl(base, providerPath(p))),
    ...articleRows.rows.map((a) => absoluteUrl(base, articleHref({ id: a.id, slug: a.slug, authorUsername: a.author_username }))),
  ];
  if (urls.length) await sendToIndexNow(config, urls);
  await mark();
  return { sent: urls.length };
}

export const indexNowJob = { name: "indexnow-auto", intervalMs: 5 * 60_000, run: (now: Date) => submitNewUrls(now) };
