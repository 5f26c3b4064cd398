import { wallClock } from "~/lib/display-zone";
import { z } from "zod";
import { CONTEST_CURRENCIES, PRIZE_TYPES, type ContestStatus, type PaymentStatus } from "~db/schema/contests";
import { parseGermanDate } from "~/lib/german-date";
import { plural } from "~/lib/format";

/**
 * Contests (Gewinnspiele, spec 2 sections 2 to 9): the texts, limits and form rules shared by the
 * browser and the server. The server re-checks everything (contests.server.ts).
 */

export const CONTEST_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  descriptionMin: 10,
  descriptionMax: 2000,
  termsMin: 20,
  termsMax: 5000,
  prizeSummaryMax: 200,
  individualPrizeMax: 1000,
  voucherCodeMax: 50,
  voucherQuantityMax: 1000,
  prizeValueMax: 100_000,
  maxParticipantsMax: 10_000,
  /** Form size in characters (users, admins). */
  formSizeUser: 50_000,
  formSizeAdmin: 100_000,
  /** Submissions sooner than this after the form opened are refused (non-admins). */
  minFillMs: 200,
  /** Active contests ending within this many days are 'ending soon'. */
  endingSoonDays: 3,
  /** The view batch is sent this long after the list is shown. */
  viewDelayMs: 2000,
  /** Above this many entries the list is virtualised (420 px cards, overscan 2). */
  virtualiseAbove: 12,
  cardHeight: 420,
  overscan: 2,
  /** Admin warnings. */
  warnPrizeAbove: 10_000,
  warnTermsBelow: 50,
  /** Image upload (spec 2 section 5). */
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxWidth: 1920,
  imageMaxHeight: 1080,
  imageQuality: 0.85,
  /** Views accepted per batch. */
  viewBatchMax: 100,
} as const;

