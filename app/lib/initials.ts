import { siblingSlot } from "./member-template";

/**
 * Up to two initials of a user name (spec 2 section 9: avatar fallback). Words are split at spaces,
 * underscores, dots and dashes; the first letters of the first and last word are used:
 * "lena_gruen" → "LG", "max" → "M", "Anna Maria Schmidt" → "AS", "" → "?".
 */
export function initials(name: string | null | undefined): string {
  // A page rendered once for many members shows the slot of the member's initials, filled
  // for each of them on the server (app/lib/member-template.server.ts).
  const shared = siblingSlot(name, "initials");
  if (shared) return shared;
  const words = (name ?? "")
    .trim()
    .split(/[\s_.\-+@]+/u)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter(Boolean);
  if (words.length === 0) return "?";
  const first = Array.from(words[0])[0] ?? "";
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? "") : "";
  return (first + last).toLocaleUpperCase("de-DE") || "?";
}
