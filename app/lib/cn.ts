import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx) and resolves conflicting Tailwind utilities: of two classes that set the
 * same thing under the same variants, the later one wins (`cn("px-4 h-9", "h-11")` → "px-4 h-11").
 *
 * The rules of tailwind-merge for the utilities this code base uses, in about 2 KB instead of its
 * 28 KB (issue #27: 7.9 KB of every first visit, and a long task building its class map on a
 * phone). app/lib/cn.test.ts checks, for every pair of the classes written in app/, that the result
 * is tailwind-merge's; a utility it does not know is kept as it is (as tailwind-merge keeps
 * unknown classes).
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

const SIZES = "xs|sm|base|lg|xl|[2-9]xl";

/** [pattern of the utility without variants and '!', group]; the first that matches decides. */
const RULES: [RegExp, string][] = [
  [
    /^(block|inline-block|inline|flex|inline-flex|table|inline-table|table-caption|table-cell|table-column|table-column-group|table-footer-group|table-header-group|table-row-group|table-row|flow-root|grid|inline-grid|contents|list-item|hidden)$/,
    "display",
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(visible|invisible|collapse)$/, "visibility"],
  [/^(sr-only|not-sr-only)$/, "sr"],
  [/^(isolate|isolation-auto)$/, "isolation"],
  [/^(truncate|text-ellipsis|text-clip)$/, "text-overflow"],
  [/^(italic|not-italic)$/, "font-style"],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(underline|overline|line-through|no-underline)$/, "text-decoration"],
  [/^(antialiased|subpixel-antialiased)$/, "font-smoothing"],
  [/^(tabular-nums|proportional-nums)$/, "fvn-spacing"],
  [/^container$/, "container"],
  [/^filter$/, "filter"],
  [
    /^-?(inset-x|inset-y|inset|top|right|bottom|left|start|end|z|order|basis|gap-x|gap-y|gap|size|min-w|max-w|min-h|max-h|w|h|space-x|space-y|translate-x|translate-y|rotate|scale|opacity|duration|delay|line-clamp|tracking|leading|underline-offset|outline-offset|scroll-mt|scroll-mb|columns|aspect|col-start|col-end|row-start|row-end|accent|caret|grid-cols|grid-rows|backdrop-blur|blur)(-|$)/,
    "$1",
  ],
  [/^-?(p|px|py|ps|pe|pt|pr|pb|pl|m|mx|my|ms|me|mt|mr|mb|ml)-/, "$1"],
  [/^(col|row)-(span-|auto$)/, "$1-start-end"],
  [/^flex-(row|col|row-reverse|col-reverse)$/, "flex-direction"],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, "flex-wrap"],
  [/^flex-/, "flex"],
  [/^(grow|shrink)(-|$)/, "$1"],
  [/^justify-(items|self)-/, "justify-$1"],
  [/^justify-/, "justify-content"],
  [/^items-/, "align-items"],
  [/^self-/, "align-self"],
  [/^content-(normal|center|start|end|between|around|evenly|baseline|stretch)$/, "align-content"],
  [/^content-/, "content"],
  [/^place-(content|items|self)-/, "place-$1"],
  [/^overflow-(x|y)-/, "overflow-$1"],
  [/^overflow-/, "overflow"],
  [/^overscroll-(x|y)-/, "overscroll-$1"],
  [/^overscroll-/, "overscroll"],
  [/^object-(contain|cover|fill|none|scale-down)$/, "object-fit"],
  [new RegExp(`^text-(${SIZES})(/|$)`), "font-size"],
  [/^text-\[(length:)?[\d.]+(px|r?em|%)?\]$/, "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-/, "text-color"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^whitespace-/, "whitespace"],
  [/^break-(normal|words|all|keep)$/, "break"],
  [/^hyphens-/, "hyphens"],
  [/^align-/, "vertical-align"],
  [/^list-(none|disc|decimal)$/, "list-style-type"],
  [/^list-(inside|outside)$/, "list-style-position"],
  [/^decoration-(solid|double|dotted|dashed|wavy)$/, "decoration-style"],
  [/^decoration-(auto|from-font|\d+)$/, "decoration-thickness"],
  [/^decoration-/, "decoration-color"],
  [/^bg-(fixed|local|scroll)$/, "bg-attachment"],
  [/^bg-(bottom|center|left|left-bottom|left-top|right|right-bottom|right-top|top)$/, "bg-position"],
  [/^bg-(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/, "bg-repeat"],
  [/^bg-(auto|cover|contain)$/, "bg-size"],
  [/^bg-(none|linear-|gradient-|\[url)/, "bg-image"],
  [/^bg-/, "bg-color"],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border-(collapse|separate)$/, "border-collapse"],
  [/^border-(x|y|s|e|t|r|b|l)(-\d+)?$/, "border-w-$1"],
  [/^border(-\d+)?$/, "border-w"],
  [/^border-(x|y|s|e|t|r|b|l)-/, "border-color-$1"],
  [/^border-/, "border-color"],
  [/^divide-(x|y)(-\d+|-reverse)?$/, "divide-$1"],
  [/^divide-(solid|dashed|dotted|double|none)$/, "divide-style"],
  [/^divide-/, "divide-color"],
  [/^rounded(-(none|xs|sm|md|lg|xl|[2-4]xl|full|\[[^\]]+\]))?$/, "rounded"],
  [/^rounded-(ss|se|ee|es|tl|tr|br|bl|s|e|t|r|b|l)(-(none|xs|sm|md|lg|xl|[2-4]xl|full|\[[^\]]+\]))?$/, "rounded-$1"],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^ring(-\d+)?$/, "ring-w"],
  [/^ring-inset$/, "ring-w-inset"],
  [/^ring-offset-\d+$/, "ring-offset-w"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^ring-/, "ring-color"],
  [/^outline-(none|solid|dashed|dotted|double|hidden)$/, "outline-style"],
  [/^outline(-\d+)?$/, "outline-w"],
  [/^outline-/, "outline-color"],
  [/^(cursor|select|pointer-events|resize|appearance|animate|ease|caption|fill|stroke|from|via|to|will-change|touch|snap)-/, "$1"],
  [/^transition(-|$)/, "transition"],
];

