import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "db/migrations/", "test-results/", "playwright-report/", "bench/tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/routes/*"], message: "Routes are the top layer: features and lib must not import them." }] },
      ],
    },
  },
  {
    files: ["app/lib/**", "app/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/routes/*", "~/features/*"], message: "lib and ui sit below features and routes." }] },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
