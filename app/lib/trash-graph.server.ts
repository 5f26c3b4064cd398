import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "~db/types";

/**
 * The dependency graph of the 'Papierkorb' (decision 0030), read from the database's own catalog
 * (pg_constraint, pg_attribute), so that it is the same on PGlite and PostgreSQL and follows every
 * new table and foreign key without a list to keep up to date:
 *
 * - what belongs to a row: every row reachable through foreign keys with ON DELETE CASCADE (the
 *   rows the delete takes with it), plus the polymorphic references declared in POLYMORPHIC_EDGES
 *   (no foreign key possible: one id column for several tables);
 * - what merely points at it: foreign keys with ON DELETE SET NULL / SET DEFAULT (the delete
 *   empties them; the restore puts the values back);
 * - the order of the restore: parents before children (a topological order over every foreign
 *   key between the tables of the graph).
 */

export type DeleteRule = "cascade" | "set null" | "set default" | "restrict" | "no action";

export type ForeignKey = {
  name: string;
  child: string;
  childCols: string[];
  parent: string;
  parentCols: string[];
  onDelete: DeleteRule;
  /** A condition on the child row (alias `t`) for the declared polymorphic edges. */
  where?: SQL;
  polymorphic?: boolean;
};

export type Column = { name: string; type: string; generated: boolean };
export type Catalog = {
  foreignKeys: ForeignKey[];
  /** Columns in table order, per table. */
  columns: Map<string, Column[]>;
  primaryKeys: Map<string, string[]>;
};

/**
 * Polymorphic references: a content report names its review in `target_id` (with target_type
 * 'review'); reports go and come back with the review they are about.
 */
export const POLYMORPHIC_EDGES: readonly ForeignKey[] = [
  {
    name: "content_reports_review_target",
    child: "content_reports",
    childCols: ["target_id"],
    parent: "reviews",
    parentCols: ["id"],
    onDelete: "cascade",
    where: sql`t.target_type = 'review'`,
    polymorphic: true,
  },
];

/** Tables of the trash itself: never part of a graph. */
const OWN_TABLES = new Set(["trash", "trash_rows"]);

const RULES: Record<string, DeleteRule> = { c: "cascade", n: "set null", d: "set default", r: "restrict", a: "no action" };

/** Reads foreign keys, columns (with types, generated or not) and primary keys of the public schema. */
export async function readCatalog(executor: Executor): Promise<Catalog> {
  // One after the other: inside a transaction they share one connection.
  const fks = await executor.execute<{ name: string; child: string; parent: string; rule: string; child_cols: string[]; parent_cols: string[] }>(sql`
      select c.conname::text as name, cl.relname::text as child, pl.relname::text as parent, c.confdeltype::text as rule,
        (select json_agg(a.attname::text order by k.i) from unnest(c.conkey) with ordinality k(n, i)
           join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as child_cols,
        (select json_agg(a.attname::text order by k.i) from unnest(c.confkey) with ordinality k(n, i)
           join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n) as parent_cols
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_class pl on pl.oid = c.confrelid
      join pg_namespace ns on ns.oid = cl.relnamespace
      where c.contype = 'f' and ns.nspname = 'public'
      order by c.conname`);
  const cols = await executor.execute<{ table_name: string; name: string; type: string; generated: string }>(sql`
      select cl.relname::text as table_name, a.attname::text as name, format_type(a.atttypid, a.atttypmod) as type, a.attgenerated::text as generated
      from pg_attribute a
      join pg_class cl on cl.oid = a.attrelid
      join pg_namespace ns on ns.oid = cl.relnamespace
      where ns.nspname = 'public' and cl.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      order by cl.relname, a.attnum`);
  const pks = await executor.execute<{ table_name: string; cols: string[] }>(sql`
      select cl.relname::text as table_name,
        (select json_agg(a.attname::text order by k.i) from unnest(c.conkey) with ordinality k(n, i)
           join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as cols
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_namespace ns on ns.oid = cl.relnamespace
      where c.contype = 'p' and ns.nspname = 'public'`);
  const columns = new Map<string, Column[]>();
  for (const c of cols.rows) {
    const list = columns.get(c.table_name) ?? [];
    // attgenerated is '' for ordinary columns, 's' for stored generated ones.
    list.push({ name: c.name, type: c.type, generated: Boolean(c.generated && c.generated.trim()) });
    columns.set(c.table_name, list);
  }
  return {
    foreignKeys: [
      ...fks.rows
        .filter((f) => !OWN_TABLES.has(f.child) && !OWN_TABLES.has(f.parent))
        .map((f) => ({
          name: f.name,
          child: f.child,
          parent: f.parent,
          childCols: f.child_cols,
          parentCols: f.parent_cols,
          onDelete: RULES[f.rule] ?? "no action",
        })),
      ...POLYMORPHIC_EDGES,
    ],
    columns,
    primaryKeys: new Map(pks.rows.map((p) => [p.table_name, p.cols])),
  };
}

