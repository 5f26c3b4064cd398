import os from "node:os";

/** Server processes to run: one per core with PostgreSQL in production (WEB_CONCURRENCY overrides), else one. */
export function workerCount(c: { DATABASE_URL?: string; NODE_ENV: string; WEB_CONCURRENCY?: number }, cores = os.availableParallelism()) {
  if (!c.DATABASE_URL || c.NODE_ENV === "development") return 1;
  return c.WEB_CONCURRENCY ?? cores;
}