export const CONTEST_MESSAGES = {
  loadFailed: "Fehler beim Laden der Gewinnspiele",
  loadParticipants: "Fehler beim Laden der Teilnehmer",
  loginRequired: "Anmeldung erforderlich",
  already: "Bereits teilgenommen",
  joined: "Teilnahme erfolgreich!",
  joinFailed: "Fehler bei der Teilnahme",
  full: "Maximale Teilnehmerzahl erreicht",
  ended: "Gewinnspiel beendet",
  notActive: "Dieses Gewinnspiel ist nicht aktiv.",
  notFound: "Gewinnspiel nicht gefunden",
  created: "Verlosung erfolgreich erstellt!",
  createFailed: "Fehler beim Erstellen der Verlosung",
  saved: "Gewinnspiel erfolgreich erstellt",
  updated: "Gewinnspiel erfolgreich aktualisiert",
  saveFailed: "Fehler beim Speichern des Gewinnspiels",
  noPermission: "Du hast keine Berechtigung, Gewinnspiele zu erstellen.",
  notOwner: "Du kannst nur deine eigenen Gewinnspiele bearbeiten.",
  hasParticipants: "Das Gewinnspiel hat bereits Teilnehmer und kann nicht mehr bearbeitet werden.",
  dashboardLogin: "Du musst angemeldet sein, um auf das Contest-Dashboard zuzugreifen.",
  /** The dashboard without the flag can_create_contests: no purchase offered (spec/README.md 'contest permission'). */
  contactAdmin: "Du hast noch keine Berechtigung, Gewinnspiele zu erstellen. Wende dich an das Admin-Team, wenn du Gewinnspiele veranstalten möchtest.",
  /** The dashboard with the flag but no valid licence: the purchase below. */
  licenceNeeded: "Das Admin-Team hat dich als Veranstalter freigeschaltet. Um Gewinnspiele zu erstellen, brauchst du eine gültige Contest-Berechtigung.",
  noCreatorApproval: "Eine Contest-Berechtigung können nur freigeschaltete Veranstalter erwerben. Wende dich an das Admin-Team.",
  invalidInput: "Ungültige Eingabe erkannt",
  securityFailed: "Sicherheitsprüfung fehlgeschlagen",
  tooFast: "Sicherheitsprüfung fehlgeschlagen",
  formTooLarge: "Formulardaten zu groß...",
  missingFields: "Erforderliche Felder fehlen: ",
  title: "Titel muss mindestens 3 Zeichen lang sein",
  titleMax: "Der Titel darf höchstens 200 Zeichen lang sein",
  description: "Beschreibung muss mindestens 10 Zeichen lang sein",
  descriptionMax: "Die Beschreibung darf höchstens 2000 Zeichen lang sein",
  terms: "Teilnahmebedingungen müssen mindestens 20 Zeichen lang sein",
  termsMax: "Die Teilnahmebedingungen dürfen höchstens 5000 Zeichen lang sein",
  prizeSummary: "Bitte gib eine kurze Gewinnbeschreibung ein",
  prizeSummaryMax: "Die Gewinnbeschreibung darf höchstens 200 Zeichen lang sein",
  prizeValue: "Ungültiger Gewinn-Wert",
  prizeValuePositive: "Preiswert muss eine positive Zahl sein",
  individualPrize: "Bitte beschreibe den Gewinn",
  individualPrizeMax: "Die Gewinnbeschreibung darf höchstens 1000 Zeichen lang sein",
  voucherCode: "Bitte gib einen Gutscheincode ein",
  voucherCodeMax: "Der Gutscheincode darf höchstens 50 Zeichen lang sein",
  voucherQuantity: "Ungültige Gutschein-Anzahl",
  maxParticipants: "Ungültige Teilnehmeranzahl",
  datesRequired: "Start- und Enddatum sind erforderlich",
  date: "Bitte gib ein gültiges Datum im Format TT.MM.JJJJ HH:MM ein.",
  startPast: "Das Startdatum darf nicht vor heute liegen",
  endBeforeStart: "Das Enddatum muss nach dem Startdatum liegen",
  prizeType: "Ungültige Gewinnart",
  currency: "Ungültige Währung",
  imageNotImage: "Bitte wähle eine Bilddatei aus.",
  imageTooLarge: "Die Datei ist zu groß. Maximale Größe: 5MB.",
  imageFailed: "Fehler beim Hochladen des Bildes.",
  imageUploaded: "Bild wurde erfolgreich hochgeladen.",
  imageOwn: "Bitte lade ein Bild hoch.",
  paymentOk: (days: number) => `Zahlung erfolgreich! Contest-Berechtigung für ${plural(days, "Tag", "Tage")} erworben.`,
  paymentFailed: "Fehler bei der Zahlung. Bitte versuche es erneut.",
  configError: "Konfigurationsfehler",
  /** Production without a payment provider (issue #28): no purchase, no licence. */
  paymentsNotSetUp: "Zahlungen sind nicht eingerichtet",
  duration: (min: number, max: number) => `Dauer muss zwischen ${min} und ${max} Tagen liegen`,
} as const;

export const STATUS_LABELS: Record<ContestStatus, string> = {
  draft: "Entwurf",
  pending: "Wartend",
  active: "Aktiv",
  ended: "Beendet",
  cancelled: "Abgesagt",
};

/** Participation labels: Teilgenommen (completed or empty), Ausstehend, Fehlgeschlagen, Unbekannt. */
export function participationLabel(status: PaymentStatus | string | null | undefined): string {
  if (!status || status === "completed") return "Teilgenommen";
  if (status === "pending") return "Ausstehend";
  if (status === "failed") return "Fehlgeschlagen";
  return "Unbekannt";
}

export const CONTEST_FILTERS = ["all", "active", "ending_soon"] as const;
export type ContestFilter = (typeof CONTEST_FILTERS)[number];

const DAY_MS = 86_400_000;

/** Ended: status ended or the end date has passed. */
export function isEnded(c: { status: string; endDate: string | Date }, now = new Date()): boolean {
  return c.status === "ended" || new Date(c.endDate).getTime() <= now.getTime();
}

export function isFull(c: { maxParticipants: number | null; participantCount: number }): boolean {
  return c.maxParticipants !== null && c.participantCount >= c.maxParticipants;
}

/**
 * The time left of a running contest on its card (issue #26 item 10) in German calendar days
 * (Europe/Berlin): 0 is 'endet heute', 1 'noch 1 Tag', 3 'noch 3 Tage'; null once it has ended.
 */
export function daysLeft(endDate: string | Date, now = new Date()): number | null {
  const end = new Date(endDate);
  if (end.getTime() <= now.getTime()) return null;
  const day = (d: Date) => {
    const w = wallClock(d);
    return Date.UTC(w.year, w.month - 1, w.day) / 86_400_000;
  };
  return Math.max(0, Math.round(day(end) - day(now)));
}

