import { sql, type SQL } from "drizzle-orm";
import { uploads } from "~db/schema";
import type { Database, Executor } from "~db/types";
import { UUID_RE } from "./ids";
import {
  BUCKETS,
  deleteObject,
  listLocalObjects,
  localObjectTime,
  objectFromUrl,
  publicUrl,
  putObject,
  randomObjectName,
  readObject,
  type Bucket,
} from "./storage.server";
import { URL_ARRAY_COLUMNS, URL_HTML_COLUMNS, URL_TEXT_COLUMNS } from "./uploads.server";

/**
 * One-time move of the files stored before uploads became anonymous. Old keys
 * `{bucket}/{userId}/{timestamp}-{random}.{ext}` named the uploader; every such file is copied to
 * an opaque key `{bucket}/{random}.{ext}`, every reference (provider images, review images,
 * avatars, article images and `<img>` in article HTML, contest/ad/merchant/SEO images, site
 * settings, image copyright confirmations) is rewritten and the file is registered in `uploads`
 * (owner = the user of the old folder, if the account still exists), all in one transaction.
 * Only after the commit are the old files deleted. Files in old folders that nothing references
 * are registered as unreferenced, so the cleanup job deletes them.
 *
 * Idempotent: once done, nothing has the old shape and a run changes nothing. It runs on every
 * start of the embedded database (server/boot.ts) and in `npm run db:migrate` (PostgreSQL).
 */
export async function migrateLegacyUploads(database: Database, opts: { now?: Date; log?: (message: string) => void } = {}) {
  const now = opts.now ?? new Date();
  const legacy = new Map<string, { bucket: Bucket; key: string; referenced: boolean }>();
  for (const url of await referencedUrls(database)) {
    const obj = objectFromUrl(url);
    if (obj && isLegacyKey(obj.key)) legacy.set(url, { ...obj, referenced: true });
  }
  for (const bucket of BUCKETS) {
    for (const key of listLocalObjects(bucket)) {
      const url = publicUrl(bucket, key);
      if (isLegacyKey(key) && !legacy.has(url)) legacy.set(url, { bucket, key, referenced: false });
    }
  }
  if (legacy.size === 0) return { moved: 0, missing: 0 };

  const folders = [...new Set([...legacy.values()].map((l) => l.key.split("/")[0]!))];
  const existing = await database.execute<{ id: string }>(
    sql`select id::text as id from "user" where id::text in (${sql.join(
      folders.map((f) => sql`${f}`),
      sql`, `,
    )})`,
  );
  const users = new Set(existing.rows.map((r) => r.id));

  type Move = {
    bucket: Bucket;
    oldKey: string;
    oldUrl: string;
    newKey: string;
    newUrl: string;
    bytes: number;
    owner: string | null;
    createdAt: Date;
    referenced: boolean;
  };
  const moves: Move[] = [];
  let missing = 0;
  for (const [oldUrl, item] of legacy) {
    const body = await readObject(item.bucket, item.key);
    if (!body) {
      missing++;
      continue;
    }
    const ext = (item.key.split(".").pop() ?? "webp").toLowerCase();
    const stored = await putObject(item.bucket, randomObjectName(ext), body, contentTypeOf(ext));
    const folder = item.key.split("/")[0]!;
    moves.push({
      bucket: item.bucket,
      oldKey: item.key,
      oldUrl,
      newKey: stored.key,
      newUrl: stored.url,
      bytes: body.length,
      owner: users.has(folder) ? folder : null,
      createdAt: uploadTime(item.bucket, item.key) ?? now,
      referenced: item.referenced,
    });
  }
  if (moves.length > 0) {
    try {
      await database.transaction(async (tx) => {
        await rewriteReferences(
          tx,
          moves.map((m) => [m.oldUrl, m.newUrl]),
        );
        await tx
          .insert(uploads)
          .values(
            moves.map((m) => ({
              key: `${m.bucket}/${m.newKey}`,
              bucket: m.bucket,
              ownerId: m.owner,
              contentType: contentTypeOf(m.newKey.split(".").pop() ?? ""),
              bytes: m.bytes,
              createdAt: m.createdAt,
              referencedAt: m.referenced ? now : null,
            })),
          )
          .onConflictDoNothing();
      });
    } catch (error) {
      for (const m of moves) await deleteObject(m.bucket, m.newKey).catch(() => undefined);
      throw error;
    }
    for (const m of moves) await deleteObject(m.bucket, m.oldKey).catch(() => undefined);
  }
  opts.log?.(`Hochgeladene Dateien auf anonyme Schlüssel umgestellt: ${moves.length} verschoben, ${missing} fehlten.`);
  return { moved: moves.length, missing };
}

