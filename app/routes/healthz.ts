import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";

/** /healthz gives the database this long before answering 503 (load balancers must not wait). */
export const HEALTH_DB_TIMEOUT_MS = 2_000;

const headers = { "Cache-Control": "no-store" };

/** Resolves when `select 1` answers, rejects on an error or after `timeoutMs`. */
async function pingDatabase(timeoutMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database ping timed out")), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness and database check for load balancers and monitoring: 503 within 2 s when the database is gone. */
export async function loader() {
  const started = Date.now();
  try {
    await pingDatabase(HEALTH_DB_TIMEOUT_MS);
    return Response.json({ status: "ok", database: "ok", ms: Date.now() - started }, { headers });
  } catch {
    return Response.json({ status: "error", database: "unreachable", message: "Die Datenbank ist nicht erreichbar." }, { status: 503, headers });
  }
}
