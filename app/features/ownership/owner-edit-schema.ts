import { z } from "zod";
import { PROVIDER_LIMITS, PROVIDER_MESSAGES, providerOwnerFields } from "~/features/providers/schema";

/** 'Eintrag bearbeiten' (issue #26 item 6): the owner's form, German messages. */

export const OWNER_EDIT_MESSAGES = {
  signIn: "Du musst angemeldet sein, um einen Eintrag zu bearbeiten.",
  notOwner: "Nur wer diesen Eintrag verwaltet, kann ihn bearbeiten.",
  notFound: "Anbieter nicht gefunden",
  form: "Bitte korrigiere die Fehler im Formular.",
  description: "Beschreibung ist erforderlich",
  saved: "Deine Änderungen sind veröffentlicht.",
  savedWithRequest: "Deine Änderungen sind veröffentlicht. Name, Kategorie und Adresse werden geprüft, bevor sie erscheinen.",
  requestOnly: "Name, Kategorie und Adresse werden geprüft, bevor sie erscheinen.",
  unchanged: "Es gab nichts zu ändern.",
  image: "Ungültiges Bild",
  images: PROVIDER_MESSAGES.images,
  requestNotFound: "Änderungsanfrage nicht gefunden",
  requestDecided: "Diese Änderungsanfrage wurde bereits bearbeitet.",
  requestApproved: "Änderung übernommen",
  requestRejected: "Änderung abgelehnt",
  decision: "Ungültige Entscheidung.",
  adminNote: "Die Begründung darf maximal 500 Zeichen haben.",
  tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
} as const;

/** The fields that wait for an admin (name, category, address) and their German labels. */
export const REVIEWED_FIELDS = ["name", "category", "address", "postalCode", "city", "countryCode"] as const;
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];
export const REVIEWED_FIELD_LABELS: Record<ReviewedField, string> = {
  name: "Name",
  category: "Kategorie",
  address: "Adresse",
  postalCode: "Postleitzahl",
  city: "Stadt",
  countryCode: "Land",
};

const list = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().max(1000)).max(max, { message: OWNER_EDIT_MESSAGES.images }),
  );

/** Everything except hours and club facts (read by ./listing-values.ts). */
export const ownerEditSchema = z.object({
  ...providerOwnerFields,
  description: z
    .string({ error: OWNER_EDIT_MESSAGES.description })
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, { message: OWNER_EDIT_MESSAGES.description })
    .refine((v) => v.length <= PROVIDER_LIMITS.descriptionMax, { message: PROVIDER_MESSAGES.descriptionMax }),
  logoUrl: z.preprocess((v) => (Array.isArray(v) ? v[v.length - 1] : v), z.string().max(1000).optional()).transform((v) => v?.trim() || null),
  imageUrls: list(PROVIDER_LIMITS.images).transform((urls) => [...new Set(urls.map((u) => u.trim()).filter(Boolean))]),
  /** Photos ticked 'Entfernen' in the form without JavaScript. */
  removeImages: list(20),
  removeLogo: z
    .unknown()
    .optional()
    .transform((v) => v !== undefined && v !== "" && v !== "0"),
});
export type OwnerEditInput = z.output<typeof ownerEditSchema>;

export const changeRequestDecisionSchema = z.object({
  decision: z.enum(["approve", "reject"], { error: OWNER_EDIT_MESSAGES.decision }),
  adminNote: z.preprocess((v) => (typeof v === "string" ? v.trim() || undefined : v), z.string().max(500, OWNER_EDIT_MESSAGES.adminNote).optional()),
});
