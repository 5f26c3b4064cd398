import { getTableName, sql, type SQL } from "drizzle-orm";
import { adsBanners, adsCampaigns, contests, coupons, globalPopups, merchants, providers, reviews, trash, type TrashKind } from "~db/schema";
import type { Executor, Transaction } from "~db/types";
import { TRASH_KIND_LABELS, TRASH_RETENTION_DAYS } from "~db/trash-kinds";
import type { Viewer } from "./auth.server";
import { db } from "./db.server";
import { conflict, notFound } from "./errors";
import { logger } from "./logger.server";
import { buildGraph, fromJson, readCatalog, tuple, type Catalog, type ForeignKey, type Graph } from "./trash-graph.server";
import { discardUploads, markUploadsReferenced, uploadKeyOf, URL_ARRAY_COLUMNS, URL_HTML_COLUMNS, URL_TEXT_COLUMNS } from "./uploads.server";

/**
 * The 'Papierkorb' (decision 0030): a back-office delete moves the row and everything that belongs
 * to it (trash-graph.server.ts) into `trash` / `trash_rows` inside the caller's transaction, then
 * deletes it; a restore puts every row back with the same ids, parents first, and the references
 * the delete emptied; after TRASH_RETENTION_DAYS the `trash-purge` job deletes the entry and the
 * files only it still used. Counters and caches are the caller's business (features/trash).
 *
 * Works for many ids in one transaction (one entry per object), for the bulk actions too.
 */

export { TRASH_KIND_LABELS, TRASH_RETENTION_DAYS };
export type { TrashKind };

const DAY_MS = 86_400_000;

/** The table of each kind's row. */
export const TRASH_ROOT_TABLES: Record<TrashKind, string> = {
  provider: getTableName(providers),
  review: getTableName(reviews),
  banner: getTableName(adsBanners),
  campaign: getTableName(adsCampaigns),
  coupon: getTableName(coupons),
  merchant: getTableName(merchants),
  contest: getTableName(contests),
  popup: getTableName(globalPopups),
};

/** German texts of the refusals. */
export const TRASH_MESSAGES = {
  notFound: "Dieser Eintrag ist nicht (mehr) im Papierkorb.",
  objectNotFound: "Der Eintrag wurde nicht gefunden.",
  parentInTrash: (label: string, parent: string, kind: string) =>
    `„${label}“ kann nicht wiederhergestellt werden: ${kind} „${parent}“, zu dem es gehört, liegt im Papierkorb. Stelle zuerst diesen Eintrag wieder her.`,
  parentGone: (label: string) => `„${label}“ kann nicht wiederhergestellt werden: Der Eintrag, zu dem es gehört, existiert nicht mehr.`,
  taken: (label: string, what: string) => `„${label}“ kann nicht wiederhergestellt werden: ${what}`,
} as const;

/** What a unique key that blocks a restore means (constraint name: German reason). */
const UNIQUE_REASONS: Record<string, string> = {
  providers_slug_unique: "Seine Adresse (Slug) wird inzwischen von einem anderen Anbieter verwendet.",
  merchants_name_normalized_unique: "Ein Merchant mit diesem Namen existiert inzwischen.",
  merchants_slug_unique: "Seine Adresse (Slug) wird inzwischen von einem anderen Merchant verwendet.",
  coupons_merchant_code_uidx: "Diesen Code gibt es bei diesem Merchant inzwischen erneut.",
  reviews_provider_user_uidx: "Die Person hat diesen Anbieter inzwischen erneut bewertet.",
  review_replies_review_uidx: "Zu dieser Bewertung gibt es inzwischen eine andere Antwort des Anbieters.",
};
const UNIQUE_FALLBACK = "Ein gleichartiger Eintrag existiert inzwischen.";

export type MovedToTrash = { trashId: string; objectId: string; counts: Record<string, number> };

/**
 * Moves the rows `items` of `kind` with everything that belongs to them into the trash and deletes
 * them (call it inside the delete's transaction, after locking the rows). Returns the entries.
 */
