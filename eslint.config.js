import fs from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import featureFolders from "./eslint-rules/feature-folder-cycles.js";
import tseslint from "typescript-eslint";
import names from "./eslint/file-names.js";

/**
 * Layers (docs/ARCHITECTURE.md): routes → features → lib / components/ui; db/ below the app.
 * A feature may use another feature's plain modules (server functions, schemas, helpers) but never
 * its components: the route composes features (slots), shared widgets live in components/ui.
 */
const features = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const layerZones = [
  { target: "./app/features", from: "./app/routes", message: "Routes are the top layer: features must not import them." },
  { target: ["./app/lib", "./app/components"], from: ["./app/routes", "./app/features"], message: "lib and ui sit below features and routes." },
  {
    target: "./db/**/!(*.test).ts",
    from: ["./app/components/**", "./app/routes/**"],
    message: "db/ stands below the app (types in db/types.ts); only pure feature rules (e.g. features/activity) may be used.",
  },
  {
    // The seeds link to pages with the one address builder (lib/paths.ts, pure).
    target: "./db/**/!(*.test).ts",
    from: "./app/lib",
    except: ["./paths.ts"],
    message: "db/ stands below the app (types in db/types.ts); only pure feature rules (e.g. features/activity) and lib/paths.ts may be used.",
  },
  ...features.map((name) => ({
    target: `./app/features/${name}/**`,
    from: `./app/features/!(${name})/**/*.tsx`,
    message: "A feature does not render another feature's components: pass them in from the route (slots) or move shared widgets to components/ui.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "db/migrations/",
      "test-results/",
      "playwright-report/",
      "bench/tmp/",
      "bench/baseline/build/",
      "bench/baseline/.react-router/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
    },
  },
  {
    // Feature folders import each other in one direction: no loop of folders (eslint-rules/feature-folder-cycles.js).
    files: ["app/features/**/*.{ts,tsx}"],
    plugins: { hanfnetz: featureFolders },
    rules: { "hanfnetz/no-feature-folder-cycle": "error" },
  },
  {
    // Import cycles (scoped to app/: the check follows every import and is the slowest rule).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Route code (loaders, actions, redirects, responses) lives in app/routes (shared parts in app/routes/+shared/).
    files: ["app/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["data", "redirect", "redirectDocument", "replace"],
              message: "Features do not build responses: return values or throw HttpError; the route (app/routes) answers with data/redirect.",
            },
          ],
        },
      ],
    },
  },
  {
    // File names: components PascalCase, modules kebab-case, routes by URL (eslint/file-names.js).
    files: ["**/*.{ts,tsx}"],
    plugins: { names },
    rules: { "names/file-names": "error" },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
