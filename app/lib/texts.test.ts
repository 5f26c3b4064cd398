import { describe, expect, it } from "vitest";
import { localeFiles, sourceTexts } from "../../tests/support/source-texts";
import { formatAmount, plural } from "./format";
import { MAIL_TEMPLATES } from "./mail-templates";

/**
 * How the product writes (issue #25 item 9): singular and plural ('1 Stern', 'ab 1 Stern'),
 * amounts as '29,90 €', German quotation marks „…“.
 */

// ------------------------------------------------------------------------------------- counts

/** Placeholders that never hold a count (names, dates, addresses, units, ordinal positions …). */
const NOT_A_COUNT = new Set([
  "name",
  "title",
  "date",
  "at",
  "url",
  "code",
  "q",
  "label",
  "message",
  "category",
  "city",
  "column",
  "host",
  "price",
  "time",
  "id",
  "state",
  "endpoint",
  "key",
  "list",
  "siteTitle",
  "place",
  "actor",
  "start",
  "end",
  "from",
  "to",
  "page",
  "age",
  "km",
  "ctr",
  "min",
  "max",
  "have",
  "figures",
  "likes",
  "period",
  "error",
]);
/** Nouns whose singular and plural are the same word. */
const INVARIANT = new Set(["Anbieter", "Artikel", "Benutzer", "Besucher", "Empfänger", "Min", "Nutzer", "Teilnehmer", "Treffer", "Zeichen"]);
/** A placeholder, then optional lower-case words (adjectives), then a noun: "{{n}} kritische Ereignisse". */
const COUNT_PHRASE = /\{\{\s*(\w+)\s*\}\}((?:\s+[a-zäöüß][\wäöüß.-]*)*)\s+([A-ZÄÖÜ][\wäöüßÄÖÜ.-]*?)(?=[\s.,:;!?)]|$)/gu;

/** The count phrases of a text whose noun changes with the number ('{{n}} Sterne'), without partitives ('von {{n}} Favoriten'). */
export function countPhrases(text: string): string[] {
  return [...text.matchAll(COUNT_PHRASE)]
    .filter((m) => !NOT_A_COUNT.has(m[1]!) && !INVARIANT.has(m[3]!) && !/\bvon\s*$/.test(text.slice(0, m.index)))
    .map((m) => m[0]);
}

const PLURAL_SUFFIX = /_(zero|one|other)$/;
const locales = localeFiles();
/** Every text of the sources and the demo data (read once: parsing takes seconds). */
const sources = sourceTexts(["app", "server", "scripts", "db"]);