export async function moveToTrash(
  tx: Transaction,
  actor: Viewer,
  kind: TrashKind,
  items: readonly { id: string; label: string }[],
  opts: { now?: Date } = {},
): Promise<MovedToTrash[]> {
  if (items.length === 0) return [];
  const catalog = await readCatalog(tx);
  const graph = buildGraph(catalog, TRASH_ROOT_TABLES[kind]);
  const out: MovedToTrash[] = [];
  for (const item of items) {
    const [entry] = await tx
      .insert(trash)
      .values({
        kind,
        objectId: item.id,
        label: item.label,
        deletedBy: actor.id,
        deletedByName: actor.username ?? actor.email,
        deletedAt: opts.now ?? new Date(),
      })
      .returning({ id: trash.id });
    const trashId = entry!.id;
    const counts = await snapshot(tx, catalog, graph, trashId, item.id);
    if (!counts[graph.root]) throw notFound(TRASH_MESSAGES.objectNotFound);
    await tx
      .update(trash)
      .set({ files: await filesOf(tx, graph, trashId) })
      .where(sql`${trash.id} = ${trashId}`);
    // Polymorphic children have no foreign key: they go explicitly; the rest follows the root's delete.
    for (const table of graph.tables) {
      for (const fk of (graph.incoming.get(table) ?? []).filter((f) => f.polymorphic)) {
        await tx.execute(sql`delete from ${sql.identifier(table)} t where ${belongsTo(catalog, fk, trashId)}`);
      }
    }
    const pk = catalog.primaryKeys.get(graph.root)![0]!;
    await tx.execute(sql`delete from ${sql.identifier(graph.root)} where ${sql.identifier(pk)} = ${item.id}`);
    out.push({ trashId, objectId: item.id, counts });
  }
  return out;
}

/** `(t.cols) in (the parent's rows in this trash entry)`, with a polymorphic edge's condition. */
function belongsTo(catalog: Catalog, fk: ForeignKey, trashId: string): SQL {
  const keys = fk.parentCols.map((c) => fromJson(catalog, fk.parent, c));
  const inParent = sql`${tuple("t", fk.childCols)} in (select ${sql.join(keys, sql`, `)} from trash_rows r
    where r.trash_id = ${trashId} and r.table_name = ${fk.parent} and r.role = 'row')`;
  return fk.where ? sql`(${fk.where} and ${inParent})` : inParent;
}

