/**
 * The one LIKE escaper: the wildcard characters of user text (`%`, `_` and the escape `\`) are
 * escaped, so a search for '50%' or 'a_b' finds those characters and nothing more.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern that finds `text` anywhere, with the wildcard characters escaped. */
export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern that finds values starting with `text`, with the wildcard characters escaped. */
export function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
}
