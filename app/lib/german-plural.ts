/**
 * The plural category of a count in German, as `new Intl.PluralRules("de").select(n)` gives it
 * (CLDR: "one" for exactly 1, without fraction digits; "other" for everything else). Written out
 * because the browser's first PluralRules loads its locale data: 5 to 10 ms of a phone's first
 * render for a rule this short (bench/RESULTS.md, twelfth session). A test compares the two.
 */
export function germanPluralCategory(n: number): "one" | "other" {
  return Math.abs(n) === 1 ? "one" : "other";
}

/** Whether `language` ("de", "de-DE", "de-AT" …) is German. */
export function isGerman(language: string): boolean {
  return language === "de" || language.startsWith("de-");
}
