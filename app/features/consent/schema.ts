import { z } from "zod";
import { zCheckbox } from "~/lib/request.server";

const BAD = "Ungültige Anfrage.";
const size = z
  .string()
  .max(20, BAD)
  .regex(/^\d{1,5}x\d{1,5}$/, BAD)
  .optional();

/** POST /api/page-views: one page view (spec 2 section 3 'Page view'). */
export const pageViewSchema = z.object({
  visitorId: z.string({ error: BAD }).regex(/^[A-Za-z0-9-]{8,64}$/, BAD),
  path: z.string({ error: BAD }).min(1, BAD).max(500, BAD).regex(/^\//, BAD),
  title: z.string().max(300, BAD).optional(),
  referrer: z.string().max(1000, BAD).optional(),
  screen: size,
  viewport: size,
  mobile: zCheckbox,
  returning: zCheckbox,
});
export type PageViewInput = z.infer<typeof pageViewSchema>;
