import { z } from "zod";
import { zFlag, zList } from "~/lib/form-values";
import { knownCategory, PROVIDER_CATEGORIES } from "./categories";
import { INFO_REPORT_NOTE_MAX, INFO_REPORT_REASON_KEYS, type InfoReportReasonKey } from "./freshness/info-report-reasons";
import { RADIUS_OPTIONS } from "./geo/geo";

const PROVIDER_STATUSES = ["pending", "approved", "rejected"] as const;

/** Limits and German messages of the provider form (spec 1 section 5 and 9). */
export const PROVIDER_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  descriptionMin: 250,
  descriptionMax: 2000,
  metaTitleMax: 60,
  metaDescriptionMax: 160,
  images: 5,
} as const;

export const PROVIDER_MESSAGES = {
  name: "Name ist erforderlich",
  nameMax: "Name darf maximal 100 Zeichen haben",
  description: "Beschreibung muss mindestens 250 Zeichen haben",
  descriptionMax: "Beschreibung darf maximal 2000 Zeichen haben",
  category: "Kategorie ist erforderlich",
  categoryUnknown: "Unbekannte Kategorie",
  country: "Land ist erforderlich",
  address: "Adresse muss mindestens 5 Zeichen haben",
  city: "Stadt muss mindestens 2 Zeichen haben",
  email: "Ungültiges E-Mail-Format",
  website: "Ungültige Website-URL",
  phone: "Ungültiges Telefonnummer-Format",
  metaTitle: "Meta-Titel darf maximal 60 Zeichen haben",
  metaDescription: "Meta-Beschreibung darf maximal 160 Zeichen haben",
  categories: "Mindestens eine Kategorie ist erforderlich",
  images: "Maximal 5 Bilder pro Anbieter",
  form: "Bitte korrigiere die Fehler im Formular.",
  login: "Du musst dich anmelden, um einen Anbieter hinzuzufügen.",
  success: "Anbieter wurde erfolgreich eingereicht!",
  loadCountries: "Fehler beim Laden der Länder",
  submitFailed: (message: string) => `Fehler beim Einreichen des Anbieters: ${message}`,
  rateLimit: "Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.",
  b2b: "Diese Kategorie steht dir nicht zur Verfügung.",
  saved: "Anbieter erfolgreich aktualisiert",
  notFound: "Anbieter nicht gefunden",
  latitude: "Breitengrad muss zwischen -90 und 90 liegen",
  longitude: "Längengrad muss zwischen -180 und 180 liegen",
  coordinatesPair: "Bitte Breiten- und Längengrad zusammen angeben oder beide leer lassen",
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEBSITE_RE = /^https?:\/\/\S+\.\S+$/i;
const PHONE_RE = /^[\d\s+\-()]{7,}$/;

/** Optional text: trimmed, "" → null. */
const optionalText = (rule?: (v: string) => boolean, message?: string, max = 500) =>
  z
    .string()
    .optional()
    .nullable()
    .transform((v) => {
      const t = (v ?? "").trim();
      return t === "" ? null : t.slice(0, max);
    })
    .refine((v) => v === null || !rule || rule(v), { message: message ?? "Ungültige Eingabe" });

/**
 * A category at the request boundary: one of the 14 stored keys (an older key is mapped to its
 * stored key first, case and spaces ignored); anything else, `__proto__` and `constructor`
 * included, is refused with 'Unbekannte Kategorie' (400), a missing or empty one with 'Kategorie
 * ist erforderlich'.
 */
export function zCategory() {
  return z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : (knownCategory(v) ?? v)) : v),
    z.enum(PROVIDER_CATEGORIES, { error: (issue) => (issue.input === undefined ? PROVIDER_MESSAGES.category : PROVIDER_MESSAGES.categoryUnknown) }),
  );
}

const categoryField = zCategory();

/** The image URLs (a form sends the field zero, one or many times). */
const imageUrlsField = zList(z.string().max(1000)).pipe(z.array(z.string()).max(PROVIDER_LIMITS.images, { message: PROVIDER_MESSAGES.images }));

