import { securityAuditLog } from "~db/schema";
import { db } from "./db.server";
import { logger } from "./logger.server";

export type SecuritySeverity = "info" | "warning" | "high" | "critical";

/**
 * The severity of a security event as the dashboard reads it: from the event type's suffix
 * (`…_critical`, `…_high`, `…_warning`; spec 3 section 9), else info.
 */
export function severityOfEventType(eventType: string): SecuritySeverity {
  const m = /_(critical|high|warning)$/.exec(eventType);
  return (m?.[1] as SecuritySeverity | undefined) ?? "info";
}

/** Writes a security audit log entry; failures are ignored (spec 2 section 8). */
export async function logSecurityEvent(event: {
  eventType: string;
  severity?: SecuritySeverity;
  userId?: string | null;
  request?: Request;
  /** The client address when there is no request at hand (rate limits, uploads). */
  ip?: string | null;
  sessionId?: string | null;
  details?: Record<string, unknown>;
}) {
  try {
    await db.insert(securityAuditLog).values({
      eventType: event.eventType,
      userId: event.userId ?? null,
      ipAddress: event.request?.headers.get("x-client-ip") ?? event.ip ?? null,
      userAgent: event.request?.headers.get("user-agent")?.slice(0, 500) ?? null,
      sessionId: event.sessionId?.slice(0, 100) ?? null,
      eventDetails: { severity: event.severity ?? severityOfEventType(event.eventType), timestamp: new Date().toISOString(), ...event.details },
    });
  } catch (error) {
    logger.warn({ err: error, eventType: event.eventType }, "security log failed");
  }
}