/** `${group}-${part}` for each part (the sides and corners below). */
const parts = (group: string, list: string) => list.split(" ").map((part) => `${group}-${part}`);

/** Groups that also replace others set before them (a later `p-4` replaces `px-2`, not the reverse). */
const CONFLICTS: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  overscroll: ["overscroll-x", "overscroll-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  scale: ["scale-x", "scale-y"],
  rounded: parts("rounded", "s e t r b l ss se ee es tl tr br bl"),
  "rounded-s": parts("rounded", "ss es"),
  "rounded-e": parts("rounded", "se ee"),
  "rounded-t": parts("rounded", "tl tr"),
  "rounded-r": parts("rounded", "tr br"),
  "rounded-b": parts("rounded", "br bl"),
  "rounded-l": parts("rounded", "tl bl"),
};
for (const g of ["p", "m", "border-w", "border-color"]) {
  const side = (list: string) => (g.length === 1 ? list.split(" ").map((x) => g + x) : parts(g, list));
  CONFLICTS[g] = side("x y s e t r b l");
  CONFLICTS[side("x")[0]!] = side("r l");
  CONFLICTS[side("y")[0]!] = side("t b");
}

/**
 * The rules as one pattern, each rule an alternative in its order (the engine tries them left to
 * right, so the first rule that matches decides, as before), with the index of each rule's group.
 */
const ANY_RULE = new RegExp(RULES.map(([pattern]) => `(${pattern.source})`).join("|"));
const RULE_GROUP: number[] = [];
for (let i = 0, next = 1; i < RULES.length; i++) {
  RULE_GROUP.push(next);
  next += new RegExp(`${RULES[i]![0].source}|`).exec("")!.length;
}

function groupOf(utility: string): string | undefined {
  const m = ANY_RULE.exec(utility.startsWith("-") ? utility.slice(1) : utility);
  if (!m) return undefined;
  const rule = RULE_GROUP.findIndex((g) => m[g] !== undefined);
  const first = RULE_GROUP[rule]!;
  return RULES[rule]![1].replace(/\$(\d)/, (_, i: string) => m[first + Number(i)] ?? "");
}

/** Splits "md:hover:px-4" into its variants and the utility (colons inside [...] are not separators). */
function splitVariants(cls: string): [string[], string] {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      variants.push(cls.slice(start, i));
      start = i + 1;
    }
  }
  return [variants, cls.slice(start)];
}

/** Variants in a canonical order: sorted, except that arbitrary variants keep their place. */
function variantKey(variants: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v.startsWith("[")) {
      out.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  out.push(...run.sort());
  return out.join(":");
}

const cache = new Map<string, string>();
/** Per class: its variants' key ("md:!:") and its group, or null for a class of no known group. */
const classKeys = new Map<string, [prefix: string, group: string] | null>();

function classKey(cls: string): [prefix: string, group: string] | null {
  let key = classKeys.get(cls);
  if (key !== undefined) return key;
  const [variants, raw] = splitVariants(cls);
  const important = raw.startsWith("!") || raw.endsWith("!");
  const group = groupOf(raw.replace(/^!|!$/g, ""));
  key = group ? [variantKey(variants) + (important ? "!" : "") + ":", group] : null;
  if (classKeys.size > 5000) classKeys.clear();
  classKeys.set(cls, key);
  return key;
}

/**
 * tailwind-merge's rule: from the last class to the first, a class whose group was set later is
 * dropped. The group of each class is looked up once per process (a first visit's hydration
 * merged every class list of the page against the rules' patterns: 45 of a provider page's
 * 240 ms at 4x CPU).
 */
export function mergeClasses(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  const seen = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i]!;
    if (!cls) continue;
    const key = classKey(cls);
    if (!key) {
      kept.push(cls);
      continue;
    }
    const [prefix, group] = key;
    if (seen.has(prefix + group)) continue;
    seen.add(prefix + group);
    for (const other of CONFLICTS[group] ?? []) seen.add(prefix + other);
    kept.push(cls);
  }
  const result = kept.reverse().join(" ");
  if (cache.size > 2000) cache.clear();
  cache.set(classList, result);
  return result;
}
