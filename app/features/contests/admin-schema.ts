import { z } from "zod";
import { zFlag } from "~/lib/form-values";
import { formatDateTime } from "~/lib/format";
import type { ContestCurrency, ContestStatus } from "~db/schema";

/**
 * Contest administration (spec 3 section 2 "Contest administration", constants, messages
 * "Contests"): labels, the spec's German texts, limits and the zod schemas of the back-office
 * forms. Plain zod, shared by the server functions and the browser.
 */

export type { ContestStatus };

/** As db/schema/contests.ts (not imported: this module is bundled for the browser). */
export const CONTEST_CURRENCIES = ["EUR", "USD", "CHF"] as const satisfies readonly ContestCurrency[];

/** The statuses an admin may set from the dropdown (draft is only shown). */
export const ADMIN_SETTABLE_STATUSES = ["pending", "active", "ended", "cancelled"] as const;
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

export const CONTEST_STATUS_LABELS: Record<ContestStatus, string> = {
  draft: "Entwurf",
  pending: "Wartend",
  active: "Aktiv",
  ended: "Beendet",
  cancelled: "Abgesagt",
};

/** An unknown status (in old audit rows) is shown as is (spec 3 "Contest status"). */
export function contestStatusLabel(status: string | null | undefined): string {
  if (!status) return "";
  return (CONTEST_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** dd.MM.yyyy HH:mm (spec 3: participation times, audit timeline). */
export function formatStamp(value: Date | string): string {
  return formatDateTime(value).replace(", ", " ");
}

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  completed: "Abgeschlossen",
  pending: "Ausstehend",
  failed: "Fehlgeschlagen",
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  created: "Erstellt",
  updated: "Aktualisiert",
  approved: "Freigegeben",
  ended: "Beendet",
  cancelled: "Abgesagt",
  participant_added: "Teilnahme",
};

/** Spec 3 constants. */
export const CONTEST_ADMIN_LIMITS = {
  auditDialog: 100,
  auditAdvanced: 200,
  notifications: 10,
  searchMax: 100,
  listMax: 500,
  participantsMax: 10_000,
  priceMax: 100_000,
  daysMax: 3650,
} as const;

/** The spec's texts (spec 3 messages "Contests", spec 2 section 4), word for word. */
export const CONTEST_ADMIN_MESSAGES = {
  statusUpdated: "Contest-Status aktualisiert",
  statusError: "Fehler beim Aktualisieren des Contest-Status",
  deleted: "Gewinnspiel erfolgreich gelöscht",
  deleteError: "Fehler beim Löschen des Gewinnspiels",
  deleteDenied: "Nur Administratoren können Gewinnspiele löschen",
  loadContests: "Fehler beim Laden der Gewinnspiele",
  loadParticipants: "Fehler beim Laden der Teilnehmer",
  loadAuditLogs: "Fehler beim Laden der Audit-Logs",
  loadConfig: "Fehler beim Laden der Konfiguration",
  loadNotifications: "Fehler beim Laden der Benachrichtigungen",
  configSaved: "Konfiguration gespeichert",
  configError: "Fehler beim Speichern der Konfiguration",
  notFound: "Gewinnspiel nicht gefunden",
  status: "Ungültiger Status",
  price: "Bitte gib einen gültigen Preis pro Tag ein (0 bis 100.000).",
  currency: "Ungültige Währung",
  minDays: "Die Mindestdauer muss mindestens 1 Tag betragen.",
  maxDays: "Die Höchstdauer darf nicht kleiner als die Mindestdauer sein.",
  days: "Bitte gib eine ganze Zahl von Tagen ein (höchstens 3650).",
} as const;

const M = CONTEST_ADMIN_MESSAGES;

export const contestStatusSchema = z.enum(ADMIN_SETTABLE_STATUSES, { error: M.status });

const days = z.coerce.number({ error: M.days }).int({ error: M.days }).max(CONTEST_ADMIN_LIMITS.daysMax, { error: M.days });

/** The config view: price per day, currency, min and max days (min >= 1, max >= min), active. */
export const contestConfigSchema = z
  .object({
    pricePerDay: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().replace(",", ".") : v),
      z.coerce.number({ error: M.price }).min(0, { error: M.price }).max(CONTEST_ADMIN_LIMITS.priceMax, { error: M.price }),
    ),
    currency: z.enum(CONTEST_CURRENCIES, { error: M.currency }),
    minDays: days.min(1, { error: M.minDays }),
    maxDays: days.min(1, { error: M.maxDays }),
    isActive: zFlag,
  })
  .refine((c) => c.maxDays >= c.minDays, { path: ["maxDays"], error: M.maxDays });
export type ContestConfigInput = z.output<typeof contestConfigSchema>;

export const AUDIT_STATUS_FILTERS = ["all", "active", "draft", "ended", "cancelled"] as const;
export type AuditStatusFilter = (typeof AUDIT_STATUS_FILTERS)[number];
export const AUDIT_FILTER_LABELS: Record<AuditStatusFilter, string> = {
  all: "Alle",
  active: "Aktiv",
  draft: "Entwurf",
  ended: "Beendet",
  cancelled: "Abgesagt",
};

export const CONTEST_ADMIN_VIEWS = ["gewinnspiele", "audit-logs", "konfiguration"] as const;
export type ContestAdminView = (typeof CONTEST_ADMIN_VIEWS)[number];

/** /admin/contests?ansicht=…&q=…&status=… */
export const contestAdminQuerySchema = z.object({
  ansicht: z.enum(CONTEST_ADMIN_VIEWS).catch("gewinnspiele").default("gewinnspiele"),
  q: z.string().trim().max(CONTEST_ADMIN_LIMITS.searchMax).catch("").default(""),
  status: z.enum(AUDIT_STATUS_FILTERS).catch("all").default("all"),
});
export type ContestAdminQuery = z.output<typeof contestAdminQuerySchema>;
