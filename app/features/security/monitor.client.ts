import { isDevtoolsShortcut, MALICIOUS_PASTE, MONITOR_LIMITS, SECURITY_EVENT_PATH, type ClientSecurityEvent } from "./events";

/**
 * The client security monitor (spec 2 sections 5, 6 and 8; spec README: behind a site setting,
 * never relied on for security). Loaded after hydration only when the setting is on. Blocks and
 * logs developer-tool shortcuts and the context menu (outside editable fields), blocks and logs
 * pastes of script-like text outside editable fields, watches back/forward navigation, 401/403
 * answers in a row (brute force) and logs a session-timeout warning after 30 minutes. Returns the
 * function that removes it.
 */
export function installSecurityMonitor(opts: { signedIn: boolean }): () => void {
  const originalFetch = window.fetch;
  const lastSent = new Map<string, number>();
  const send = (kind: ClientSecurityEvent, extra: { key?: string; count?: number } = {}) => {
    // At most one event of a kind every 10 seconds; the server limits per address as well.
    const now = Date.now();
    if (now - (lastSent.get(kind) ?? 0) < 10_000) return;
    lastSent.set(kind, now);
    const body = new URLSearchParams({ kind, path: location.pathname.slice(0, 300) });
    if (extra.key) body.set("key", extra.key);
    if (extra.count !== undefined) body.set("count", String(extra.count));
    originalFetch(SECURITY_EVENT_PATH, { method: "POST", body, credentials: "same-origin", keepalive: true }).catch(() => undefined);
  };

  const editable = (target: EventTarget | null) => {
    const el = target as HTMLElement | null;
    return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName) || !!el.closest?.("[contenteditable='true']"));
  };

  const onKey = (e: KeyboardEvent) => {
    if (!isDevtoolsShortcut(e)) return;
    e.preventDefault();
    send("devtools_shortcut", { key: `${e.ctrlKey || e.metaKey ? "Ctrl+" : ""}${e.shiftKey ? "Shift+" : ""}${e.key.toUpperCase()}`.slice(0, 40) });
  };
  const onContextMenu = (e: MouseEvent) => {
    if (editable(e.target)) return;
    e.preventDefault();
    send("context_menu");
  };
  const onPaste = (e: ClipboardEvent) => {
    if (editable(e.target)) return;
    const text = e.clipboardData?.getData("text") ?? "";
    if (!MALICIOUS_PASTE.test(text)) return;
    e.preventDefault();
    send("malicious_paste");
  };

  const navigations: number[] = [];
  let suspicious = 0;
  const onPopState = () => {
    const now = Date.now();
    navigations.push(now);
    while (navigations.length && navigations[0]! < now - MONITOR_LIMITS.navigationWindowMs) navigations.shift();
    if (navigations.length <= MONITOR_LIMITS.navigationsPerWindow) return;
    navigations.length = 0;
    suspicious++;
    send("suspicious_navigation", { count: suspicious });
    if (suspicious > MONITOR_LIMITS.suspiciousNavigationEvents) send("automated_behavior", { count: suspicious });
  };

  let failures = 0;
  let lastFailure = 0;
  const watchedFetch: typeof fetch = async (...args) => {
    const response = await originalFetch(...args);
    const now = Date.now();
    if (response.status === 401 || response.status === 403) {
      if (now - lastFailure > MONITOR_LIMITS.bruteForceResetMs) failures = 0;
      failures++;
      lastFailure = now;
      if (failures >= MONITOR_LIMITS.bruteForceFailures) send("brute_force", { count: failures });
    } else if (response.ok) failures = 0;
    return response;
  };
  window.fetch = watchedFetch;

  const timeout = opts.signedIn ? setTimeout(() => send("session_timeout"), MONITOR_LIMITS.sessionTimeoutMs) : undefined;

  document.addEventListener("keydown", onKey, true);
  document.addEventListener("contextmenu", onContextMenu, true);
  document.addEventListener("paste", onPaste, true);
  window.addEventListener("popstate", onPopState);
  return () => {
    document.removeEventListener("keydown", onKey, true);
    document.removeEventListener("contextmenu", onContextMenu, true);
    document.removeEventListener("paste", onPaste, true);
    window.removeEventListener("popstate", onPopState);
    if (window.fetch === watchedFetch) window.fetch = originalFetch;
    clearTimeout(timeout);
  };
}
