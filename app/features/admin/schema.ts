import { z } from "zod";
import { USER_FILTERS, USER_SORTS } from "./users.server";

/** The user list's query string (list and CSV export): wrong values fall back to the defaults. */
export const userQuerySchema = z.object({
  seite: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  filter: z.enum(USER_FILTERS).optional().catch(undefined),
  sort: z.enum(USER_SORTS).optional().catch(undefined),
});
