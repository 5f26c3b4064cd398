/**
 * Adds every missing `t("…")` key used in app/**\/*.tsx to the namespace JSON of public/locales/de
 * (keys are the German originals, so the value is the key; a call with a `count` option gets the
 * plural forms `key_one` and `key_other`, whose singular must then be written by hand). The namespace is the `{ ns }` option
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
/** A key is there as itself or as plural forms (`key_one`, `key_other`; see app/lib/texts.test.ts). */
const inNs = (ns: string, key: string) => key in data[ns]! || `${key}_one` in data[ns]! || `${key}_other` in data[ns]!;
const has = (key: string) => NAMESPACES.some((ns) => inNs(ns, key));
const re = /(?<![\w$.])(?:i18n\.)?t\(\s*(["'])((?:\\.|(?!\1)[^\\\n])*)\1\s*(,\s*\{[^{}]*\})?\s*[,)]/g;
let added = 0;
for (const file of files) {
  const src = fs.readFileSync(file, "utf8");
  const fileNs = src.match(/useTranslation\(\s*["']([\w-]+)["']/)?.[1];
  for (const m of src.matchAll(re)) {
    const key = JSON.parse(`"${m[2]!.replace(/\\'/g, "'").replace(/(?<!\\)"/g, '\\"')}"`) as string;
    const ns = m[3]?.match(/\bns\s*:\s*["']([\w-]+)["']/)?.[1];
    const target = ns ?? (fileNs && NAMESPACES.includes(fileNs) ? fileNs : "common");
    if (ns ? inNs(ns, key) : has(key)) continue;
    // A count (`count` option) gets its plural forms; write the singular by hand (the test fails until then).
    if (/\bcount\s*:|\bcount\s*[,}]/.test(m[3] ?? "")) {
      data[target]![`${key}_one`] = key;
      data[target]![`${key}_other`] = key;
    } else data[target]![key] = key;
    added++;
  }
}
for (const ns of NAMESPACES) {
  const sorted = Object.fromEntries(Object.entries(data[ns]!).sort(([a], [b]) => a.localeCompare(b, "de")));
  fs.writeFileSync(path.join(dir, `${ns}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`${added} Schlüssel ergänzt.`);
