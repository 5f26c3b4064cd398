import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";

/** Liveness and database check for load balancers and monitoring. */
export async function loader() {
  const started = Date.now();
  try {
    await db.execute(sql`select 1`);
    return Response.json(
      { status: "ok", database: "ok", ms: Date.now() - started },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch {
    return Response.json({ status: "error", database: "unreachable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