/** Active, not ended and ending within 3 days. */
export function isEndingSoon(c: { status: string; endDate: string | Date }, now = new Date()): boolean {
  const end = new Date(c.endDate).getTime();
  return c.status === "active" && end > now.getTime() && end - now.getTime() <= CONTEST_LIMITS.endingSoonDays * DAY_MS;
}

/** Whether the participate button is offered. */
export function canJoin(
  c: { status: string; endDate: string | Date; maxParticipants: number | null; participantCount: number; joined: boolean },
  now = new Date(),
) {
  return c.status === "active" && !isEnded(c, now) && !c.joined && !isFull(c);
}

/** 'n Gewinnspiel(e) gefunden'. */
export function countText(n: number): string {
  return `${n} ${n === 1 ? "Gewinnspiel" : "Gewinnspiele"} gefunden`;
}

/** The admins' warnings (spec 2 section 5, spec 3 'Contests'): shown, never blocking. */
export const CONTEST_WARNINGS = {
  prize: "Gewinnwert über 10.000",
  terms: "Teilnahmebedingungen kürzer als 50 Zeichen",
  script: "Script-Tag in der Beschreibung",
} as const;

/**
 * The warnings of a form's raw values: prize value above 10,000, terms shorter than 50 characters,
 * a script tag in the description. One rule for the dialog (live, while the admin types) and the
 * server (which answers them with the save).
 */
export function contestWarnings(v: { prizeValue?: string; termsAndConditions?: string; description?: string }): string[] {
  const warnings: string[] = [];
  if (Number((v.prizeValue ?? "").trim().replace(",", ".")) > CONTEST_LIMITS.warnPrizeAbove) warnings.push(CONTEST_WARNINGS.prize);
  if ((v.termsAndConditions ?? "").trim().length < CONTEST_LIMITS.warnTermsBelow) warnings.push(CONTEST_WARNINGS.terms);
  if (/<\s*script\b/i.test(v.description ?? "")) warnings.push(CONTEST_WARNINGS.script);
  return warnings;
}

/** The form fields the creation and edit forms send; any other field is refused for non-admins. */
export const CONTEST_FORM_FIELDS = [
  "intent",
  "id",
  "title",
  "description",
  "prizeDescription",
  "prizeType",
  "prizeValue",
  "currency",
  "individualPrizeDescription",
  "voucherCode",
  "voucherQuantity",
  "maxParticipants",
  "startDate",
  "endDate",
  "termsAndConditions",
  "imageUrl",
  "image",
  "openedAt",
] as const;

const text = z.preprocess((v) => (typeof v === "string" ? v : v === undefined || v === null ? "" : v), z.string({ error: CONTEST_MESSAGES.invalidInput }));

function numberField(message: string) {
  return text.transform((v, ctx) => {
    const s = v.trim().replace(",", ".");
    if (s === "") return null;
    const n = Number(s);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });
}

/** A date (dd.MM.yyyy, optionally with HH:MM, German time) or an ISO timestamp. */
function dateField() {
  return text.transform((v, ctx) => {
    const s = v.trim();
    if (s === "") return null;
    const d = parseGermanDate(s, { withTime: true }) ?? (/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) ? new Date(s) : null);
    if (!d || Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: "custom", message: CONTEST_MESSAGES.date });
      return z.NEVER;
    }
    return d;
  });
}

/** The start of today in German time. */
export function startOfToday(now = new Date()): Date {
  const day = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" }).format(now);
  return parseGermanDate(day) ?? now;
}

/**
 * The contest form (spec 2 section 5 'Contest form', 'Contest creation'): the lower minimums of the
 * form check, the input limits, prize-type rules (vouchers: code and quantity, no participant
 * limit), dates from today on with the end after the start. Text is cleaned by the server after
 * this parse. `now` decides 'today'.
 */
