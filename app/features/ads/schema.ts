import { z } from "zod";
import { zFlag } from "~/lib/form-values";
import { AD_CLICK_TARGETS, AD_EVENT_TYPES } from "~db/schema/ads";
import { parseGermanDate } from "~/lib/german-date";

/** Texts of the ads feature (spec 3 sections 5 and 8; own texts where the spec names none). */
export const ADS_MESSAGES = {
  placementError: "Der Werbeplatz konnte nicht aktualisiert werden.",
  campaignError: "Die Kampagne konnte nicht gespeichert werden.",
  bannerError: "Der Banner konnte nicht gespeichert werden.",
  bannerDeleteError: "Der Banner konnte nicht gelöscht werden.",
  uploadError: "Das Bild konnte nicht hochgeladen werden.",
  imageLoadError: "Das Bild konnte nicht geladen werden.",
  statsError: "Fehler beim Laden der Statistiken",
  notImage: "Bitte wähle eine Bilddatei aus.",
  tooLarge: "Die Datei ist zu groß. Maximal 5MB sind erlaubt.",
  urlEntry: "Bitte gib eine gültige URL ein.",
  ownImage: "Nur Bilder von unserem Server sind erlaubt – bitte das Bild hochladen.",
  nameRequired: "Name ist erforderlich",
  campaignRequired: "Kampagne ist erforderlich",
  placementRequired: "Werbeplatz ist erforderlich",
  imageRequired: "Bild ist erforderlich",
  url: "Ungültige URL",
  startRequired: "Startdatum ist erforderlich",
  date: "Ungültiges Datum: bitte im Format TT.MM.JJJJ angeben (ab 01.01.1900).",
  endBeforeStart: "Das Enddatum darf nicht vor dem Startdatum liegen.",
  priority: "Die Priorität muss eine ganze Zahl zwischen 0 und 100 sein.",
  weight: "Die Gewichtung muss eine ganze Zahl zwischen 1 und 100 sein.",
  clickTarget: "Ungültiges Linkziel",
  tooLong: "Der Text ist zu lang.",
  placementNotFound: "Werbeplatz nicht gefunden",
  campaignNotFound: "Kampagne nicht gefunden",
  bannerNotFound: "Banner nicht gefunden",
  placementUpdated: "Werbeplatz aktualisiert",
  campaignSaved: "Kampagne gespeichert",
  bannerSaved: "Banner gespeichert",
  bannerDeleted: "Banner gelöscht",
  campaignDeleted: "Kampagne gelöscht",
  campaignDeleteError: "Die Kampagne konnte nicht gelöscht werden.",
  noBanners: "Noch keine Banner erstellt.",
  firstBanner: "Ersten Banner erstellen",
  noStats: "Keine Daten für den ausgewählten Zeitraum verfügbar.",
  noDaily: "Keine täglichen Daten verfügbar.",
} as const;

export const AD_LIMITS = {
  priorityMin: 0,
  priorityMax: 100,
  weightMin: 1,
  weightMax: 100,
  nameMax: 200,
  textMax: 2000,
  urlMax: 2000,
  maxImageBytes: 5 * 1024 * 1024,
} as const;
export const AD_STATS_PERIODS = [1, 7, 30, 90] as const;
export type AdStatsPeriod = (typeof AD_STATS_PERIODS)[number];
export const AD_ADMIN_TABS = ["werbeplaetze", "kampagnen", "banner", "statistiken"] as const;
export type AdAdminTab = (typeof AD_ADMIN_TABS)[number];

// ----------------------------------------------------------------------------- derived status
export type CampaignStatus = "inactive" | "planned" | "ended" | "running";
export type BannerStatus = "inactive" | "planned" | "expired" | "active";
type Dated = { isActive: boolean; startDate: Date | string; endDate: Date | string | null };

/** Campaign display status (spec 3 section 4): inactive, planned (start in future), ended (end past), otherwise running. */
export function campaignStatus(c: Dated, now = new Date()): CampaignStatus {
  if (!c.isActive) return "inactive";
  if (new Date(c.startDate).getTime() > now.getTime()) return "planned";
  if (c.endDate && new Date(c.endDate).getTime() < now.getTime()) return "ended";
  return "running";
}

/** Banner display status: inactive, planned, expired, otherwise active. */
export function bannerStatus(b: Dated, now = new Date()): BannerStatus {
  const s = campaignStatus(b, now);
  return s === "running" ? "active" : s === "ended" ? "expired" : s;
}

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = { inactive: "Inaktiv", planned: "Geplant", ended: "Beendet", running: "Läuft" };
export const BANNER_STATUS_LABELS: Record<BannerStatus, string> = { inactive: "Inaktiv", planned: "Geplant", expired: "Abgelaufen", active: "Aktiv" };

// ----------------------------------------------------------------------------- choice
export type Weighted = { priority: number; weight: number };

/**
 * The banner to show: among the candidates of the highest priority, one at random in proportion to
 * its weight (`random` in [0, 1)). Null without candidates.
 */
export function pickBanner<T extends Weighted>(candidates: readonly T[], random: number = Math.random()): T | null {
  if (candidates.length === 0) return null;
  const top = Math.max(...candidates.map((c) => c.priority));
  const group = candidates.filter((c) => c.priority === top);
  const total = group.reduce((sum, c) => sum + Math.max(1, c.weight), 0);
  let point = Math.min(Math.max(random, 0), 0.999999999) * total;
  for (const c of group) {
    point -= Math.max(1, c.weight);
    if (point < 0) return c;
  }
  return group[group.length - 1]!;
}