/** Fields shared by the public form and the admin form. */
const baseFields = {
  name: z
    .string({ error: PROVIDER_MESSAGES.name })
    .transform((v) => v.trim())
    .refine((v) => v.length >= PROVIDER_LIMITS.nameMin, { message: PROVIDER_MESSAGES.name })
    .refine((v) => v.length <= PROVIDER_LIMITS.nameMax, { message: PROVIDER_MESSAGES.nameMax }),
  description: z
    .string({ error: PROVIDER_MESSAGES.description })
    .transform((v) => v.trim())
    .refine((v) => v.length >= PROVIDER_LIMITS.descriptionMin, { message: PROVIDER_MESSAGES.description })
    .refine((v) => v.length <= PROVIDER_LIMITS.descriptionMax, { message: PROVIDER_MESSAGES.descriptionMax }),
  category: categoryField,
  countryCode: z
    .string({ error: PROVIDER_MESSAGES.country })
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => /^[A-Z]{2}$/.test(v), { message: PROVIDER_MESSAGES.country }),
  address: optionalText((v) => v.length >= 5, PROVIDER_MESSAGES.address),
  city: optionalText((v) => v.length >= 2, PROVIDER_MESSAGES.city, 100),
  postalCode: optionalText(undefined, undefined, 20),
  phone: optionalText((v) => PHONE_RE.test(v), PROVIDER_MESSAGES.phone, 50),
  email: optionalText((v) => EMAIL_RE.test(v), PROVIDER_MESSAGES.email, 200),
  website: optionalText((v) => WEBSITE_RE.test(v), PROVIDER_MESSAGES.website, 500),
  isAnonymous: zFlag,
  imageUrls: imageUrlsField,
};

/**
 * The fields an owner changes in 'Eintrag bearbeiten' (features/ownership/owner-edit.server.ts),
 * with the same rules as the submission.
 */
export const providerOwnerFields = {
  name: baseFields.name,
  category: baseFields.category,
  countryCode: baseFields.countryCode,
  address: baseFields.address,
  city: baseFields.city,
  postalCode: baseFields.postalCode,
  phone: baseFields.phone,
  email: baseFields.email,
  website: baseFields.website,
};

/** The public submit form (/add-provider). */
/** The submission form (sent as a form: a missing country is Germany). */
export const providerSubmitSchema = z.object({ ...baseFields, countryCode: baseFields.countryCode.default("DE") });
export type ProviderSubmitInput = z.input<typeof providerSubmitSchema>;
export type ProviderSubmit = z.output<typeof providerSubmitSchema>;

/** A coordinate of the admin form: a number or text ('52,52' with a German comma); empty → null (computed automatically). */
const coordinate = (limit: number, message: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined || String(v).trim() === "" ? null : Number(String(v).trim().replace(",", "."))))
    .refine((v) => v === null || (Number.isFinite(v) && Math.abs(v) <= limit), { message });

/** The admin edit dialog: everything, incl. status, flags, SEO fields and several categories. */
export const providerAdminSchema = z
  .object({
    ...baseFields,
    description: z
      .string({ error: PROVIDER_MESSAGES.description })
      .transform((v) => v.trim())
      .refine((v) => v.length <= PROVIDER_LIMITS.descriptionMax, { message: PROVIDER_MESSAGES.descriptionMax }),
    categories: z
      .array(zCategory())
      .default([])
      .transform((list) => [...new Set(list)]),
    status: z.enum(PROVIDER_STATUSES),
    verified: z.boolean().default(false),
    featured: z.boolean().default(false),
    dofollowWebsite: z.boolean().default(false),
    metaTitle: optionalText((v) => v.length <= PROVIDER_LIMITS.metaTitleMax, PROVIDER_MESSAGES.metaTitle, 1000),
    metaDescription: optionalText((v) => v.length <= PROVIDER_LIMITS.metaDescriptionMax, PROVIDER_MESSAGES.metaDescription, 1000),
    latitude: coordinate(90, PROVIDER_MESSAGES.latitude),
    longitude: coordinate(180, PROVIDER_MESSAGES.longitude),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === null) !== (v.longitude === null)) {
      ctx.addIssue({ code: "custom", path: [v.latitude === null ? "latitude" : "longitude"], message: PROVIDER_MESSAGES.coordinatesPair });
    }
  });
