import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type * as schema from "./schema";

/**
 * The database types, next to the schema they are built from, so that db/ (seed, search) and
 * app/ share them without db/ depending on app/. The database itself is opened by
 * app/lib/db.server.ts (PostgreSQL through `pg`, or PGlite; both speak the same SQL).
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: functions that write several rows accept both. */
export type Executor = Database | Transaction;
