import { cleanText, isSuspicious } from "./sanitize.server";
import { logSecurityEvent } from "./security-log.server";

/**
 * Cleaning the plain-text fields of a form before they are stored, for every feature that saves
 * user text (coupons, merchants, claims, owner replies).
 */

/**
 * The text sanitiser of the site (spec 2 section 5, sanitize.server.ts) over the given fields;
 * script-like input is logged as `suspicious_content` (the save goes on with the cleaned text).
 */
export async function cleanFields<T extends Record<string, unknown>>(
  input: T,
  fields: readonly (keyof T & string)[],
  log: { userId: string; source: string; request?: Request },
): Promise<T> {
  const out = { ...input };
  const suspicious: string[] = [];
  for (const field of fields) {
    const value = input[field];
    if (typeof value !== "string") continue;
    if (isSuspicious(value)) suspicious.push(field);
    (out as Record<string, unknown>)[field] = cleanText(value);
  }
  if (suspicious.length) {
    await logSecurityEvent({
      eventType: "suspicious_content",
      severity: "warning",
      userId: log.userId,
      request: log.request,
      details: { source: log.source, fields: suspicious },
    });
  }
  return out;
}
