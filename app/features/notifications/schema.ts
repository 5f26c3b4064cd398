import { z } from "zod";
import { zList } from "~/lib/form-values";
import { MESSAGE_INTERACTION_TYPES } from "~db/schema/messages";
import { UUID_RE } from "~/lib/ids";
import { plural } from "~/lib/format";

const zId = (message: string) => z.string().regex(UUID_RE, { error: message });

/** Input of the admin sends and the inbox actions (spec 3 section 5 'Messages'). */
export const ADMIN_MESSAGE_TEXTS = {
  required: "Titel und Inhalt sind erforderlich",
  noRecipients: "Bitte wähle mindestens einen Benutzer aus",
  notAdmin: "Du hast keine Admin-Berechtigung",
  sent: (n: number) => `Nachricht erfolgreich an ${n} Benutzer gesendet!`,
  sendFailed: (message: string) => `Fehler beim Senden der Nachricht: ${message}`,
  unknownError: "Unbekannter Fehler",
  searchFailed: "Fehler beim Suchen der Benutzer",
  historyFailed: "Fehler beim Laden des Nachrichten-Verlaufs",
  selfTestFailed: (message: string) => `Test-Nachricht fehlgeschlagen: ${message}`,
  diagnosticsFailed: "Diagnostik fehlgeschlagen",
  inconsistency: (messages: number, history: number) =>
    `Dateninkonsistenz erkannt: ${plural(messages, "Nachricht", "Nachrichten")}, ${plural(history, "Historie-Eintrag", "Historie-Einträge")} fehlen im UI`,
  noHistory: "Noch keine Nachrichten gesendet.",
  noRecipientData: "Keine Empfängerdaten gefunden.",
  allUsers: "Alle Nutzer",
  selectedUsers: "Ausgewählte Nutzer",
  unknownUser: "Unbekannt",
  historyNotFound: "Nachricht nicht gefunden",
} as const;

export const ADMIN_MESSAGE_LIMITS = {
  title: 200,
  content: 5000,
  /** Recipients chosen by hand in one send. */
  selected: 500,
  searchMin: 2,
  searchResults: 10,
  /** Recipients listed when a history entry is expanded. */
  details: 200,
  selfTestRecheckMs: 3_000,
  statsPollMs: 30_000,
  detailsPollMs: 10_000,
  refreshAfterSendMs: 2_000,
} as const;

const text = (max: number) =>
  z
    .string({ error: ADMIN_MESSAGE_TEXTS.required })
    .trim()
    .min(1, { error: ADMIN_MESSAGE_TEXTS.required })
    .max(max, { error: `Höchstens ${max} Zeichen` });

export const adminSendSchema = z.object({
  title: text(ADMIN_MESSAGE_LIMITS.title),
  content: text(ADMIN_MESSAGE_LIMITS.content),
  recipients: z.enum(["all_users", "selected"], { error: "Ungültige Empfängerauswahl." }),
  // A form sends the field zero, one or many times.
  userIds: zList(z.uuid({ error: "Ungültiger Benutzer." })).pipe(
    z.array(z.string()).max(ADMIN_MESSAGE_LIMITS.selected, { error: `Höchstens ${ADMIN_MESSAGE_LIMITS.selected} Empfänger auf einmal` }),
  ),
});
export type AdminSendInput = z.input<typeof adminSendSchema>;

export const interactionSchema = z.object({
  type: z.enum(MESSAGE_INTERACTION_TYPES, { error: "Ungültige Interaktion." }),
  ids: z.array(zId("Ungültige Nachricht.")).min(1).max(100),
});
