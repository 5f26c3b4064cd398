import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn, mergeClasses } from "./cn";

/** Every class-like word written in app/ (className strings, cn() and cva() arguments, constants). */
function classesOfTheApp(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !e.name.includes(".test.")) {
        for (const m of fs.readFileSync(p, "utf8").matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
          for (const w of (m[1] ?? m[2] ?? m[3] ?? "").replace(/\$\{[^}]*\}/g, " ").split(/\s+/))
            if (/^[!a-z0-9\-[\]&:_./%()#@*>=+~,']+$/i.test(w) && /[a-z]/.test(w) && w.length < 80) words.add(w);
        }
      }
    }
  };
  walk(path.resolve("app"));
  // The Tailwind classes among them: tailwind-merge knows them (a class merged with itself is one class).
  return [...words].filter((w) => twMerge(`${w} ${w}`) === w);
}

describe("cn", () => {
  it("joins conditional classes and lets the later of two conflicting utilities win", () => {
    expect(cn("px-4 h-9", null, undefined, { hidden: false, "text-sm": true }, "h-11")).toBe("px-4 text-sm h-11");
    expect(cn("p-2", "px-4")).toBe("p-2 px-4");
    expect(cn("px-4", "p-2")).toBe("p-2");
    expect(cn("md:flex hover:bg-white", "md:hidden")).toBe("hover:bg-white md:hidden");
    expect(cn("text-sm text-ink", "text-brand-900")).toBe("text-sm text-brand-900");
    expect(cn("provider-card unknown", "unknown")).toBe("provider-card unknown unknown");
  });

  it("gives tailwind-merge's result for every pair of the app's Tailwind classes", () => {
    const classes = classesOfTheApp();
    expect(classes.length).toBeGreaterThan(500);
    // Classes under different variants never conflict (in both): pairs of the utilities without
    // variants, then each class with variants against the classes under the same variants.
    const variantsOf = (c: string) => c.slice(0, c.lastIndexOf(":") + 1);
    const byVariants = new Map<string, string[]>();
    for (const c of classes) byVariants.set(variantsOf(c), [...(byVariants.get(variantsOf(c)) ?? []), c]);
    const bare = [...new Set(classes.map((c) => c.slice(variantsOf(c).length)))];
    const pairs: [string, string][] = [];
    for (const a of bare) for (const b of bare) pairs.push([a, b]);
    for (const [variants, list] of byVariants) if (variants) for (const a of list) for (const b of list) pairs.push([a, b]);
    expect(twMerge("md:px-2 px-4")).toBe("md:px-2 px-4");
    const differences: string[] = [];
    for (const [a, b] of pairs) {
      if (a === b) continue;
      const input = `${a} ${b}`;
      const expected = twMerge(input);
      const actual = mergeClasses(input);
      if (actual !== expected) differences.push(`"${input}": tailwind-merge "${expected}", cn "${actual}"`);
    }
    expect(differences.slice(0, 40)).toEqual([]);
  }, 120_000);
});
