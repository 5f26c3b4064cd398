/**
 * The events of the client security monitor (spec 2 sections 5, 6 and 8) and the event types the
 * server logs them under; the suffix is the severity the dashboard reads (spec 3 section 9).
 * Shared by the browser (monitor.client.ts) and the server (client-events.server.ts).
 */
export const CLIENT_SECURITY_EVENTS = {
  devtools_shortcut: "devtools_shortcut_blocked_warning",
  context_menu: "context_menu_blocked",
  malicious_paste: "malicious_paste_blocked_high",
  suspicious_navigation: "suspicious_navigation_warning",
  automated_behavior: "automated_behavior_critical",
  brute_force: "potential_brute_force_high",
  session_timeout: "session_timeout_warning",
} as const;

export type ClientSecurityEvent = keyof typeof CLIENT_SECURITY_EVENTS;
export const CLIENT_SECURITY_EVENT_KINDS = Object.keys(CLIENT_SECURITY_EVENTS) as [ClientSecurityEvent, ...ClientSecurityEvent[]];

/** Spec 2 sections 5 and 9. */
export const MONITOR_LIMITS = {
  navigationsPerWindow: 15,
  navigationWindowMs: 60_000,
  suspiciousNavigationEvents: 3,
  bruteForceFailures: 3,
  bruteForceResetMs: 5 * 60_000,
  sessionTimeoutMs: 30 * 60_000,
} as const;

/** Paste guard (spec 2 section 5): text that is blocked outside editable areas. */
export const MALICIOUS_PASTE = /<script|javascript:|data:text\/html|eval\(|document\.cookie|localstorage|sessionstorage/i;

/** Developer-tool shortcuts (spec 2 section 6): F12, Ctrl+Shift+I, Ctrl+U, Ctrl+Shift+C. */
export function isDevtoolsShortcut(e: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): boolean {
  const key = e.key.toLowerCase();
  const ctrl = e.ctrlKey || e.metaKey;
  return key === "f12" || (ctrl && e.shiftKey && (key === "i" || key === "c")) || (ctrl && !e.shiftKey && key === "u");
}

export const SECURITY_EVENT_PATH = "/api/security-events";