export type ProviderAdminInput = z.input<typeof providerAdminSchema>;
export type ProviderAdmin = z.output<typeof providerAdminSchema>;

/** Client-side check of one form: field → first message. Used for live validation. */
export function validateProvider(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "_form");
    if (!Object.hasOwn(out, key)) out[key] = issue.message;
  }
  return out;
}

/** GET /api/providers/nearby?lat=&lng=&radius=&kategorie= (map markers). */
export const nearbyQuerySchema = z.object({
  lat: z.coerce.number({ error: "Breitengrad fehlt" }).min(-90, PROVIDER_MESSAGES.latitude).max(90, PROVIDER_MESSAGES.latitude),
  lng: z.coerce.number({ error: "Längengrad fehlt" }).min(-180, PROVIDER_MESSAGES.longitude).max(180, PROVIDER_MESSAGES.longitude),
  radius: z.coerce
    .number({ error: "Ungültiger Umkreis" })
    .refine((n) => (RADIUS_OPTIONS as readonly number[]).includes(n), { message: "Umkreis muss 5, 10, 25, 50 oder 100 km sein" })
    .default(25),
  kategorie: z.preprocess((v) => (v === "" ? undefined : v), zCategory().optional()),
});
export type NearbyQuery = z.output<typeof nearbyQuerySchema>;

export {
  SEARCH_PAGE_SIZE,
  MAX_PAGE,
  MAX_LOADED_PAGES,
  shownCount,
  parseDirectoryFilters,
  filtersToSearch,
  hasActiveFilters,
  type DirectoryFilters,
} from "./filters";

// ----------------------------------------------------------------------------- outdated-info reports
export const INFO_REPORT_MESSAGES = {
  signIn: "Du musst angemeldet sein, um veraltete Infos zu melden.",
  reason: "Bitte wähle aus, was nicht mehr stimmt.",
  noteMax: `Die Notiz darf maximal ${INFO_REPORT_NOTE_MAX} Zeichen haben`,
  notFound: "Anbieter nicht gefunden",
  duplicate: "Du hast für diesen Anbieter bereits eine offene Meldung. Wir kümmern uns darum.",
  rateLimit: "Du hast in kurzer Zeit zu viele Meldungen geschickt. Bitte versuche es später erneut.",
  reported: "Danke! Wir prüfen die Angaben und informieren den Eintrag-Inhaber.",
  reportNotFound: "Meldung nicht gefunden",
  alreadyDecided: "Diese Meldung wurde bereits bearbeitet.",
  decision: "Ungültige Entscheidung.",
  done: "Meldung als erledigt markiert",
  dismissed: "Meldung verworfen",
} as const;

export const infoReportSchema = z.object({
  providerId: z.string().max(64),
  reason: z.enum(INFO_REPORT_REASON_KEYS as [InfoReportReasonKey, ...InfoReportReasonKey[]], { error: INFO_REPORT_MESSAGES.reason }),
  note: z.preprocess((v) => (typeof v === "string" ? v.trim() || undefined : v), z.string().max(INFO_REPORT_NOTE_MAX, INFO_REPORT_MESSAGES.noteMax).optional()),
});
export type InfoReportInput = z.input<typeof infoReportSchema>;

// ----------------------------------------------------------------------------- suggestions
/** GET /api/suggest?q=&feld=was|wo (issue #26): a term of up to 100 characters; an empty or one-letter term gets no suggestions. */
export const suggestQuerySchema = z.object({
  q: z.string({ error: "Suchbegriff fehlt" }).max(100, "Der Suchbegriff darf maximal 100 Zeichen haben").default(""),
  feld: z.enum(["was", "wo"], { error: "Das Feld muss „was“ oder „wo“ sein" }).default("was"),
});
export type SuggestQuery = z.output<typeof suggestQuerySchema>;
