import { securityAuditLog } from "~db/schema";
import { db } from "./db.server";
import { logger } from "./logger.server";

export type SecuritySeverity = "info" | "warning" | "high" | "critical";

/** Writes a security audit log entry; failures are ignored (spec 2 section 8). */
export async function logSecurityEvent(event: {
  eventType: string;
  severity?: SecuritySeverity;
  userId?: string | null;
  request?: Request;
  details?: Record<string, unknown>;
}) {
  try {
    await db.insert(securityAuditLog).values({
      eventType: event.eventType,
      userId: event.userId ?? null,
      ipAddress: event.request?.headers.get("x-client-ip") ?? null,
      userAgent: event.request?.headers.get("user-agent")?.slice(0, 500) ?? null,
      eventDetails: { severity: event.severity ?? "info", timestamp: new Date().toISOString(), ...event.details },
    });
  } catch (error) {
    logger.warn({ err: error, eventType: event.eventType }, "security log failed");
  }
}
