import { z } from "zod";
import { PROVIDER_REJECTION_REASON_MAX } from "~db/provider-values";
import { BULK_MAX } from "~/lib/bulk";
import { PROVIDER_MESSAGES, zCategory } from "../schema";

/**
 * Inputs of the back-office provider tab (spec 3 sections 2, 5 and 8): the list query in the URL,
 * the create dialog and the row/bulk actions. Plain zod, shared by the route and the browser.
 */

export const ADMIN_PROVIDER_PAGE_SIZES = [20, 50, 100] as const;
export const ADMIN_PROVIDER_SORTS = ["standard", "name", "category", "city", "status", "created"] as const;
export type AdminProviderSort = (typeof ADMIN_PROVIDER_SORTS)[number];
export const ADMIN_PROVIDER_STATUSES = ["pending", "approved", "rejected"] as const;
export type AdminProviderStatus = (typeof ADMIN_PROVIDER_STATUSES)[number];

/** Toasts and refusals of the tab. The spec's create toasts are English; the interface is German only (decision 0013). */
export const ADMIN_PROVIDER_MESSAGES = {
  updated: "Anbieter erfolgreich aktualisiert",
  updateFailed: "Fehler beim Aktualisieren des Anbieters: {{message}}",
  deleted: "Anbieter erfolgreich gelöscht",
  deleteFailed: "Fehler beim Löschen des Anbieters",
  created: "Anbieter erfolgreich erstellt",
  createFailed: "Fehler beim Erstellen des Anbieters",
  bulkUpdated: "{{n}} Anbieter erfolgreich aktualisiert",
  bulkDeleted: "{{n}} Anbieter erfolgreich gelöscht",
  noSelection: "Bitte wähle mindestens einen Anbieter aus",
  tooMany: "Höchstens 1.000 Anbieter auf einmal. Grenze die Liste mit einem Filter ein.",
  notFound: PROVIDER_MESSAGES.notFound,
  description: "Beschreibung muss mindestens 50 Zeichen haben",
  city: "Stadt ist erforderlich",
  address: "Adresse ist erforderlich",
  reason: `Die Begründung darf maximal ${PROVIDER_REJECTION_REASON_MAX} Zeichen haben.`,
} as const;

export { PROVIDER_REJECTION_REASON_MAX };

/** At most this many providers per action (the back-office's bulk cap, lib/bulk.ts). */
export const ADMIN_BULK_MAX = BULK_MAX;

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (ADMIN_PROVIDER_PAGE_SIZES as readonly number[]).includes(n))
  .catch(20);

/** The list's URL: ?q=&status=&sortierung=&richtung=&anzahl=&seite= (unknown values fall back). */
export const adminProviderQuerySchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  status: z.enum(ADMIN_PROVIDER_STATUSES).optional().catch(undefined),
  sortierung: z.enum(ADMIN_PROVIDER_SORTS).catch("standard").default("standard"),
  richtung: z.enum(["asc", "desc"]).optional().catch(undefined),
  anzahl: pageSize.default(20),
  seite: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  bearbeiten: z.uuid().optional().catch(undefined),
});
export type AdminProviderQuery = z.output<typeof adminProviderQuerySchema>;

/** The default direction of each sort: the queue (pending first, newest first), names A-Z, newest first. */
export function defaultDirection(sort: AdminProviderSort): "asc" | "desc" {
  return sort === "created" || sort === "standard" ? "desc" : "asc";
}

const requiredText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.trim())
    .refine((v) => v.length >= min, { message })
    .refine((v) => v.length <= max, { message });

/** 'Anbieter hinzufügen' (spec 3 section 5): name, description of 50+, city and address required; all 14 categories. */
export const adminProviderCreateSchema = z.object({
  name: z
    .string({ error: PROVIDER_MESSAGES.name })
    .transform((v) => v.trim())
    .refine((v) => v.length >= 2, { message: PROVIDER_MESSAGES.name })
    .refine((v) => v.length <= 100, { message: PROVIDER_MESSAGES.nameMax }),
  description: requiredText(50, 2000, ADMIN_PROVIDER_MESSAGES.description),
  category: zCategory(),
  city: requiredText(2, 100, ADMIN_PROVIDER_MESSAGES.city),
  address: requiredText(5, 200, ADMIN_PROVIDER_MESSAGES.address),
});
export type AdminProviderCreate = z.output<typeof adminProviderCreateSchema>;

export const ADMIN_PROVIDER_ACTIONS = ["approve", "reject", "delete"] as const;
export type AdminProviderAction = (typeof ADMIN_PROVIDER_ACTIONS)[number];

/**
 * One or many selected rows and what to do with them; a rejection may carry a reason (told to the
 * submitter; the server cleans it, an empty one is none).
 */
export const adminProviderActionSchema = z.object({
  intent: z.enum(ADMIN_PROVIDER_ACTIONS),
  reason: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : v),
    z.string({ error: ADMIN_PROVIDER_MESSAGES.reason }).max(PROVIDER_REJECTION_REASON_MAX, { error: ADMIN_PROVIDER_MESSAGES.reason }).optional(),
  ),
  ids: z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.uuid({ error: ADMIN_PROVIDER_MESSAGES.notFound }))
      .min(1, { error: ADMIN_PROVIDER_MESSAGES.noSelection })
      .max(ADMIN_BULK_MAX, { error: ADMIN_PROVIDER_MESSAGES.tooMany }),
  ),
});
