import { z } from "zod";
import { ANALYTICS_RANGES, ANALYTICS_TABLES, type AnalyticsRange } from "./constants";

const range = z.coerce
  .number()
  .int()
  .refine((n): n is AnalyticsRange => (ANALYTICS_RANGES as readonly number[]).includes(n))
  .catch(7) as unknown as z.ZodType<AnalyticsRange>;

/** /admin/analytics?tage=7|30|90&ansicht=erweitert|einfach (unknown values fall back to the defaults). */
export const analyticsQuerySchema = z.object({
  tage: range,
  ansicht: z.enum(["erweitert", "einfach"]).catch("erweitert"),
});

/** /admin/analytics.csv?tabelle=…&tage=… (an unknown table is a 400). */
export const analyticsCsvQuerySchema = z.object({
  tage: range,
  tabelle: z.enum(ANALYTICS_TABLES, { error: "Unbekannte Tabelle." }),
});

export const analyticsActionSchema = z.object({ intent: z.literal("refresh", { error: "Ungültige Aktion." }) });
