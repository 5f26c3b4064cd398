import { z } from "zod";
import { zFlag } from "~/lib/form-values";
import { POPUP_INTERACTION_TYPES } from "~db/schema/popups";
import { dayField, linkField, optionalText, requiredText } from "~/features/ads/schema";

/** Texts of the global popup (spec 2 section 8, spec 3 section 8; own texts where the spec names none). */
export const POPUP_MESSAGES = {
  loadError: "Popups konnten nicht geladen werden.",
  statsError: "Statistiken konnten nicht geladen werden.",
  saveError: "Das Popup konnte nicht gespeichert werden.",
  deleteError: "Das Popup konnte nicht gelöscht werden.",
  logDeleteError: "Der Log-Eintrag konnte nicht gelöscht werden.",
  titleRequired: "Titel ist erforderlich",
  messageRequired: "Nachricht ist erforderlich",
  url: "Bitte gib eine gültige URL ein.",
  endBeforeStart: "Das Enddatum darf nicht vor dem Startdatum liegen.",
  notFound: "Popup nicht gefunden",
  logNotFound: "Log-Eintrag nicht gefunden",
  saved: "Popup gespeichert",
  deleted: "Popup gelöscht",
  logDeleted: "Log-Eintrag gelöscht",
  shareFailedTitle: "Fehler",
  shareFailed: "Link konnte nicht kopiert werden.",
  sharedTitle: "In Ablage kopiert",
  shared: "Der Link wurde in die Zwischenablage kopiert.",
  likedTitle: "Vielen Dank!",
  liked: "Deine Bewertung wurde registriert.",
} as const;

/** The admin's popup form (spec 3 section 5): title and message required, the link a URL, missing link and dates null. */
export const popupSchema = z
  .object({
    title: requiredText(POPUP_MESSAGES.titleRequired),
    message: requiredText(POPUP_MESSAGES.messageRequired, 2000),
    linkUrl: linkField(POPUP_MESSAGES.url),
    linkText: optionalText,
    startDate: dayField("start"),
    endDate: dayField("end"),
    isActive: zFlag,
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate.getTime() >= v.startDate.getTime(), { message: POPUP_MESSAGES.endBeforeStart, path: ["endDate"] });
export type PopupInput = z.output<typeof popupSchema>;

/** A popup interaction as the browser sends it; other fields (an older page's session id) are ignored. */
export const popupInteractionSchema = z.object({
  popupId: z.string().max(64),
  interactionType: z.enum(POPUP_INTERACTION_TYPES, { error: "Ungültiger Ereignistyp" }),
});
export type PopupInteractionInput = z.output<typeof popupInteractionSchema>;

/** The popup a visitor may see (GET /api/popup). `version` changes with every edit. */
export type PublicPopup = { id: string; title: string; message: string; linkUrl: string | null; linkText: string | null; version: string };
