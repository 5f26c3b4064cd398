import { adminAuditLog } from "~db/schema";
import type { Executor } from "~db/types";
import type { Viewer } from "./auth.server";
import type { AuditAction, AuditArea } from "./audit-catalog";

/**
 * The admin audit log's writer, below the features: one row for every change an admin makes
 * (action key, target and its name, the row's values before and after), written inside the same
 * transaction as the change it records. Every feature with an admin change writes through here;
 * the 'Audit-Logs' tab (features/admin/audit.server.ts) reads it. Areas and actions are typed in
 * audit-catalog.ts (decision 0030).
 */

export type AuditEntry = {
  action: AuditAction;
  targetType: AuditArea;
  targetId?: string | null;
  /** The object's name (provider name, username, title, ...); taken from after/before when left out. */
  label?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Plain JSON of a row: dates as ISO strings, undefined dropped. */
export function auditSnapshot(row: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
}

const NAME_FIELDS = ["name", "title", "username", "code", "label"] as const;

/** The name of an object from its values (name, title, username, code), or null. */
export function nameFrom(...values: (Record<string, unknown> | null | undefined)[]): string | null {
  for (const v of values) {
    for (const f of NAME_FIELDS) {
      const name = v?.[f];
      if (typeof name === "string" && name.trim()) return name.trim().slice(0, 200);
    }
  }
  return null;
}

export async function writeAuditLog(executor: Executor, actor: Viewer, entry: AuditEntry): Promise<void> {
  await executor.insert(adminAuditLog).values({
    actorId: actor.id,
    actorName: actor.username ?? actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.label?.trim().slice(0, 200) || nameFrom(entry.after, entry.before),
    before: auditSnapshot(entry.before),
    after: auditSnapshot(entry.after),
  });
}
