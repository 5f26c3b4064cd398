import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The texts of the product's sources and locale files, for the tests that read every text
 * (app/lib/forms-of-address.test.ts, app/lib/texts.test.ts).
 */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const rel = (p: string) => relative(ROOT, p).split("\\").join("/");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name !== "node_modules" && !name.startsWith(".") ? sourceFiles(p) : [];
    return /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) && !p.endsWith(".d.ts") ? [p] : [];
  });
}

export type SourceText = { text: string; line: number };

/**
 * The texts of a TypeScript source with their lines: string literals, template literals (a
 * placeholder becomes "{n}") and JSX text (whitespace collapsed, as the browser shows it).
 * Tagged templates (sql`…`) are code and left out.
 */
export function textsOf(source: string, fileName = "x.tsx"): SourceText[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: SourceText[] = [];
  const add = (node: ts.Node, text: string) => out.push({ text, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
  const visit = (node: ts.Node) => {
    // Tagged templates (sql`…`) are code, not text.
    if (ts.isTaggedTemplateExpression(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) add(node, node.head.text + node.templateSpans.map((s) => `{n}${s.literal.text}`).join(""));
    else if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, " ").trim();
      if (text) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Every non-test source of the given folders (default app/, server/, scripts/) with its texts. */
export function sourceTexts(dirs: readonly string[] = ["app", "server", "scripts"]): { file: string; texts: SourceText[] }[] {
  return dirs.flatMap((d) => sourceFiles(join(ROOT, d))).map((p) => ({ file: rel(p), texts: textsOf(readFileSync(p, "utf8"), p) }));
}

/** Every locale file of public/locales/de: its path and its key → text entries. */
export function localeFiles(): { file: string; data: Record<string, string> }[] {
  const dir = join(ROOT, "public/locales/de");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => ({ file: `public/locales/de/${f}`, data: JSON.parse(readFileSync(join(dir, f), "utf8")) as Record<string, string> }));
}