// ----------------------------------------------------------------------------- fields
const trimmed = z
  .string()
  .max(AD_LIMITS.textMax, ADS_MESSAGES.tooLong)
  .optional()
  .transform((v) => (v ?? "").trim());
export const requiredText = (message: string, max: number = AD_LIMITS.nameMax) =>
  z
    .string({ error: message })
    .max(max, ADS_MESSAGES.tooLong)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, { message });
export const optionalText = trimmed.transform((v) => (v === "" ? null : v));

/** The instant a dd.MM.yyyy text names in German time (start of the day; `end`: its last millisecond). */
function dayInstant(text: string, end: boolean): Date | null {
  const start = parseGermanDate(text);
  if (!start || !end) return start;
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim())!;
  const next = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]) + 1));
  const pad = (n: number) => String(n).padStart(2, "0");
  const after = parseGermanDate(`${pad(next.getUTCDate())}.${pad(next.getUTCMonth() + 1)}.${next.getUTCFullYear()}`);
  return after ? new Date(after.getTime() - 1) : start;
}

/** A dd.MM.yyyy field of the back-office (start: the day's beginning, end: its end, German time); empty is null unless `requiredMessage`. */
export const dayField = (edge: "start" | "end", requiredMessage?: string) =>
  trimmed.transform((v, ctx) => {
    if (!v) {
      if (requiredMessage) ctx.addIssue({ code: "custom", message: requiredMessage });
      return null;
    }
    const d = dayInstant(v, edge === "end");
    if (!d) {
      ctx.addIssue({ code: "custom", message: ADS_MESSAGES.date });
      return z.NEVER;
    }
    return d;
  });

const intField = (min: number, max: number, fallback: number, message: string) =>
  trimmed.transform((v, ctx) => {
    if (v === "") return fallback;
    const n = Number(v);
    if (!/^-?\d+$/.test(v) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** A link: http(s) or a path of our site ('/gutscheincodes'); empty is null. */
export const linkField = (message: string) => optionalText.refine((v) => v === null || URL_RE.test(v) || /^\/(?!\/)[^\s\\]*$/.test(v), { message });

const endNotBeforeStart = <T extends { startDate: Date | null; endDate: Date | null }>(v: T) =>
  !v.startDate || !v.endDate || v.endDate.getTime() >= v.startDate.getTime();

export const campaignSchema = z
  .object({
    name: requiredText(ADS_MESSAGES.nameRequired),
    description: optionalText,
    startDate: dayField("start", ADS_MESSAGES.startRequired),
    endDate: dayField("end"),
    isActive: zFlag,
  })
  .refine(endNotBeforeStart, { message: ADS_MESSAGES.endBeforeStart, path: ["endDate"] });
export type CampaignInput = z.output<typeof campaignSchema>;

export const bannerSchema = z
  .object({
    name: requiredText(ADS_MESSAGES.nameRequired),
    campaignId: requiredText(ADS_MESSAGES.campaignRequired),
    placementId: requiredText(ADS_MESSAGES.placementRequired),
    imageUrl: optionalText,
    altText: optionalText,
    linkUrl: linkField(ADS_MESSAGES.url),
    clickTarget: trimmed
      .transform((v) => v || "_blank")
      .refine((v): v is (typeof AD_CLICK_TARGETS)[number] => (AD_CLICK_TARGETS as readonly string[]).includes(v), { message: ADS_MESSAGES.clickTarget }),
    priority: intField(AD_LIMITS.priorityMin, AD_LIMITS.priorityMax, 0, ADS_MESSAGES.priority),
    weight: intField(AD_LIMITS.weightMin, AD_LIMITS.weightMax, 1, ADS_MESSAGES.weight),
    startDate: dayField("start", ADS_MESSAGES.startRequired),
    endDate: dayField("end"),
    isActive: zFlag,
  })
  .refine(endNotBeforeStart, { message: ADS_MESSAGES.endBeforeStart, path: ["endDate"] });
export type BannerInput = z.output<typeof bannerSchema>;

/** An ad event as the browser sends it (impression, click, dismiss); other fields are ignored. */
export const adEventSchema = z.object({
  bannerId: z.string().max(64),
  eventType: z.enum(AD_EVENT_TYPES, { error: "Ungültiger Ereignistyp" }),
});
export type AdEventInput = z.output<typeof adEventSchema>;

/** The statistics filter of the admin tab (?tage=1|7|30|90&banner=<id>); wrong values fall back. */
export const adAdminQuerySchema = z.object({
  tab: z.enum(AD_ADMIN_TABS).catch("werbeplaetze").default("werbeplaetze"),
  tage: z.coerce
    .number()
    .refine((n): n is AdStatsPeriod => (AD_STATS_PERIODS as readonly number[]).includes(n))
    .catch(7)
    .default(7),
  banner: z.string().max(64).catch("").default(""),
});

/** CTR in percent with 2 decimals (clicks / impressions × 100; 0 without impressions). */
export function ctr(clicks: number, impressions: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 10000) / 100 : 0;
}
