import { z } from "zod";
import { CLAIM_ADMIN_NOTE_MAX, CLAIM_CONTACT_MAX, CLAIM_CONTACT_MIN, CLAIM_NOTE_MAX, CLAIM_NOTE_MIN, REPLY_CONTENT_MAX, REPLY_CONTENT_MIN } from "./limits";

export * from "./limits";

/** Owner replies and claimed listings (issue #18, decision 0026): validation and German messages. */

export const OWNERSHIP_MESSAGES = {
  claimLogin: "Du musst angemeldet sein, um einen Eintrag zu beanspruchen.",
  providerNotFound: "Anbieter nicht gefunden",
  alreadyOwner: "Du verwaltest diesen Eintrag bereits.",
  claimPending: "Du hast diesen Eintrag bereits beansprucht. Ein Admin prüft deinen Anspruch.",
  claimRateLimit: "Du hast heute schon zu viele Einträge beansprucht. Bitte versuche es morgen erneut.",
  claimCreated: "Danke! Dein Anspruch wird geprüft.",
  claimNote: `Bitte beschreibe in ${CLAIM_NOTE_MIN} bis ${CLAIM_NOTE_MAX} Zeichen, warum dir der Eintrag gehört.`,
  claimContact: `Bitte gib einen Kontakt an (${CLAIM_CONTACT_MIN} bis ${CLAIM_CONTACT_MAX} Zeichen).`,
  claimNotFound: "Anspruch nicht gefunden",
  claimDecided: "Dieser Anspruch wurde bereits bearbeitet.",
  claimApproved: "Anspruch freigegeben",
  claimRejected: "Anspruch abgelehnt",
  claimRevoked: "Anspruch widerrufen",
  claimNotApproved: "Nur freigegebene Ansprüche können widerrufen werden.",
  adminNote: `Die Begründung darf maximal ${CLAIM_ADMIN_NOTE_MAX} Zeichen haben.`,
  decision: "Ungültige Entscheidung.",
  adminOnly: "Zugriff verweigert. Du benötigst Admin-Berechtigungen.",
  replyLogin: "Du musst angemeldet sein, um zu antworten.",
  reviewNotFound: "Bewertung nicht gefunden",
  replyNotFound: "Antwort nicht gefunden",
  notOwner: "Nur wer diesen Eintrag verwaltet, kann auf Bewertungen antworten.",
  ownReview: "Auf deine eigene Bewertung kannst du nicht antworten.",
  replyExists: "Auf diese Bewertung wurde bereits geantwortet. Du kannst die Antwort bearbeiten.",
  replyContent: `Die Antwort muss ${REPLY_CONTENT_MIN} bis ${REPLY_CONTENT_MAX} Zeichen haben.`,
  replyRateLimit: "Zu viele Antworten in kurzer Zeit. Bitte versuche es später erneut.",
  replyCreated: "Antwort veröffentlicht",
  replyUpdated: "Antwort aktualisiert",
  replyDeleted: "Antwort gelöscht",
} as const;

const trimmed = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.trim())
    .refine((v) => v.length >= min && v.length <= max, { message });

export const claimSchema = z.object({
  note: trimmed(CLAIM_NOTE_MIN, CLAIM_NOTE_MAX, OWNERSHIP_MESSAGES.claimNote),
  contact: trimmed(CLAIM_CONTACT_MIN, CLAIM_CONTACT_MAX, OWNERSHIP_MESSAGES.claimContact),
});
export type ClaimInput = z.input<typeof claimSchema>;

export const claimDecisionSchema = z.object({
  decision: z.enum(["approve", "reject"], { error: OWNERSHIP_MESSAGES.decision }),
  adminNote: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : v),
    z.string().max(CLAIM_ADMIN_NOTE_MAX, OWNERSHIP_MESSAGES.adminNote).optional(),
  ),
});
export type ClaimDecisionInput = z.input<typeof claimDecisionSchema>;

export const claimRevokeSchema = claimDecisionSchema.pick({ adminNote: true });
export type ClaimRevokeInput = z.input<typeof claimRevokeSchema>;

export const replySchema = z.object({ content: trimmed(REPLY_CONTENT_MIN, REPLY_CONTENT_MAX, OWNERSHIP_MESSAGES.replyContent) });
export type ReplyInput = z.input<typeof replySchema>;
