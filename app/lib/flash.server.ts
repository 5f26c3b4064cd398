/**
 * One-shot messages across a redirect (e.g. "Erfolgreich abgemeldet" after sign-out): an action
 * sets the cookie, the root loader reads and clears it, the layout shows it as a toast.
 */
export type Flash = { type: "success" | "error" | "info"; message: string };
const COOKIE = "hn_flash";

export function flashCookie(flash: Flash) {
  return `${COOKIE}=${encodeURIComponent(JSON.stringify(flash))}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`;
}

export function readFlash(request: Request): { flash: Flash | null; clear: string | null } {
  const cookie = request.headers.get("cookie") ?? "";
  const raw = cookie.split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`));
  if (!raw) return { flash: null, clear: null };
  const clear = `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw.slice(COOKIE.length + 1))) as Flash;
    if (typeof parsed?.message !== "string") return { flash: null, clear };
    return { flash: { type: parsed.type ?? "info", message: parsed.message.slice(0, 300) }, clear };
  } catch {
    return { flash: null, clear };
  }
}
