/** Only same-site relative paths are allowed as redirect targets. */
export function safeRedirect(to: string | null | undefined, fallback = "/"): string {
  if (!to || typeof to !== "string") return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (to.startsWith("/auth") || to.startsWith("/api/")) return fallback;
  return to;
}
