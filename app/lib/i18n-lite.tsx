import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import { germanPluralCategory, isGerman } from "./german-plural";

/**
 * A small stand-in for react-i18next in the browser bundle (vite.config.ts aliases
 * "react-i18next" to this file for the client build only). It implements what the app uses:
 * `useTranslation(ns?)` → `{ t, i18n, ready }` and `<I18nextProvider i18n>`, with exactly the
 * lookup rules of our i18next setup (./i18n createI18n): the key is the German original, looked
 * up in the hook's namespace, then in every namespace in order (fallbackNS); with a numeric
 * `count` the plural forms `key_one`/`key_other` (and `key_zero` for 0) come first; missing or
 * empty texts show the key; `{{name}}` is replaced without escaping, unknown variables stay as
 * they are.
 * The server renders with real i18next + react-i18next; i18n-lite.test.ts checks both produce the
 * same texts, so hydration matches. Saves about 18 KB gzip (i18next + react-i18next) per first visit.
 *
 * Works with a real i18next instance too (it only calls getResource and reads options), so the
 * dev server, where the alias also applies to server rendering, renders the same texts.
 */
export interface LiteI18n {
  language: string;
  options: { defaultNS?: unknown; fallbackNS?: unknown };
  getResource(lng: string, ns: string, key: string): unknown;
}

type Resources = Record<string, Record<string, string> | undefined>;

/** The browser's translation store: `resources` maps namespace → key → text. */
export function createLiteI18n(language: string, namespaces: readonly string[], resources: Resources): LiteI18n {
  return {
    language,
    options: { defaultNS: namespaces[0], fallbackNS: [...namespaces] },
    getResource: (lng, ns, key) => (lng === language ? resources[ns]?.[key] : undefined),
  };
}

type TOptions = Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions | string) => string;

const I18nContext = createContext<{ i18n: LiteI18n } | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n }), [i18n]);
  return createElement(I18nContext.Provider, { value }, children);
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : []);

function interpolate(text: string, options: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const value = options[name.trim()];
    return value === undefined || value === null ? match : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
/** German by its rule (no locale data to load, app/lib/german-plural.ts), other languages by Intl. */
function pluralCategory(language: string, count: number): string {
  if (isGerman(language)) return germanPluralCategory(count);
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}
/**
 * The keys i18next looks up, in its order: with a numeric `count`, `key_zero` (count 0), then
 * `key_one`/`key_other` (Intl.PluralRules of the language), then the key itself.
 */
function candidates(language: string, key: string, options: TOptions | undefined): string[] {
  const count = options?.count;
  if (count === undefined || typeof count === "string") return [key];
  const keys = count === 0 ? [`${key}_zero`] : [];
  return [...keys, `${key}_${pluralCategory(language, Number(count))}`, key];
}

/** The `t` of one namespace (exported for the equivalence test). */
export function fixedT(i18n: LiteI18n, ns?: string): TFunction {
  const order = [ns ?? String(i18n.options.defaultNS ?? "common"), ...asList(i18n.options.fallbackNS)];
  return (key, options) => {
    const opts = typeof options === "object" && options ? options : undefined;
    const keys = candidates(i18n.language, key, opts);
    let text: string = key;
    search: for (const n of order) {
      for (const k of keys) {
        const found = i18n.getResource(i18n.language, n, k);
        if (typeof found === "string" && found !== "") {
          text = found;
          break search;
        }
      }
    }
    return opts ? interpolate(text, opts) : text;
  };
}

export function useTranslation(ns?: string) {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error("useTranslation needs an <I18nextProvider>");
  const { i18n } = ctx;
  const t = useMemo(() => fixedT(i18n, ns), [i18n, ns]);
  return { t, i18n, ready: true } as const;
}