export type Graph = {
  root: string;
  /** Tables whose rows belong to the root's row, parents first (the root is first). */
  tables: string[];
  /** Edges along which rows belong to a parent (cascade and polymorphic), by child table. */
  incoming: Map<string, ForeignKey[]>;
  /** References emptied by the delete (SET NULL / SET DEFAULT) that point into the graph. */
  nulled: ForeignKey[];
};

/** The graph of a root table: reachable tables in restore order, their edges, the emptied references. */
export function buildGraph(catalog: Catalog, root: string): Graph {
  const owning = catalog.foreignKeys.filter((f) => f.onDelete === "cascade");
  const reachable = new Set([root]);
  const queue = [root];
  while (queue.length) {
    const table = queue.shift()!;
    for (const fk of owning) {
      if (fk.parent !== table || reachable.has(fk.child)) continue;
      reachable.add(fk.child);
      queue.push(fk.child);
    }
  }
  // Parents first, over every foreign key (and polymorphic edge) between tables of the graph (Kahn's algorithm).
  const between = catalog.foreignKeys.filter((f) => reachable.has(f.child) && reachable.has(f.parent));
  for (const fk of between) {
    if (fk.child === fk.parent) throw new Error(`trash: table ${fk.child} references itself (${fk.name}); not supported`);
  }
  const tables: string[] = [];
  const placed = new Set<string>();
  const pending = [root, ...[...reachable].filter((t) => t !== root).sort()];
  while (pending.length) {
    const next = pending.findIndex((t) => between.every((fk) => fk.child !== t || placed.has(fk.parent)));
    if (next < 0) throw new Error(`trash: the tables ${pending.join(", ")} reference each other in a cycle; not supported`);
    const [table] = pending.splice(next, 1);
    tables.push(table!);
    placed.add(table!);
  }
  if (tables[0] !== root) throw new Error(`trash: ${root} is referenced by a table of its own graph; not supported`);
  const incoming = new Map<string, ForeignKey[]>();
  for (const fk of owning) {
    if (!reachable.has(fk.child) || !reachable.has(fk.parent) || fk.child === root) continue;
    incoming.set(fk.child, [...(incoming.get(fk.child) ?? []), fk]);
  }
  const nulled = catalog.foreignKeys.filter((f) => reachable.has(f.parent) && (f.onDelete === "set null" || f.onDelete === "set default"));
  return { root, tables, incoming, nulled };
}

/** The type of a column, for casting JSON text back (`(data->>'id')::uuid`). */
export function columnType(catalog: Catalog, table: string, column: string): string {
  const type = catalog.columns.get(table)?.find((c) => c.name === column)?.type;
  if (!type) throw new Error(`trash: unknown column ${table}.${column}`);
  return type;
}

/** `(r.data->>'col')::type` of a JSON object column `source`. */
export function fromJson(catalog: Catalog, table: string, column: string, source: SQL = sql`r.data`): SQL {
  return sql`(${source}->>${column})::${sql.raw(columnType(catalog, table, column))}`;
}

/** `(t.a, t.b)` or `t.a` for a column list of alias `alias`. */
export function tuple(alias: string, columns: readonly string[]): SQL {
  const parts = columns.map((c) => sql`${sql.identifier(alias)}.${sql.identifier(c)}`);
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql`, `)})`;
}
