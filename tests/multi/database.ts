import { db } from "~/lib/db.server";

/** The PostgreSQL URL of this test file's database (TEST_DB_DRIVER=postgres). */
export function currentDatabaseUrl(): string {
  const client = (db as unknown as { $client?: { options?: { connectionString?: string } } }).$client;
  const url = client?.options?.connectionString;
  if (!url) throw new Error("these tests need PostgreSQL: run them with TEST_DATABASE_URL (scripts/test.sh does)");
  return url;
}
