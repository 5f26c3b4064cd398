import { z } from "zod";
import { DISCOUNT_TYPES, MODERATION_STATUSES, type DiscountType, type ModerationStatus } from "~db/coupon-values";
import { formatAmount } from "~/lib/format";

/**
 * Coupon codes and merchants (spec 1 sections 2-9, spec 3 'Coupon and merchant moderation'): the
 * limits, the German messages and the zod schemas of the submission and the back-office. Plain zod,
 * shared by the server functions and the browser forms; the server also cleans every text field
 * (cleanText) after parsing.
 */

export { DISCOUNT_TYPES, MODERATION_STATUSES, type DiscountType, type ModerationStatus };

export const COUPON_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  descriptionMax: 1000,
  urlMax: 500,
  codeMax: 50,
  titleMax: 100,
  couponDescriptionMax: 500,
  discountValueMax: 50,
  weightMin: 1,
  weightMax: 10,
} as const;

/** The spec's texts (spec 1 section 8 'Coupons', spec 3 section 8 'Merchants and coupons'), word for word. */
export const COUPON_MESSAGES = {
  required: "Bitte fülle alle Pflichtfelder aus",
  merchantError: "Fehler beim Erstellen des Merchants",
  merchantCreated: "Merchant erstellt - jetzt Gutschein hinzufügen",
  couponError: "Fehler beim Erstellen des Gutscheincodes",
  duplicateCode: "Dieser Code existiert bereits für diesen Merchant",
  submitted: "Gutscheincode eingereicht! Wartet auf Admin-Freigabe.",
  copied: "Code kopiert!",
  codeRequired: "Bitte gib einen Gutscheincode ein",
  login: "Du musst angemeldet sein, um Gutscheincodes hinzuzufügen.",
  notEligible: "Du erfüllst die Voraussetzungen zum Einreichen von Gutscheincodes noch nicht.",
  rateLimit: "Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.",
  url: "Ungültige URL",
  nameMax: "Name darf maximal 100 Zeichen haben",
  descriptionMax: "Beschreibung darf maximal 1000 Zeichen haben",
  codeMax: "Der Code darf maximal 50 Zeichen haben",
  titleMax: "Titel darf maximal 100 Zeichen haben",
  couponDescriptionMax: "Beschreibung darf maximal 500 Zeichen haben",
  discountValueMax: "Der Wert darf maximal 50 Zeichen haben",
  discountType: "Ungültige Rabattart",
  date: "Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.",
  dateOrder: "Das Enddatum darf nicht vor dem Startdatum liegen",
  merchantNotFound: "Merchant nicht gefunden",
  merchantRejected: "Für diesen Merchant können keine Gutscheincodes eingereicht werden.",
  couponNotFound: "Gutschein nicht gefunden",
  logo: "Ungültiges Logo",
} as const;

export const ADMIN_COUPON_MESSAGES = {
  merchantUpdated: "Merchant erfolgreich aktualisiert",
  merchantUpdateError: "Fehler beim Aktualisieren des Merchants",
  couponUpdated: "Gutschein erfolgreich aktualisiert",
  couponUpdateError: "Fehler beim Aktualisieren des Gutscheins",
  loadPending: "Fehler beim Laden der ausstehenden Einträge",
  loadMerchants: "Fehler beim Laden der Merchants",
  loadCoupons: "Fehler beim Laden der Gutscheincodes",
  merchantApproved: "Merchant genehmigt",
  merchantRejected: "Merchant abgelehnt",
  couponApproved: "Gutschein genehmigt",
  couponRejected: "Gutschein abgelehnt",
  statusError: "Fehler beim Aktualisieren des Status",
  merchantDeleted: "Merchant gelöscht",
  couponDeleted: "Gutschein gelöscht",
  deleteError: "Fehler beim Löschen",
  weight: "Display-Weight muss zwischen 1 und 10 liegen",
  weightSet: "Display-Weight auf {{n}} gesetzt",
  weightError: "Fehler beim Aktualisieren des Display-Weights",
  statsReset: "Stats zurückgesetzt",
  statsResetError: "Fehler beim Zurücksetzen der Stats",
  deleteConfirm: "Eintrag löschen?",
} as const;

