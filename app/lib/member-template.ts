/**
 * Slots of a page rendered once for many members (app/lib/member-template.server.ts,
 * decision 0048). A slot is plain ASCII (`hntpl` + the process's 16 hex digits + the field
 * name + `q`), so HTML text, attributes, JSON and the script that carries the loader data all
 * write it unchanged, and the server can replace it in every place with the member's value.
 * Browsers never see one: every slot is filled before a page is sent.
 */
const TOKEN = /^(hntpl[0-9a-f]{16})[a-z]+q$/;

/** The slot of `field` beside `token` (another slot of the same render), or null when `token` is none. */
export function siblingSlot(token: string | null | undefined, field: string): string | null {
  const match = token ? TOKEN.exec(token) : null;
  return match ? `${match[1]}${field}q` : null;
}
