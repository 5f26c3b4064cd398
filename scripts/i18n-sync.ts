/**
 * Adds every missing `t("…")` key used in app/**\/*.tsx to the namespace JSON of public/locales/de
 * (keys are the German originals, so the value is the key). The namespace is the `{ ns }` option
 * of the call, else the file's `useTranslation("ns")`, else "common". Existing entries are kept.
 *   npx tsx scripts/i18n-sync.ts
 */
import fs from "node:fs";
import path from "node:path";

const NAMESPACES = ["common", "navigation", "forms", "errors", "admin", "footer", "auth"];
const root = process.cwd();
const dir = path.join(root, "public/locales/de");
const files: string[] = [];
(function walk(d: string) {
  for (const name of fs.readdirSync(d)) {
    const p = path.join(d, name);
    if (fs.statSync(p).isDirectory()) walk(p);
    else if (p.endsWith(".tsx") && !p.endsWith(".test.tsx")) files.push(p);
  }
})(path.join(root, "app"));

const data: Record<string, Record<string, string>> = {};
for (const ns of NAMESPACES) data[ns] = JSON.parse(fs.readFileSync(path.join(dir, `${ns}.json`), "utf8"));
const has = (key: string) => NAMESPACES.some((ns) => key in data[ns]!);
const re = /(?<![\w$.])(?:i18n\.)?t\(\s*(["'])((?:\\.|(?!\1)[^\\\n])*)\1\s*(,\s*\{[^{}]*\})?\s*[,)]/g;
let added = 0;
for (const file of files) {
  const src = fs.readFileSync(file, "utf8");
  const fileNs = src.match(/useTranslation\(\s*["']([\w-]+)["']/)?.[1];
  for (const m of src.matchAll(re)) {
    const key = JSON.parse(`"${m[2]!.replace(/\\'/g, "'").replace(/(?<!\\)"/g, '\\"')}"`) as string;
    const ns = m[3]?.match(/\bns\s*:\s*["']([\w-]+)["']/)?.[1];
    const target = ns ?? (fileNs && NAMESPACES.includes(fileNs) ? fileNs : "common");
    if (ns ? key in data[ns]! : has(key)) continue;
    data[target]![key] = key;
    added++;
  }
}
for (const ns of NAMESPACES) {
  const sorted = Object.fromEntries(Object.entries(data[ns]!).sort(([a], [b]) => a.localeCompare(b, "de")));
  fs.writeFileSync(path.join(dir, `${ns}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`${added} Schlüssel ergänzt.`);
