/**
 * Bulk actions of the back-office lists (issue 30): the cap on rows per action and the texts the
 * server and the list kit (components/ui/data-table.tsx) share. Plain module: the browser uses it.
 */

/** At most this many rows change in one bulk action ('alle N Treffer' included). */
export const BULK_MAX = 1000;

export const BULK_MESSAGES = {
  noSelection: "Bitte wähle mindestens einen Eintrag aus.",
  tooMany: "Höchstens 1.000 Einträge auf einmal. Grenze die Liste mit einem Filter ein.",
  badSelection: "Ungültige Auswahl.",
} as const;

/** A noun in singular and plural ('Bewertung', 'Bewertungen'). */
export type Noun = { one: string; other: string };

/** '1 Bewertung', '3 Bewertungen', '1.200 Bewertungen'. */
export function countNoun(n: number, noun: Noun): string {
  return `${n.toLocaleString("de-DE")} ${n === 1 ? noun.one : noun.other}`;
}

/** The form field that asks the server to apply the action to every row of the list's filter. */
export const BULK_ALL_FIELD = "alle";