/** Copies the root row, the rows that belong to it and the references to them into trash_rows. */
async function snapshot(tx: Transaction, catalog: Catalog, graph: Graph, trashId: string, id: string) {
  const counts: Record<string, number> = {};
  for (const [seq, table] of graph.tables.entries()) {
    const where =
      table === graph.root
        ? sql`${sql.identifier("t")}.${sql.identifier(catalog.primaryKeys.get(table)![0]!)} = ${id}`
        : sql.join(
            (graph.incoming.get(table) ?? []).map((fk) => belongsTo(catalog, fk, trashId)),
            sql` or `,
          );
    const res = await tx.execute(sql`
      insert into trash_rows (trash_id, seq, table_name, role, data)
      select ${trashId}, ${seq}, ${table}, 'row', to_jsonb(t) from ${sql.identifier(table)} t where ${where}`);
    counts[table] = affected(res);
  }
  for (const fk of graph.nulled) {
    const pk = catalog.primaryKeys.get(fk.child);
    if (!pk?.length) throw new Error(`trash: ${fk.child} has no primary key; its reference ${fk.name} cannot be restored`);
    const key = sql.join(
      pk.map((c) => sql`${c}::text, t.${sql.identifier(c)}`),
      sql`, `,
    );
    const set = sql.join(
      fk.childCols.map((c) => sql`${c}::text, t.${sql.identifier(c)}`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into trash_rows (trash_id, seq, table_name, role, data)
      select ${trashId}, ${graph.tables.indexOf(fk.parent)}, ${fk.child}, 'ref',
        jsonb_build_object('fk', ${fk.name}::text, 'key', jsonb_build_object(${key}), 'set', jsonb_build_object(${set}))
      from ${sql.identifier(fk.child)} t where ${belongsTo(catalog, fk, trashId)}`);
  }
  return counts;
}

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

/** Our upload URLs in the entry's rows (whole-value, array and HTML columns of lib/uploads). */
async function filesOf(tx: Executor, graph: Graph, trashId: string): Promise<string[]> {
  const inGraph = (t: string) => graph.tables.includes(t);
  const parts: SQL[] = [
    ...URL_TEXT_COLUMNS.filter(([t]) => inGraph(t)).map(
      ([t, c]) => sql`select r.data->>${c} as v from trash_rows r where r.trash_id = ${trashId} and r.table_name = ${t} and r.role = 'row'`,
    ),
    ...URL_ARRAY_COLUMNS.filter(([t]) => inGraph(t)).map(
      ([t, c]) =>
        sql`select jsonb_array_elements_text(r.data->${c}) as v from trash_rows r where r.trash_id = ${trashId} and r.table_name = ${t} and r.role = 'row' and jsonb_typeof(r.data->${c}) = 'array'`,
    ),
  ];
  const urls = new Set<string>();
  if (parts.length) {
    const res = await tx.execute<{ v: string | null }>(sql.join(parts, sql` union `));
    for (const { v } of res.rows) if (v) urls.add(v);
  }
  for (const [t, c] of URL_HTML_COLUMNS.filter(([table]) => inGraph(table))) {
    const res = await tx.execute<{ v: string | null }>(
      sql`select r.data->>${c} as v from trash_rows r where r.trash_id = ${trashId} and r.table_name = ${t} and r.role = 'row'`,
    );
    for (const { v } of res.rows) for (const m of (v ?? "").matchAll(/\ssrc="([^"]+)"/g)) urls.add(m[1]!);
  }
  return [...urls].filter((u) => uploadKeyOf(u) !== null).sort();
}

export type RestoreContext = { entry: typeof trash.$inferSelect };

/**
 * Restores a trash entry inside `tx`: every row with its id, parents first; rows whose other
 * parent is gone meanwhile (a favourite of a deleted account) are left out as the delete of that
 * parent would have removed them, references to a deleted row become null; the references the
 * delete emptied are set again. Refuses with a German 404/409 when the entry is gone, the row's
 * own parent is gone (or in the trash), or a unique key is taken meanwhile. `afterRestore` runs
 * before the entry is removed (counters, audit).
 */
export async function restoreFromTrash(tx: Transaction, trashId: string, afterRestore?: (ctx: RestoreContext) => Promise<void>) {
  const [entry] = await tx.select().from(trash).where(sql`${trash.id} = ${trashId}`).for("update");
  if (!entry) throw notFound(TRASH_MESSAGES.notFound);
  const catalog = await readCatalog(tx);
  const stored = await tx.execute<{ table_name: string; seq: number }>(sql`
    select table_name, min(seq) as seq from trash_rows where trash_id = ${trashId} and role = 'row' group by table_name order by 2`);
  const root = TRASH_ROOT_TABLES[entry.kind];
  for (const { table_name: table } of stored.rows) {
    try {
      const res = await tx.execute(insertRows(catalog, table, trashId));
      if (table === root && affected(res) !== 1) await refuseMissingParent(tx, catalog, entry, root);
    } catch (error) {
      throw uniqueRefusal(error, entry.label) ?? error;
    }
  }
  const refNames = await tx.execute<{ fk: string }>(sql`select distinct data->>'fk' as fk from trash_rows where trash_id = ${trashId} and role = 'ref'`);
  const wanted = new Set(refNames.rows.map((r) => r.fk));
  for (const fk of catalog.foreignKeys.filter((f) => wanted.has(f.name))) {
    const pk = catalog.primaryKeys.get(fk.child);
    if (!pk?.length) continue;
    const set = sql.join(
      fk.childCols.map((c) => sql`${sql.identifier(c)} = ${fromJson(catalog, fk.child, c, sql`r.data->'set'`)}`),
      sql`, `,
    );
    const parentExists = sql`exists (select 1 from ${sql.identifier(fk.parent)} p where ${tuple("p", fk.parentCols)} = (${sql.join(
      fk.childCols.map((c) => fromJson(catalog, fk.child, c, sql`r.data->'set'`)),
      sql`, `,
    )}))`;
    await tx.execute(sql`
      update ${sql.identifier(fk.child)} t set ${set}
      from trash_rows r
      where r.trash_id = ${trashId} and r.role = 'ref' and r.table_name = ${fk.child} and r.data->>'fk' = ${fk.name}
        and ${tuple("t", pk)} = (${sql.join(
          pk.map((c) => fromJson(catalog, fk.child, c, sql`r.data->'key'`)),
          sql`, `,
        )})
        and ${sql.join(
          fk.childCols.map((c) => sql`t.${sql.identifier(c)} is null`),
          sql` and `,
        )}
        and ${parentExists}`);
  }
  await afterRestore?.({ entry });
  await tx.delete(trash).where(sql`${trash.id} = ${trashId}`);
  await markUploadsReferenced(entry.files, tx);
  return entry;
}

/**
 * `insert into table (columns) select ... from the stored rows`: generated columns are left to the
 * database; a row whose CASCADE/NO ACTION parent is missing is skipped, a SET NULL reference whose
 * target is missing becomes null.
 */
function insertRows(catalog: Catalog, table: string, trashId: string): SQL {
  const columns = (catalog.columns.get(table) ?? []).filter((c) => !c.generated);
  const fks = catalog.foreignKeys.filter((f) => f.child === table && !f.polymorphic);
  const present = (fk: ForeignKey) =>
    sql`(${sql.join(
      fk.childCols.map((c) => sql`x.${sql.identifier(c)} is null`),
      sql` or `,
    )} or exists (select 1 from ${sql.identifier(fk.parent)} p where ${tuple("p", fk.parentCols)} = ${tuple("x", fk.childCols)}))`;
  const nullable = new Map<string, ForeignKey>();
  for (const fk of fks) if (fk.onDelete === "set null" || fk.onDelete === "set default") for (const c of fk.childCols) nullable.set(c, fk);
  const values = columns.map((c) => {
    const fk = nullable.get(c.name);
    const col = sql`x.${sql.identifier(c.name)}`;
    return fk ? sql`case when ${present(fk)} then ${col} else null end` : col;
  });
  const required = fks.filter((f) => f.onDelete !== "set null" && f.onDelete !== "set default").map(present);
  return sql`
    insert into ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(c.name)),
      sql`, `,
    )})
    select ${sql.join(values, sql`, `)}
    from trash_rows r cross join lateral jsonb_populate_record(null::${sql.identifier(table)}, r.data) x
    where r.trash_id = ${trashId} and r.table_name = ${table} and r.role = 'row'
    ${required.length ? sql`and ${sql.join(required, sql` and `)}` : sql``}`;
}

/** The root row was not inserted: its parent is gone. Names the trash entry that holds it, if any. */
async function refuseMissingParent(tx: Transaction, catalog: Catalog, entry: typeof trash.$inferSelect, root: string): Promise<never> {
  const [data] = (
    await tx.execute<{ data: Record<string, unknown> }>(
      sql`select data from trash_rows where trash_id = ${entry.id} and role = 'row' and table_name = ${root} limit 1`,
    )
  ).rows;
  for (const fk of catalog.foreignKeys.filter((f) => f.child === root && !f.polymorphic && f.onDelete !== "set null" && f.onDelete !== "set default")) {
    const values = fk.childCols.map((c) => data?.data[c]);
    if (values.some((v) => v === null || v === undefined) || fk.parentCols.length !== 1) continue;
    const parentKey = String(values[0]);
    const holder = await tx.execute<{ label: string; kind: TrashKind }>(sql`
      select t.label, t.kind from trash t join trash_rows r on r.trash_id = t.id
      where r.table_name = ${fk.parent} and r.role = 'row' and r.data->>${fk.parentCols[0]!} = ${parentKey}
      order by t.deleted_at desc limit 1`);
    const found = holder.rows[0];
    if (found) throw conflict(TRASH_MESSAGES.parentInTrash(entry.label, found.label, TRASH_KIND_LABELS[found.kind]));
  }
  throw conflict(TRASH_MESSAGES.parentGone(entry.label));
}

/** A unique violation of the restore as a German 409 (null for other errors). */
function uniqueRefusal(error: unknown, label: string) {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const code = (cause as { code?: string })?.code ?? (error as { code?: string })?.code;
  if (code !== "23505") return null;
  const text = `${String((cause as { constraint?: string })?.constraint ?? "")} ${String((cause as Error)?.message ?? "")}`;
  const reason = Object.entries(UNIQUE_REASONS).find(([name]) => text.includes(name))?.[1] ?? UNIQUE_FALLBACK;
  return conflict(TRASH_MESSAGES.taken(label, reason));
}

/** Deletes trash entries for good (in `executor`); returns the files the caller discards after the commit. */
export async function purgeTrashEntries(executor: Executor, ids: readonly string[]) {
  if (ids.length === 0) return { purged: [] as (typeof trash.$inferSelect)[], files: [] as string[] };
  const purged = await executor
    .delete(trash)
    .where(
      sql`${trash.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
    .returning();
  return { purged, files: [...new Set(purged.flatMap((p) => p.files))] };
}

