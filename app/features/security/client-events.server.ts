import type { Viewer } from "~/lib/auth.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { logSecurityEvent } from "~/lib/security-log.server";
import { CLIENT_SECURITY_EVENTS } from "./events";
import type { ClientSecurityEventInput } from "./schema";

export type ClientEventMeta = { request: Request; ip: string | null; isBot: boolean };

/**
 * Logs one event of the client security monitor to the security audit log (spec 2 section 7).
 * The event type and its severity are the server's: the browser only names what happened. Limited
 * per client address (rate limit `security_event`: 30 per 15 minutes, then blocked for an hour);
 * bots are not logged. The monitor is never relied on for security (spec README).
 */
export async function recordClientSecurityEvent(viewer: Viewer | null, input: ClientSecurityEventInput, meta: ClientEventMeta): Promise<boolean> {
  if (meta.isBot) return false;
  await enforceRateLimit("security_event", `ip:${meta.ip ?? "unknown"}`, { ip: meta.ip, userId: viewer?.id ?? null });
  await logSecurityEvent({
    eventType: CLIENT_SECURITY_EVENTS[input.kind],
    userId: viewer?.id ?? null,
    request: meta.request,
    sessionId: viewer?.sessionId ?? null,
    details: {
      source: "client_monitor",
      path: input.path,
      ...(input.key ? { key: input.key } : {}),
      ...(input.count !== undefined ? { count: input.count } : {}),
    },
  });
  return true;
}
