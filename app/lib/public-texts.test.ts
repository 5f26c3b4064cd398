import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES, PUBLIC_NAMESPACES } from "./i18n-load";

/**
 * Public pages load the translation namespaces without admin.json (pageNamespaces, issue #27).
 * A text used outside the back-office must therefore not depend on admin.json: every `t("…")` key
 * of a file that is not a back-office file (a file using the "admin" namespace, or named or placed
 * as admin) must resolve in the public namespaces whenever admin.json has it with a different text
 * or plural forms; otherwise a visitor would see the key instead of the text.
 */
const dir = path.resolve("public/locales/de");
const data = Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(dir, `${ns}.json`), "utf8")) as Record<string, string>]));
const re = /(?<![\w$.])(?:i18n\.)?t\(\s*(["'])((?:\\.|(?!\1)[^\\\n])*)\1\s*(,\s*\{[^{}]*\})?\s*[,)]/g;

function sourceFiles(d: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, entry.name);
    if (entry.isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(p);
  }
  return out;
}

describe("texts of public pages", () => {
  it("never need the back-office namespace", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(path.resolve("app"))) {
      const src = fs.readFileSync(file, "utf8");
      const fileNs = src.match(/useTranslation\(\s*["']([\w-]+)["']/)?.[1];
      if (fileNs === "admin" || /routes[\\/]admin|[\\/]Admin[^\\/]*$|[\\/]admin[\\/]/.test(file)) continue;
      for (const m of src.matchAll(re)) {
        let key: string;
        try {
          key = JSON.parse(`"${m[2]!.replace(/\\'/g, "'").replace(/(?<!\\)"/g, '\\"')}"`) as string;
        } catch {
          continue;
        }
        checked++;
        const variants = [key, `${key}_one`, `${key}_other`, `${key}_zero`];
        const inAdmin = variants.filter((v) => v in data.admin!);
        const differs = inAdmin.some((v) => v !== key || data.admin![v] !== key);
        const inPublic = PUBLIC_NAMESPACES.some((ns) => variants.some((v) => v in data[ns]!));
        if (differs && !inPublic) missing.push(`${path.relative(process.cwd(), file)}: ${key}`);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });

  it("a fixture key only in admin.json is found", () => {
    // The rule above sees a key that only the back-office namespace translates.
    const onlyAdmin = Object.keys(data.admin!).find((k) => k.endsWith("_one") && !PUBLIC_NAMESPACES.some((ns) => k in data[ns]!));
    expect(onlyAdmin).toBeDefined();
  });
});