/** When an entry deleted at `deletedAt` is purged. */
export function purgeDate(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS);
}

/** The `trash-purge` job: entries older than TRASH_RETENTION_DAYS go for good, with files only they used. */
export async function purgeExpiredTrash(opts: { now?: Date; batch?: number } = {}) {
  const now = opts.now ?? new Date();
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  const due = await db.execute<{ id: string }>(
    sql`select id from trash where deleted_at <= ${cutoff.toISOString()}::timestamptz order by deleted_at limit ${opts.batch ?? 200}`,
  );
  const ids = due.rows.map((r) => r.id);
  const { purged, files } = await db.transaction((tx) => purgeTrashEntries(tx, ids));
  if (files.length) await discardUploads(files, now);
  if (purged.length) logger.info({ purged: purged.map((p) => ({ kind: p.kind, objectId: p.objectId })) }, "trash purged");
  return { purged: purged.length, files: files.length };
}

/**
 * DSGVO erasure (account deletion): the member's rows in the trash follow the same rules as live
 * rows: rows that belong to the account (CASCADE to the user) are removed from the trash,
 * references to it (SET NULL) are emptied, and the member's files (`fileUrls`, deleted with the
 * account) are taken off the stored rows as off live content. Call it in the deletion's transaction.
 */
export async function forgetUserInTrash(tx: Transaction, userId: string, fileUrls: readonly string[] = []) {
  if (fileUrls.length) {
    const list = sql`array[${sql.join(
      fileUrls.map((u) => sql`${u}`),
      sql`, `,
    )}]::text[]`;
    for (const [table, col] of URL_ARRAY_COLUMNS) {
      await tx.execute(sql`update trash_rows set data = jsonb_set(data, array[${col}]::text[],
          (select coalesce(jsonb_agg(e.v order by e.n), '[]'::jsonb) from jsonb_array_elements_text(data->${col}) with ordinality e(v, n) where e.v <> all(${list})))
        where table_name = ${table} and role = 'row' and jsonb_typeof(data->${col}) = 'array' and (data->${col}) ?| ${list}`);
    }
    // providers.image_url is always image_urls[1] (db/schema/providers.ts): it follows the array.
    await tx.execute(sql`update trash_rows set data = jsonb_set(data, '{image_url}', coalesce(data->'image_urls'->0, 'null'::jsonb))
      where table_name = 'providers' and role = 'row' and data->>'image_url' = any(${list})`);
    for (const [table, col] of URL_TEXT_COLUMNS) {
      await tx.execute(sql`update trash_rows set data = jsonb_set(data, array[${col}]::text[], 'null'::jsonb)
        where table_name = ${table} and role = 'row' and data->>${col} = any(${list})`);
    }
    await tx.execute(sql`update trash set files = array(select f from unnest(files) f where f <> all(${list})) where files && ${list}`);
  }
  const catalog = await readCatalog(tx);
  for (const fk of catalog.foreignKeys.filter((f) => f.parent === "user" && f.childCols.length === 1)) {
    const col = fk.childCols[0]!;
    if (fk.onDelete === "cascade") {
      await tx.execute(sql`delete from trash_rows where table_name = ${fk.child} and role = 'row' and data->>${col} = ${userId}`);
    } else if (fk.onDelete === "set null" || fk.onDelete === "set default") {
      await tx.execute(sql`update trash_rows set data = jsonb_set(data, array[${col}]::text[], 'null'::jsonb)
        where table_name = ${fk.child} and role = 'row' and data->>${col} = ${userId}`);
      await tx.execute(
        sql`delete from trash_rows where table_name = ${fk.child} and role = 'ref' and data->>'fk' = ${fk.name} and data->'set'->>${col} = ${userId}`,
      );
    }
  }
  // An entry whose own row went with the account (none of today's kinds) goes entirely.
  await tx.execute(sql`delete from trash t where not exists (select 1 from trash_rows r where r.trash_id = t.id and r.seq = 0 and r.role = 'row')`);
}