describe("counts", () => {
  it("finds the phrases whose noun follows the number", () => {
    expect(countPhrases("{{n}} Sterne")).toEqual(["{{n}} Sterne"]);
    expect(countPhrases("ab {{n}} Sternen")).toEqual(["{{n}} Sternen"]);
    expect(countPhrases("{{n}} kritische Ereignisse in den letzten 24 Stunden")).toEqual(["{{n}} kritische Ereignisse"]);
    expect(countPhrases("{{n}} Anbieter · {{n}} Teilnehmer")).toEqual([]);
    expect(countPhrases("{{m}} von {{n}} Favoriten in dieser Kategorie")).toEqual([]);
    expect(countPhrases("{{name}} bearbeiten · Platz {{n}} · Seite {{page}} von {{count}}")).toEqual([]);
  });

  it("every count text of the locale files has a singular and a plural form (i18next `_one` / `_other`)", () => {
    const problems: string[] = [];
    let plurals = 0;
    for (const { file, data } of locales) {
      for (const key of Object.keys(data)) {
        const base = key.replace(PLURAL_SUFFIX, "");
        if (countPhrases(base).length === 0) continue;
        if (!PLURAL_SUFFIX.test(key)) problems.push(`${file}: "${key}" has no singular form (use count with "${key}_one" and "${key}_other")`);
        else if (key.endsWith("_one")) {
          plurals++;
          const other = data[`${base}_other`];
          if (other === undefined) problems.push(`${file}: "${base}_other" is missing`);
          else if (other === data[key]) problems.push(`${file}: "${key}" says the same as the plural: ${other}`);
        } else if (key.endsWith("_other") && data[`${base}_one`] === undefined) problems.push(`${file}: "${base}_one" is missing`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
    expect(plurals).toBeGreaterThanOrEqual(20);
  });

  it("texts built outside i18next say '1 Tag', '1 Sitzung'", () => {
    expect(plural(1, "Tag", "Tage")).toBe("1 Tag");
    expect(plural(0, "Tag", "Tage")).toBe("0 Tage");
    expect(plural(1234, "Sitzung", "Sitzungen")).toBe("1.234 Sitzungen");
  });
});

// ------------------------------------------------------------------------------------ amounts

describe("amounts", () => {
  it("are formatted by Intl for de-DE: '29,90 €'", () => {
    expect(formatAmount(29.9)).toBe("29,90\u00a0€");
    expect(formatAmount(1000)).toBe("1.000,00\u00a0€");
    expect(formatAmount(5, "CHF")).toBe("5,00\u00a0CHF");
  });

  it("are never put together by hand in a text (a number followed by €, EUR or Euro)", () => {
    const found = sources
      .filter(({ file }) => !file.startsWith("db/"))
      .flatMap(({ file, texts }) => texts.map((t) => ({ file, ...t })))
      .filter(({ text }) => /\{n\}\s*(€|EUR\b|Euro\b)/.test(text))
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(found, found.join("\n")).toEqual([]);
  });
});

// ---------------------------------------------------------------------------- quotation marks

/** Straight quotes used as quotation marks ("…" or '…' around words); apostrophes and HTML attributes are fine. */
const STRAIGHT_QUOTES = [/(^|[\s(>])"[^"<>=]{2,}"(?=[\s.,:;!?)<]|$)/u, /(^|[\s(>])'[\p{L}{][^'<>=]*'(?=[\s.,:;!?)<]|$)/u];

/** What is wrong with the quotation marks of a German text, or null. */
export function quoteProblem(text: string, whole = true): string | null {
  if (STRAIGHT_QUOTES.some((re) => re.test(text))) return "straight quotes instead of „…“";
  if (text.includes("”")) return "English closing quote ” instead of “";
  if (whole) {
    const rest = text.replace(/„[^„“]*“/g, "");
    if (/[„“"]/.test(rest)) return "unbalanced or straight quotation marks";
  }
  return null;
}

/** Words, not code (inline scripts are string literals too). */
const isProse = (text: string) => /\p{L}{3}/u.test(text) && !/function\s*\(|=>|\bvar\s|querySelector/.test(text);

describe("quotation marks", () => {
  it("tells German quotation marks from others", () => {
    expect(quoteProblem("Der Eintrag „Grüne Oase“ wurde gelöscht.")).toBeNull();
    expect(quoteProblem('Der Eintrag "Grüne Oase" wurde gelöscht.')).not.toBeNull();
    expect(quoteProblem("Der Eintrag 'Grüne Oase' wurde gelöscht.")).not.toBeNull();
    expect(quoteProblem("Der Eintrag “Grüne Oase” wurde gelöscht.")).not.toBeNull();
    expect(quoteProblem("Der Eintrag „Grüne Oase wurde gelöscht.")).not.toBeNull();
    expect(quoteProblem('Wie geht\'s? <a href="/x">Link</a>', false)).toBeNull();
  });

  it("are „…“ in every locale file", () => {
    const found = locales.flatMap(({ file, data }) =>
      Object.entries(data).flatMap(([key, value]) => [key, value].filter((t) => quoteProblem(t)).map((t) => `${file}: ${t} (${quoteProblem(t)})`)),
    );
    expect(found, found.join("\n")).toEqual([]);
  });

  it("are „…“ in every mail template", () => {
    const found = Object.entries(MAIL_TEMPLATES).flatMap(([name, template]) => {
      const mail = template("mitglied@example.com", "https://hanfnetz.test/link");
      return [mail.subject, mail.text].filter((t) => quoteProblem(t)).map((t) => `${name}: ${t}`);
    });
    expect(found, found.join("\n")).toEqual([]);
  });

  it("are „…“ in the texts of the sources and the demo data (mails, notifications, pages)", () => {
    const found = sources
      .filter(({ file }) => !file.startsWith("scripts/") && !file.startsWith("server/security.ts") && !file.startsWith("server/page-cache.ts"))
      .flatMap(({ file, texts }) => texts.filter(({ text }) => isProse(text) && quoteProblem(text, false)).map(({ line, text }) => `${file}:${line} ${text}`));
    expect(found, found.join("\n")).toEqual([]);
  });
});
