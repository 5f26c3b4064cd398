/** Spaces of every kind (Intl writes a no-break space in "15 %") as one plain space, lower case. */
function loose(text: string) {
  return text
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim()
    .toLowerCase();
}

/**
 * What an offer's title adds to its discount, for a card that shows the discount large and the title
 * beside it: "15 %" with "15 % auf Growboxen" gives "auf Growboxen" (the card reads "15 % auf
 * Growboxen", not "15 % 15 % auf Growboxen"); a title that does not start with the discount stays
 * whole; a title that only repeats the discount gives "". Spacing and case do not matter ("15%",
 * "15 %", "15 % Rabatt").
 */
export function titleAfterDiscount(discount: string | null | undefined, title: string | null | undefined): string {
  const t = (title ?? "").trim();
  const d = loose(discount ?? "").replace(/ /g, "");
  if (!t || !d) return t;
  // Walk the title's characters, skipping spaces, until the discount's characters are used up.
  let i = 0;
  let j = 0;
  while (i < t.length && j < d.length) {
    const c = t[i]!;
    if (/[\s\u00a0\u202f]/.test(c)) {
      i++;
      continue;
    }
    if (c.toLowerCase() !== d[j]) return t;
    i++;
    j++;
  }
  if (j < d.length) return t;
  const rest = t.slice(i);
  // The discount must end at a word's end ("15 %" is not the start of "15 %ige").
  if (rest && !/^[\s\u00a0\u202f:,;–—-]/.test(rest)) return t;
  return rest.replace(/^[\s\u00a0\u202f:,;–—-]+/, "");
}