export const DISCOUNT_LABELS: Record<DiscountType, string> = { percentage: "Prozent", fixed: "Festbetrag", freebie: "Gratiszugabe" };
export const STATUS_LABELS: Record<ModerationStatus, string> = { pending: "Ausstehend", approved: "Genehmigt", rejected: "Abgelehnt" };

/** "10 %", "5,00 €", "Gratis Versand": the discount as a short label (null without a value). */
export function discountLabel(type: DiscountType | null, value: string | null): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (type === "percentage" && /^\d+([.,]\d+)?$/.test(v)) return `${v.replace(".", ",")} %`;
  if (type === "fixed" && /^\d+([.,]\d+)?$/.test(v)) return formatAmount(Number(v.replace(",", ".")));
  return v;
}

// ----------------------------------------------------------------------------- dates
const DAY_RE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of 'TT.MM.JJJJ' (or 'JJJJ-MM-TT'), or null when it is no real date. */
export function parseDay(text: string): { year: number; month: number; day: number } | null {
  const t = text.trim();
  const m = DAY_RE.exec(t);
  const iso = m ? null : ISO_DAY_RE.exec(t);
  if (!m && !iso) return null;
  const [year, month, day] = m ? [Number(m[3]), Number(m[2]), Number(m[1])] : [Number(iso![1]), Number(iso![2]), Number(iso![3])];
  if (year < 2000 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

/** valid_from: the start of that day, UTC (spec 1 section 5). */
export function startOfDayUtc(d: { year: number; month: number; day: number }): Date {
  return new Date(Date.UTC(d.year, d.month - 1, d.day));
}

/** valid_until: the end of that day, UTC. */
export function endOfDayUtc(d: { year: number; month: number; day: number }): Date {
  return new Date(Date.UTC(d.year, d.month - 1, d.day, 23, 59, 59, 999));
}

/** 'TT.MM.JJJJ' of a stored day boundary, read in UTC (the day the member chose). */
export function formatUtcDay(value: Date | string | null | undefined): string {
  if (!value) return "";
  const d = new Date(value);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** A coupon is expired once its valid_until has passed. */
export function isExpired(validUntil: Date | string | null | undefined, now = new Date()): boolean {
  return validUntil ? new Date(validUntil).getTime() < now.getTime() : false;
}

// ----------------------------------------------------------------------------- fields
const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** A trimmed text field: "" and missing become null; longer than `max` is refused. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .optional()
    .nullable()
    .transform((v) => {
      const t = (v ?? "").trim();
      return t === "" ? null : t;
    })
    .refine((v) => v === null || v.length <= max, { message });

/** An optional http(s) URL ('Ungültige URL'); empty is saved as null. */
export const optionalUrl = optionalText(COUPON_LIMITS.urlMax, COUPON_MESSAGES.url).refine((v) => v === null || URL_RE.test(v), {
  message: COUPON_MESSAGES.url,
});

/** A logo: an http(s) URL or one of our own image paths (an upload, '/images/...'); shown only from our host. */
export const logoUrlField = optionalText(COUPON_LIMITS.urlMax, COUPON_MESSAGES.url).refine(
  (v) => v === null || URL_RE.test(v) || /^\/(media|images)\/[\w./-]+$/.test(v),
  { message: COUPON_MESSAGES.url },
);

const requiredText = (max: number, maxMessage: string, min = 1) =>
  z
    .string({ error: COUPON_MESSAGES.required })
    .transform((v) => v.trim())
    .refine((v) => v.length >= min, { message: COUPON_MESSAGES.required })
    .refine((v) => v.length <= max, { message: maxMessage });

const dayField = (edge: "start" | "end") =>
  z
    .string()
    .optional()
    .nullable()
    .transform((v, ctx) => {
      const t = (v ?? "").trim();
      if (!t) return null;
      const day = parseDay(t);
      if (!day) {
        ctx.addIssue({ code: "custom", message: COUPON_MESSAGES.date });
        return z.NEVER;
      }
      return edge === "start" ? startOfDayUtc(day) : endOfDayUtc(day);
    });

const discountTypeField = z
  .string()
  .optional()
  .nullable()
  .transform((v) => (v ?? "").trim() || null)
  .refine((v): v is DiscountType | null => v === null || (DISCOUNT_TYPES as readonly string[]).includes(v), { message: COUPON_MESSAGES.discountType });

const merchantNameField = requiredText(COUPON_LIMITS.nameMax, COUPON_MESSAGES.nameMax, COUPON_LIMITS.nameMin);

/** The merchant step of /gutschein/hinzufuegen and the admin's merchant edit (spec 1 and 3 section 5). */
export const merchantSchema = z.object({
  name: merchantNameField,
  description: requiredText(COUPON_LIMITS.descriptionMax, COUPON_MESSAGES.descriptionMax),
  website: optionalUrl,
  logoUrl: logoUrlField,
});
export type MerchantInput = z.output<typeof merchantSchema>;

const couponFields = {
  code: z
    .string({ error: COUPON_MESSAGES.codeRequired })
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, { message: COUPON_MESSAGES.codeRequired })
    .refine((v) => v.length <= COUPON_LIMITS.codeMax, { message: COUPON_MESSAGES.codeMax }),
  title: optionalText(COUPON_LIMITS.titleMax, COUPON_MESSAGES.titleMax),
  description: optionalText(COUPON_LIMITS.couponDescriptionMax, COUPON_MESSAGES.couponDescriptionMax),
  discountType: discountTypeField,
  discountValue: optionalText(COUPON_LIMITS.discountValueMax, COUPON_MESSAGES.discountValueMax),
  affiliateUrl: optionalUrl,
  validFrom: dayField("start"),
  validUntil: dayField("end"),
};

const validWindow = <T extends { validFrom: Date | null; validUntil: Date | null }>(v: T) =>
  !v.validFrom || !v.validUntil || v.validUntil.getTime() >= v.validFrom.getTime();

/** The coupon step: code required, the rest optional (spec 1 section 5 'Coupon form'). */
export const couponSchema = z
  .object({ merchantId: z.string().max(64).default(""), ...couponFields })
  .refine(validWindow, { message: COUPON_MESSAGES.dateOrder, path: ["validUntil"] });
export type CouponInput = z.output<typeof couponSchema>;

const weightField = z.coerce
  .number({ error: ADMIN_COUPON_MESSAGES.weight })
  .int({ error: ADMIN_COUPON_MESSAGES.weight })
  .min(COUPON_LIMITS.weightMin, { error: ADMIN_COUPON_MESSAGES.weight })
  .max(COUPON_LIMITS.weightMax, { error: ADMIN_COUPON_MESSAGES.weight });

/** The admin's coupon edit: every field, the status and the weight (spec 3 section 5). */
export const adminCouponSchema = z
  .object({
    ...couponFields,
    status: z.enum(MODERATION_STATUSES, { error: "Ungültiger Status" }),
    displayWeight: weightField,
  })
  .refine(validWindow, { message: COUPON_MESSAGES.dateOrder, path: ["validUntil"] });
export type AdminCouponInput = z.output<typeof adminCouponSchema>;

/** The inline display weight: 1 to 10 ('Display-Weight muss zwischen 1 und 10 liegen'). */
export const weightSchema = z.object({ displayWeight: weightField });

// ----------------------------------------------------------------------------- admin list
export const ADMIN_COUPON_TABS = ["ausstehend", "merchants", "gutscheine"] as const;
export type AdminCouponTab = (typeof ADMIN_COUPON_TABS)[number];
export const STATUS_FILTERS = ["all", ...MODERATION_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const ADMIN_COUPON_PAGE_SIZE = 25;

/** /admin/coupons?tab=&q=&status=&seite=&bearbeiten= (unknown values fall back). */
export const adminCouponQuerySchema = z.object({
  tab: z.enum(ADMIN_COUPON_TABS).catch("ausstehend").default("ausstehend"),
  q: z.string().trim().max(100).catch("").default(""),
  status: z.enum(STATUS_FILTERS).catch("all").default("all"),
  seite: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  merchant: z.uuid().optional().catch(undefined),
  gutschein: z.uuid().optional().catch(undefined),
});
export type AdminCouponQuery = z.output<typeof adminCouponQuerySchema>;
