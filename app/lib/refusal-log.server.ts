import { getViewer } from "./auth.server";
import { logger } from "./logger.server";
import { logSecurityEvent } from "./security-log.server";

/**
 * The one place where refused permission checks become security events: the request handler
 * (server/request-handler.ts) calls it for every answer with status 403 (a member opening the
 * back-office, a foreign article, a crafted POST ...). Never throws.
 */
export async function logRefusedPermission(request: Request, status: number) {
  if (status !== 403) return;
  try {
    const viewer = await getViewer(request).catch(() => null);
    const url = new URL(request.url);
    await logSecurityEvent({
      eventType: "permission_denied_warning",
      userId: viewer?.id ?? null,
      request,
      sessionId: viewer?.sessionId ?? null,
      details: { method: request.method, path: url.pathname.slice(0, 300) },
    });
  } catch (error) {
    logger.warn({ err: error }, "refusal log failed");
  }
}
