import { HttpError } from "./errors";
import { logger } from "./logger.server";

/**
 * One part of a page's data (spec texts 'Fehler beim Laden der …'): when its query fails, the
 * rest of the page still loads; the part falls back (an empty list) and the spec's load-error text
 * is added to `errors`, which the page shows as a toast and an alert (components/ui/load-errors).
 * Refusals (HttpError below 500) stay refusals.
 */
export async function loadPart<T>(load: Promise<T>, fallback: T, errorText: string, errors: string[]): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) throw error;
    logger.error({ err: error, part: errorText }, "page part failed to load");
    errors.push(errorText);
    return fallback;
  }
}
