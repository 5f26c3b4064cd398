import path from "node:path";

/**
 * The naming rule of the tree (docs/ARCHITECTURE.md "Names"), checked on every linted file:
 *
 * - React components: `.tsx` files in `app/features/` and `app/components/layout/` are PascalCase,
 *   named after their main component (`ProviderCard.tsx`); a test beside one keeps its name
 *   (`ErrorPage.test.tsx`).
 * - Everything else is kebab-case: every `.ts` module (hooks `use-….ts`, `*.server.ts`, tests
 *   `*.test.ts` / `*.int.test.ts`), the primitives of `app/components/ui/` (shadcn's convention,
 *   `alert-dialog.tsx`) and the JSX helpers of `app/lib/` (`i18n-lite.tsx`).
 * - Route modules (`app/routes/`) follow React Router's flat routes: URL segments joined by dots,
 *   kebab-case words, `$param` in camelCase, `_layout` / `_index`; `+shared/` holds kebab-case modules.
 * - Folders below `app/features/` and `app/components/` are kebab-case.
 *
 * Exceptions are listed in EXCEPTIONS with the reason (none today).
 */

/** Relative path → why it may differ. */
const EXCEPTIONS = new Map([]);

const KEBAB = "[a-z0-9]+(?:-[a-z0-9]+)*";
const SUFFIXES = "(?:\\.[a-z0-9]+(?:-[a-z0-9]+)*)*";
const kebabFile = new RegExp(`^${KEBAB}${SUFFIXES}\\.tsx?$`);
const pascalFile = /^[A-Z][A-Za-z0-9]*(?:\.test)?\.tsx$/;
const ROUTE_SEGMENT = `(?:${KEBAB}|\\$[a-z][A-Za-z0-9]*|_[a-z]+)`;
const routeFile = new RegExp(`^${ROUTE_SEGMENT}(?:\\.${ROUTE_SEGMENT})*(?:\\.(?:test|int\\.test|http\\.test))?\\.tsx?$`);
const kebabDir = new RegExp(`^${KEBAB}$`);

function expectation(rel) {
  const base = path.posix.basename(rel);
  const dir = path.posix.dirname(rel);
  if (rel.startsWith("app/routes/") && !rel.startsWith("app/routes/+shared/")) {
    return routeFile.test(base)
      ? null
      : "a route module is named after its URL (React Router flat routes: kebab-case words, $camelCaseParam, dots between segments)";
  }
  if (/^app\/(features|components)\//.test(rel)) {
    const bad = dir
      .split("/")
      .slice(2)
      .find((d) => !kebabDir.test(d));
    if (bad) return `folder '${bad}' must be kebab-case`;
  }
  if (base.endsWith(".tsx") && /^app\/(features|components\/layout)\//.test(rel)) {
    return pascalFile.test(base) ? null : "a component file in app/features or app/components/layout is PascalCase (ProviderCard.tsx)";
  }
  return kebabFile.test(base) ? null : "a module is kebab-case (provider-path.server.ts, alert-dialog.tsx)";
}

export const fileNames = {
  meta: { type: "suggestion", docs: { description: "File names follow the tree's naming rule" }, schema: [] },
  create(context) {
    const rel = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    if (rel.startsWith("..") || EXCEPTIONS.has(rel)) return {};
    return {
      Program(node) {
        const problem = expectation(rel);
        if (problem) context.report({ node, message: `File name '${path.posix.basename(rel)}': ${problem}.` });
      },
    };
  },
};

export default { rules: { "file-names": fileNames } };
