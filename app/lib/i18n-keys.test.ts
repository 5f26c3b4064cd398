import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { NAMESPACES, type Namespace } from "./i18n";

/**
 * Every `t("…")` / `t('…')` call with a string literal in app/**\/*.tsx must have its key in a
 * namespace file of public/locales/de (keys are the German originals, see ./i18n.ts). With an
 * option `{ ns: "x" }` the key must be in namespace x. Keys passed as variables are not checked.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const appDir = join(root, "app");
const localesDir = join(root, "public/locales/de");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === "node_modules" || name.startsWith(".") ? [] : walk(p);
    return p.endsWith(".tsx") && !/\.test\.tsx$/.test(p) ? [p] : [];
  });
}

function unescape(s: string): string {
  return s.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, e: string) => {
    if (e[0] === "u" && e.length > 1) return String.fromCodePoint(parseInt(e.replace(/[u{}]/g, ""), 16));
    if (e[0] === "x" && e.length === 3) return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: "\n", t: "\t", r: "\r" } as Record<string, string>)[e] ?? e;
  });
}

export type KeyUse = { key: string; ns?: string; file: string; line: number; options?: string };

/** Finds t("literal") and t('literal') calls, with an optional { ns: "x" } option. */
export function findTranslationKeys(source: string, file = "?"): KeyUse[] {
  const uses: KeyUse[] = [];
  const re = /(?<![\w$.])(?:i18n\.)?t\(\s*(["'])((?:\\.|(?!\1)[^\\\n])*)\1\s*(,\s*\{[^{}]*\})?\s*[,)]/g;
  for (const m of source.matchAll(re)) {
    const ns = m[3]?.match(/\bns\s*:\s*["']([\w-]+)["']/)?.[1];
    uses.push({ key: unescape(m[2]!), ns, file, line: source.slice(0, m.index).split("\n").length, options: m[3] });
  }
  return uses;
}

function loadNamespaces(): Record<Namespace, Record<string, unknown>> {
  const out = {} as Record<Namespace, Record<string, unknown>>;
  for (const ns of NAMESPACES) out[ns] = JSON.parse(readFileSync(join(localesDir, `${ns}.json`), "utf8"));
  return out;
}

describe("findTranslationKeys", () => {
  it("finds literal keys, quotes, escapes and the ns option", () => {
    const src = [
      `t("Abmelden"); t('Anmelden'); t("Sag \\"Hallo\\"");`,
      `t("{{n}} Bewertungen", { n: 3 }); t("Titel", { ns: "admin" });`,
      `const x = format("nope"); split("nope"); obj.t("nope"); i18n.t("Ja");`,
      "t(`template ${x}`); t(variable);",
      `t(\n  "Mehrzeilig",\n)`,
    ].join("\n");
    expect(findTranslationKeys(src)[3]!.options).toBe(", { n: 3 }");
    expect(findTranslationKeys(src).map((u) => [u.key, u.ns])).toEqual([
      ["Abmelden", undefined],
      ["Anmelden", undefined],
      ['Sag "Hallo"', undefined],
      ["{{n}} Bewertungen", undefined],
      ["Titel", "admin"],
      ["Ja", undefined],
      ["Mehrzeilig", undefined],
    ]);
  });
});

describe("translation files", () => {
  const namespaces = loadNamespaces();

  it("are flat objects of non-empty strings", () => {
    for (const ns of NAMESPACES) {
      for (const [key, value] of Object.entries(namespaces[ns])) {
        expect(typeof value, `${ns}.json "${key}"`).toBe("string");
        expect((value as string).length, `${ns}.json "${key}"`).toBeGreaterThan(0);
      }
    }
  });

  /** A key is there as itself or as plural forms (`key_one` and `key_other`, chosen by the `count` option). */
  const isPlural = (n: Namespace, key: string) => `${key}_one` in namespaces[n] && `${key}_other` in namespaces[n];
  const present = (n: Namespace, key: string) => key in namespaces[n] || isPlural(n, key);
  const uses = walk(appDir).flatMap((file) => findTranslationKeys(readFileSync(file, "utf8"), relative(root, file)));

  it('contain every t("…") key used in app/**/*.tsx', () => {
    expect(uses.length).toBeGreaterThan(0);
    const missing = uses
      .filter(({ key, ns }) => {
        if (ns) return !(NAMESPACES as readonly string[]).includes(ns) || !present(ns as Namespace, key);
        return !NAMESPACES.some((n) => present(n, key));
      })
      .map(({ key, ns, file, line }) => `${file}:${line} ${ns ? `[${ns}] ` : ""}"${key}"`);
    expect(missing, `missing translation keys:\n${missing.join("\n")}`).toEqual([]);
  });

  it("are asked for a plural text with a count (else i18next shows the key)", () => {
    const plurals = uses.filter(({ key }) => NAMESPACES.some((n) => isPlural(n, key)));
    expect(plurals.length).toBeGreaterThan(20);
    const withoutCount = plurals.filter(({ options }) => !/\bcount\b/.test(options ?? "")).map(({ key, file, line }) => `${file}:${line} "${key}"`);
    expect(withoutCount, withoutCount.join("\n")).toEqual([]);
  });
});
