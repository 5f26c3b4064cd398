/**
 * The one rule that confirms 'Konto löschen': the member types their username (any case) or the
 * word LÖSCHEN. Plain module: the dialog enables its button with it, the route checks it before
 * signing out, and deleteAccount checks it again.
 */
export const DELETE_WORD = "LÖSCHEN";

export function confirmsDeletion(typed: string | null | undefined, username: string | null | undefined): boolean {
  const value = (typed ?? "").trim();
  return value === DELETE_WORD || Boolean(username && value.toLowerCase() === username.toLowerCase());
}
