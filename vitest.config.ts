import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "~db": fileURLToPath(new URL("./db", import.meta.url)),
};
const roots = ["app", "db", "server", "scripts", "tests/unit"];

export default defineConfig({
  resolve: { alias },
  test: {
    environment: "node",
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores. The
    // test files spend their time in their own fork (PGlite runs there), so both cores are used.
    maxWorkers: os.availableParallelism(),
    globalSetup: ["./tests/setup/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: roots.map((r) => `${r}/**/*.test.{ts,tsx}`),
          exclude: ["**/*.int.test.{ts,tsx}", "**/node_modules/**"],
          // The unit files share a worker's module graph instead of importing the app again per file
          // (import was 90 % of their time: 40 s -> 25 s). They hold no database; the few that change
          // process.env or module state undo it in afterEach/afterAll. The integration files stay
          // isolated: the app's in-process caches belong to one test database.
          isolate: false,
          setupFiles: ["./tests/setup/env.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: roots.map((r) => `${r}/**/*.int.test.{ts,tsx}`),
          setupFiles: ["./tests/setup/env.ts", "./tests/setup/integration.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The production bundle over HTTP: authorisation matrix and fuzzing of every route.
        resolve: { alias },
        test: {
          name: "http",
          include: ["tests/http/**/*.int.test.ts"],
          setupFiles: ["./tests/setup/env.ts", "./tests/setup/integration.setup.ts"],
          globalSetup: ["./tests/http/build.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        // Several app instances (server processes) on one PostgreSQL: run by scripts/test.sh with
        // TEST_DATABASE_URL (`npx vitest run --project multi`); not part of the default run.
        resolve: { alias },
        test: {
          name: "multi",
          include: ["tests/multi/**/*.int.test.ts"],
          setupFiles: ["./tests/setup/env.ts", "./tests/setup/integration.setup.ts"],
          globalSetup: ["./tests/http/build.ts"],
          env: { TEST_DB_DRIVER: "postgres" },
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
