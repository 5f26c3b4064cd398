import type { TFunction } from "i18next";
import { TRASH_RETENTION_DAYS } from "~db/trash-kinds";

/** How long deleted items stay in the 'Papierkorb', as the delete confirmations say it ('30 Tage'). */
export function trashPeriod(t: TFunction | ((key: string, options?: Record<string, unknown>) => string)): string {
  return t("{{n}} Tage", { count: TRASH_RETENTION_DAYS, n: TRASH_RETENTION_DAYS });
}
