/** An ILIKE pattern that finds `text` anywhere, with the wildcard characters escaped. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
