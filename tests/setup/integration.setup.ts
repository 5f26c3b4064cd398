import { afterAll, beforeAll } from "vitest";
import { closeDatabase, setDatabase } from "~/lib/db.server";
import { createTestDatabase } from "./test-db";

beforeAll(async () => {
  const opened = await createTestDatabase();
  setDatabase(opened.db, opened.close);
});

afterAll(async () => {
  await closeDatabase();
});
