import { z } from "zod";
import { zCheckbox } from "~/lib/request.server";
import { CLIENT_SECURITY_EVENT_KINDS } from "./events";

const BAD = "Ungültige Anfrage.";

/** POST /api/security-events: one event of the client monitor. */
export const clientSecurityEventSchema = z.object({
  kind: z.enum(CLIENT_SECURITY_EVENT_KINDS, { error: BAD }),
  path: z.string({ error: BAD }).max(300, BAD).regex(/^\//, BAD),
  key: z.string().max(40, BAD).optional(),
  count: z.coerce.number({ error: BAD }).int(BAD).min(0, BAD).max(100_000, BAD).optional(),
});
export type ClientSecurityEventInput = z.infer<typeof clientSecurityEventSchema>;

/** The dashboard's filter (spec 3: all, high, critical). */
export const SECURITY_FILTERS = ["all", "high", "critical"] as const;
export type SecurityFilter = (typeof SECURITY_FILTERS)[number];
export const securityFilterSchema = z.object({ filter: z.enum(SECURITY_FILTERS).catch("all").default("all") });

/** The monitor switch on the dashboard. */
export const monitorSwitchSchema = z.object({ intent: z.literal("monitor", { error: BAD }), enabled: zCheckbox });
