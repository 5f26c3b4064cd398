import { z } from "zod";
import { REVIEW_LIMITS } from "./limits";
import { zFlag } from "~/lib/form-values";

export { REVIEW_LIMITS };

/** The moderation list could not be loaded (spec 3 "Reviews"). */
export const REVIEW_LOAD_ERROR = "Fehler beim Laden der Bewertungen";

export const REVIEW_MESSAGES = {
  rating: "Bitte wähle eine Bewertung von 1 bis 5 Sternen",
  title: "Mindestens 3 Zeichen erforderlich",
  titleMax: "Maximal 100 Zeichen erlaubt",
  content: "Mindestens 10 Zeichen erforderlich",
  contentMax: "Maximal 2000 Zeichen erlaubt",
  created: "Bewertung erfolgreich erstellt",
  updated: "Bewertung erfolgreich aktualisiert",
  deleted: "Bewertung erfolgreich gelöscht",
  saveError: "Fehler beim Speichern der Bewertung",
  deleteError: "Fehler beim Löschen der Bewertung",
  helpfulAdded: "Als hilfreich markiert!",
  helpfulRemoved: "Hilfreich-Markierung entfernt",
  helpfulLogin: "Du musst dich anmelden, um Bewertungen als hilfreich zu markieren.",
  helpfulOwn: "Du kannst deine eigene Bewertung nicht als hilfreich markieren.",
  login: "Du musst angemeldet sein",
  notFound: "Bewertung nicht gefunden",
  notOwner: "Du kannst nur deine eigenen Bewertungen bearbeiten.",
  rateLimit: "Zu viele Versuche. Bitte versuche es später erneut.",
  image: "Ungültiges Bild",
} as const;

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.rating })
    .int({ error: REVIEW_MESSAGES.rating })
    .min(1, { error: REVIEW_MESSAGES.rating })
    .max(5, { error: REVIEW_MESSAGES.rating }),
  title: z
    .string({ error: REVIEW_MESSAGES.title })
    .transform((v) => v.trim())
    .refine((v) => v.length >= REVIEW_LIMITS.titleMin, { message: REVIEW_MESSAGES.title })
    .refine((v) => v.length <= REVIEW_LIMITS.titleMax, { message: REVIEW_MESSAGES.titleMax }),
  content: z
    .string({ error: REVIEW_MESSAGES.content })
    .transform((v) => v.trim())
    .refine((v) => v.length >= REVIEW_LIMITS.contentMin, { message: REVIEW_MESSAGES.content })
    .refine((v) => v.length <= REVIEW_LIMITS.contentMax, { message: REVIEW_MESSAGES.contentMax }),
  imageUrl: z
    .string()
    .optional()
    .nullable()
    .transform((v) => (v && v.trim() ? v.trim() : null)),
  isAnonymous: zFlag,
});
export type ReviewInput = z.input<typeof reviewSchema>;
