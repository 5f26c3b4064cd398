import { z } from "zod";

/**
 * Zod types for values as forms send them, usable in the browser too (feature schemas that parse a
 * form body: the route hands the body over unparsed, see docs/ARCHITECTURE.md "One validation
 * point per write"). Re-exported by request.server.ts.
 */

const CHECKED = ["1", "on", "true"];
const UNCHECKED = ["", "0", "off", "false"];

/**
 * Checkbox-like values sent by forms: "1", "on", "true" are checked; absent, "", "0", "off",
 * "false" are not. Anything else is refused (400), not silently read as unchecked.
 */
export const zCheckbox = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => String(Array.isArray(v) ? v[v.length - 1] : (v ?? "")))
  .refine((v) => CHECKED.includes(v) || UNCHECKED.includes(v), "Ungültiger Wert für ein Ankreuzfeld.")
  .transform((v) => CHECKED.includes(v));

/**
 * A yes/no field: a checkbox as a form sends it (see zCheckbox) or a boolean from code and JSON;
 * absent is false.
 */
export const zFlag = z.union([z.boolean(), zCheckbox]);

/** A field that may be sent zero, one or many times, as an array. */
export function zList<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(item));
}
