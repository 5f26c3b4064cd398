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
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: roots.map((r) => `${r}/**/*.test.{ts,tsx}`),
          exclude: ["**/*.int.test.{ts,tsx}", "**/node_modules/**"],
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
    ],
  },
});
