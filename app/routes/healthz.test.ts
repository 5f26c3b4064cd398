import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "~db/types";
import { closeDatabase, setDatabase } from "~/lib/db.server";
import { HEALTH_DB_TIMEOUT_MS, loader } from "./healthz";

const fakeDatabase = (execute: () => Promise<unknown>) => ({ execute }) as unknown as Database;

describe("/healthz (issue #7 section 5)", () => {
  afterEach(async () => {
    await closeDatabase();
  });

  it("answers 200 while the database answers", async () => {
    setDatabase(fakeDatabase(async () => ({ rows: [{ "?column?": 1 }] })));
    const res = await loader();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("answers 503 with a German message when the database fails or is not there", async () => {
    setDatabase(
      fakeDatabase(async () => {
        throw new Error("connect ECONNREFUSED");
      }),
    );
    const failed = await loader();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ status: "error", database: "unreachable", message: "Die Datenbank ist nicht erreichbar." });
    await closeDatabase();
    expect((await loader()).status).toBe(503);
  });

  it("answers 503 within its time limit when the database hangs", async () => {
    setDatabase(fakeDatabase(() => new Promise(() => undefined)));
    const started = Date.now();
    const res = await loader();
    const took = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(took).toBeGreaterThanOrEqual(HEALTH_DB_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(HEALTH_DB_TIMEOUT_MS + 1_000);
  });
});
