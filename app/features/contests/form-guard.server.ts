import type { Viewer } from "~/lib/auth.server";
import { badRequest, HttpError } from "~/lib/errors";
import { cleanText, isSuspicious } from "~/lib/sanitize.server";
import { logSecurityEvent } from "~/lib/security-log.server";
import { CONTEST_FORM_FIELDS, CONTEST_LIMITS, CONTEST_MESSAGES, contestWarnings } from "./schema";

/**
 * The contest form's anti-abuse checks (spec 2 section 5 'Contest form'): for non-admins the
 * form size (50,000 characters), unexpected fields, the fill time (at least 200 ms between opening
 * and sending, from the form's `openedAt`) and the required-fields check; for everyone the text
 * sanitiser, with script-like input logged as a security event (non-admins). Admins get the
 * non-blocking warnings instead.
 */

const TEXT_FIELDS = ["title", "description", "prizeDescription", "individualPrizeDescription", "voucherCode", "termsAndConditions"] as const;
const REQUIRED: Record<string, string> = { title: "Titel", description: "Beschreibung", termsAndConditions: "Teilnahmebedingungen", prizeValue: "Gewinnwert" };
const FIELDS = new Set<string>(CONTEST_FORM_FIELDS);

export type GuardMeta = { ip?: string | null; now?: Date };

const str = (v: unknown) => (typeof v === "string" ? v : Array.isArray(v) ? v.filter((x) => typeof x === "string").join("") : "");

/** Returns the cleaned raw form and the admin warnings; throws 4xx for refusals. */
export async function guardContestForm(viewer: Viewer, raw: Record<string, unknown>, meta: GuardMeta = {}) {
  const admin = viewer.isAdmin;
  const size = Object.entries(raw).reduce((n, [k, v]) => n + k.length + str(v).length, 0);
  if (size > (admin ? CONTEST_LIMITS.formSizeAdmin : CONTEST_LIMITS.formSizeUser)) throw new HttpError(413, CONTEST_MESSAGES.formTooLarge);
  for (const [key, value] of Object.entries(raw)) {
    if (Array.isArray(value)) throw badRequest(CONTEST_MESSAGES.invalidInput, { [key]: CONTEST_MESSAGES.invalidInput });
  }
  if (!admin) {
    const unexpected = Object.keys(raw).filter((k) => raw[k] !== undefined && !FIELDS.has(k));
    if (unexpected.length) {
      await logSecurityEvent({
        eventType: "contest_form_unexpected_fields_warning",
        userId: viewer.id,
        ip: meta.ip,
        details: { fields: unexpected.slice(0, 20).map((f) => f.slice(0, 50)) },
      });
      throw badRequest(CONTEST_MESSAGES.invalidInput);
    }
    const opened = Number(str(raw.openedAt));
    const now = (meta.now ?? new Date()).getTime();
    if (!Number.isFinite(opened) || opened <= 0 || now - opened < CONTEST_LIMITS.minFillMs) {
      await logSecurityEvent({
        eventType: "contest_form_too_fast_warning",
        userId: viewer.id,
        ip: meta.ip,
        details: { elapsedMs: Number.isFinite(opened) ? now - opened : null },
      });
      throw badRequest(CONTEST_MESSAGES.securityFailed);
    }
    const missing = Object.keys(REQUIRED).filter((k) => str(raw[k]).trim() === "");
    if (missing.length) {
      const message = `${CONTEST_MESSAGES.missingFields}${missing.map((k) => REQUIRED[k]).join(", ")}`;
      throw badRequest(message, Object.fromEntries(missing.map((k) => [k, message])));
    }
  }
  const suspicious = TEXT_FIELDS.filter((k) => isSuspicious(str(raw[k])));
  if (suspicious.length && !admin) {
    await logSecurityEvent({ eventType: "suspicious_content", userId: viewer.id, ip: meta.ip, details: { form: "contest", fields: suspicious } });
  }
  const warnings = admin
    ? contestWarnings({ prizeValue: str(raw.prizeValue), termsAndConditions: str(raw.termsAndConditions), description: str(raw.description) })
    : [];
  const cleaned: Record<string, unknown> = { ...raw };
  for (const k of TEXT_FIELDS) if (typeof raw[k] === "string") cleaned[k] = cleanText(raw[k]);
  return { cleaned, warnings };
}