/** An old key: the first folder is a user id. */
function isLegacyKey(key: string) {
  const slash = key.indexOf("/");
  return slash > 0 && UUID_RE.test(key.slice(0, slash));
}

function contentTypeOf(ext: string) {
  const e = ext.toLowerCase();
  if (e === "jpg" || e === "jpeg") return "image/jpeg";
  if (e === "png" || e === "gif" || e === "webp") return `image/${e}`;
  return "application/octet-stream";
}

/** Upload time from the old name `{ms}-{random}.{ext}`, else the file's time. */
function uploadTime(bucket: Bucket, key: string): Date | null {
  const m = /^(\d{12,14})-/.exec(key.split("/").pop() ?? "");
  if (m) return new Date(Number(m[1]));
  return localObjectTime(bucket, key);
}

/** Start of every public URL of ours ("/media/" locally). */
function mediaBase() {
  const sample = publicUrl(BUCKETS[0], "x");
  return sample.slice(0, sample.length - `${BUCKETS[0]}/x`.length);
}

const SRC_RE = /\ssrc="([^"]+)"/g;

/** Every URL of ours referenced anywhere (URL_*_COLUMNS and the image copyright confirmations). */
async function referencedUrls(database: Database): Promise<Set<string>> {
  const base = mediaBase();
  const id = sql.identifier;
  const ours = (column: SQL) => sql`left(${column}, ${base.length}) = ${base}`;
  const out = new Set<string>();
  const add = (rows: { url: string | null }[]) => rows.forEach((r) => r.url && out.add(r.url));
  for (const [t, c] of [...URL_TEXT_COLUMNS, ["image_copyright_confirmations", "image_url"] as const]) {
    add((await database.execute<{ url: string | null }>(sql`select distinct ${id(c)} as url from ${id(t)} where ${ours(sql`${id(c)}`)}`)).rows);
  }
  for (const [t, c] of URL_ARRAY_COLUMNS) {
    add(
      (
        await database.execute<{ url: string | null }>(
          sql`select distinct u as url from ${id(t)} cross join lateral unnest(${id(c)}) as u where ${ours(sql`u`)}`,
        )
      ).rows,
    );
  }
  for (const [t, c] of URL_HTML_COLUMNS) {
    const rows = await database.execute<{ html: string }>(sql`select ${id(c)} as html from ${id(t)} where strpos(${id(c)}, ${base}) > 0`);
    for (const r of rows.rows) for (const m of r.html.matchAll(SRC_RE)) if (m[1]!.startsWith(base)) out.add(m[1]!);
  }
  return out;
}

/** Replaces old URLs by new ones in every reference (inside the caller's transaction). */
async function rewriteReferences(tx: Executor, pairs: [string, string][]) {
  const id = sql.identifier;
  const mapping = sql`(values ${sql.join(
    pairs.map(([o, n]) => sql`(${o}::text, ${n}::text)`),
    sql`, `,
  )}) as m(old_url, new_url)`;
  const olds = sql`array[${sql.join(
    pairs.map(([o]) => sql`${o}`),
    sql`, `,
  )}]::text[]`;
  for (const [t, c] of [...URL_TEXT_COLUMNS, ["image_copyright_confirmations", "image_url"] as const]) {
    await tx.execute(sql`update ${id(t)} set ${id(c)} = m.new_url from ${mapping} where ${id(t)}.${id(c)} = m.old_url`);
  }
  for (const [t, c] of URL_ARRAY_COLUMNS) {
    await tx.execute(sql`
      update ${id(t)} set ${id(c)} = array(
        select coalesce(m.new_url, x.u) from unnest(${id(t)}.${id(c)}) with ordinality as x(u, n)
        left join ${mapping} on m.old_url = x.u order by x.n)
      where ${id(c)} && ${olds}`);
  }
  for (const [t, c] of URL_HTML_COLUMNS) {
    const rows = await tx.execute<{ id: string; html: string }>(
      sql`select id, ${id(c)} as html from ${id(t)} where exists (select 1 from unnest(${olds}) o where strpos(${id(c)}, o) > 0)`,
    );
    for (const r of rows.rows) {
      let html = r.html;
      for (const [o, n] of pairs) html = html.split(`"${o}"`).join(`"${n}"`);
      await tx.execute(sql`update ${id(t)} set ${id(c)} = ${html} where id = ${r.id}`);
    }
  }
}