export function contestFormSchema(now = new Date()) {
  return z
    .object({
      title: text.transform((v) => v.trim()),
      description: text.transform((v) => v.trim()),
      prizeDescription: text.transform((v) => v.trim()),
      prizeType: z.enum(PRIZE_TYPES, { error: CONTEST_MESSAGES.prizeType }).catch("individual" as const),
      prizeValue: numberField(CONTEST_MESSAGES.prizeValue),
      currency: z.preprocess((v) => (v === undefined || v === "" ? "EUR" : v), z.enum(CONTEST_CURRENCIES, { error: CONTEST_MESSAGES.currency })),
      individualPrizeDescription: text.transform((v) => v.trim()),
      voucherCode: text.transform((v) => v.trim()),
      voucherQuantity: numberField(CONTEST_MESSAGES.voucherQuantity),
      maxParticipants: numberField(CONTEST_MESSAGES.maxParticipants),
      startDate: dateField(),
      endDate: dateField(),
      termsAndConditions: text.transform((v) => v.trim()),
      imageUrl: text.transform((v) => v.trim()),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      const L = CONTEST_LIMITS;
      const M = CONTEST_MESSAGES;
      if (v.title.length < L.titleMin) issue("title", M.title);
      else if (v.title.length > L.titleMax) issue("title", M.titleMax);
      if (v.description.length < L.descriptionMin) issue("description", M.description);
      else if (v.description.length > L.descriptionMax) issue("description", M.descriptionMax);
      if (v.termsAndConditions.length < L.termsMin) issue("termsAndConditions", M.terms);
      else if (v.termsAndConditions.length > L.termsMax) issue("termsAndConditions", M.termsMax);
      if (!v.prizeDescription) issue("prizeDescription", M.prizeSummary);
      else if (v.prizeDescription.length > L.prizeSummaryMax) issue("prizeDescription", M.prizeSummaryMax);
      if (v.prizeValue === null || v.prizeValue < 0 || v.prizeValue > L.prizeValueMax || Math.abs(Math.round(v.prizeValue * 100) - v.prizeValue * 100) > 1e-6)
        issue("prizeValue", M.prizeValue);
      else if (v.prizeValue === 0) issue("prizeValue", M.prizeValuePositive);
      if (v.prizeType === "individual") {
        if (!v.individualPrizeDescription) issue("individualPrizeDescription", M.individualPrize);
        else if (v.individualPrizeDescription.length > L.individualPrizeMax) issue("individualPrizeDescription", M.individualPrizeMax);
        if (v.maxParticipants !== null && (!Number.isInteger(v.maxParticipants) || v.maxParticipants < 1 || v.maxParticipants > L.maxParticipantsMax))
          issue("maxParticipants", M.maxParticipants);
      } else {
        if (!v.voucherCode) issue("voucherCode", M.voucherCode);
        else if (v.voucherCode.length > L.voucherCodeMax) issue("voucherCode", M.voucherCodeMax);
        if (v.voucherQuantity === null || !Number.isInteger(v.voucherQuantity) || v.voucherQuantity < 1 || v.voucherQuantity > L.voucherQuantityMax)
          issue("voucherQuantity", M.voucherQuantity);
      }
      if (!v.startDate || !v.endDate) {
        if (!v.startDate) issue("startDate", M.datesRequired);
        if (!v.endDate) issue("endDate", M.datesRequired);
      } else {
        if (v.startDate.getTime() < startOfToday(now).getTime()) issue("startDate", M.startPast);
        if (v.endDate.getTime() <= v.startDate.getTime()) issue("endDate", M.endBeforeStart);
      }
    })
    .transform((v) => ({
      title: v.title,
      description: v.description,
      prizeDescription: v.prizeDescription,
      prizeType: v.prizeType,
      prizeValue: v.prizeValue!,
      currency: v.currency,
      individualPrizeDescription: v.prizeType === "individual" ? v.individualPrizeDescription : null,
      voucherCode: v.prizeType === "voucher" ? v.voucherCode : null,
      voucherQuantity: v.prizeType === "voucher" ? v.voucherQuantity : null,
      // Vouchers have no participant limit (saved as null).
      maxParticipants: v.prizeType === "voucher" ? null : v.maxParticipants,
      startDate: v.startDate!,
      endDate: v.endDate!,
      termsAndConditions: v.termsAndConditions,
      imageUrl: v.imageUrl || null,
    }));
}

export type ContestFormInput = z.output<ReturnType<typeof contestFormSchema>>;

/** Licence purchase: whole days (the range comes from the active config on the server). */
export const licenceSchema = z.object({
  days: z.coerce.number({ error: "Ungültige Dauer" }).int("Ungültige Dauer"),
});
export const LICENCE_DEFAULT_DAYS = 7;
