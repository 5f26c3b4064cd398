import { z } from "zod";

import { REPORT_REASON_MAX, REPORT_TARGETS } from "./limits";

export { REPORT_REASON_MAX, REPORT_TARGETS, type ReportTarget } from "./limits";

export const MODERATION_MESSAGES = {
  signIn: "Du musst angemeldet sein, um Inhalte zu melden.",
  gate: "Melden ist ab 100 Aktivitätspunkten möglich.",
  own: "Eigene Inhalte kannst du nicht melden.",
  notFound: "Inhalt nicht gefunden",
  duplicate: "Du hast diesen Inhalt bereits gemeldet. Ein Admin prüft ihn.",
  reported: "Danke! Der Inhalt wurde zur Prüfung gemeldet.",
  rateLimit: "Du hast in kurzer Zeit zu viele Inhalte gemeldet. Bitte versuche es später erneut.",
  reportNotFound: "Meldung nicht gefunden",
  alreadyResolved: "Diese Meldung wurde bereits bearbeitet.",
  targetInvalid: "Ungültiger Inhaltstyp.",
  reasonMax: `Der Grund darf maximal ${REPORT_REASON_MAX} Zeichen haben`,
  articleNotHidden: "Kein ausgeblendeter Artikel gefunden",
  articleUnhidden: "Artikel ist wieder sichtbar",
} as const;

export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: MODERATION_MESSAGES.targetInvalid }),
  targetId: z.string().max(64),
  reason: z.preprocess((v) => (typeof v === "string" ? v.trim() || undefined : v), z.string().max(REPORT_REASON_MAX, MODERATION_MESSAGES.reasonMax).optional()),
});
export type ReportInput = z.input<typeof reportInputSchema>;
