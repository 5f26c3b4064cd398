import { Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { OpeningHours } from "~db/provider-values";
import { cn } from "~/lib/cn";
import { hasHours, openingStatus, weeklyTable, type OpeningStatus } from "~/lib/opening-hours";

/** 'Jetzt geöffnet · bis 18:00' / 'Geschlossen · öffnet Di 10:00' / 'Nach Vereinbarung' through i18next. */
export function useOpeningStatusText() {
  const { t } = useTranslation("common");
  return (s: OpeningStatus) =>
    s.kind === "open"
      ? t("Jetzt geöffnet · bis {{time}}", { time: s.until })
      : s.kind === "appointment"
        ? t("Nach Vereinbarung")
        : t("Geschlossen · öffnet {{day}} {{time}}", { day: t(s.day ?? ""), time: s.time });
}

/**
 * The status on a list card, short enough for one line beside an 80 px thumbnail on a phone:
 * 'Geöffnet · bis 20:00', 'Geschlossen · ab 11:00' (today), 'Geschlossen · ab morgen 11:00',
 * 'Geschlossen · ab Mo 08:30', 'Nach Vereinbarung'.
 */
export function useCardOpeningText() {
  const { t } = useTranslation("common");
  return (s: OpeningStatus) =>
    s.kind === "open"
      ? t("Geöffnet · bis {{time}}", { time: s.until })
      : s.kind === "appointment"
        ? t("Nach Vereinbarung")
        : s.day === "heute"
          ? t("Geschlossen · ab {{time}}", { time: s.time })
          : t("Geschlossen · ab {{day}} {{time}}", { day: t(s.day ?? ""), time: s.time });
}

/**
 * The status now under a provider's name ('Jetzt geöffnet · bis 18:00'), a link to the week's
 * hours below; nothing without hours.
 */
export function OpeningStatusLink({ hours, timeZone, now }: { hours: OpeningHours | null; timeZone: string; now: string }) {
  const statusText = useOpeningStatusText();
  const status = openingStatus(hours, timeZone, new Date(now));
  if (!status) return null;
  return (
    <a
      href="#hours-heading"
      className={cn("-my-2 inline-flex w-fit items-center gap-1.5 py-2 text-sm font-medium hover:underline", status.open ? "text-green-800" : "text-ink-muted")}
      data-testid="opening-status-summary"
    >
      <Clock aria-hidden="true" className="size-4" />
      {statusText(status)}
    </a>
  );
}

/**
 * Opening hours on the provider page (issue #26 item 5): the status now and the week Mo–So, today
 * highlighted. `now` comes from the loader, so the server and the browser render the same text.
 */
export function OpeningHoursSection({ hours, timeZone, now }: { hours: OpeningHours | null; timeZone: string; now: string }) {
  const { t } = useTranslation("common");
  const statusText = useOpeningStatusText();
  const at = new Date(now);
  const status = openingStatus(hours, timeZone, at);
  if (!status) return null;
  const rows = hasHours(hours) ? weeklyTable(hours, timeZone, at) : [];
  return (
    <section aria-labelledby="hours-heading" className="rounded-card border border-border bg-white p-5" data-testid="opening-hours">
      <h2 id="hours-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Clock aria-hidden="true" className="size-5 text-ink-muted" />
        {t("Öffnungszeiten")}
      </h2>
      <p className={cn("mt-2 text-sm font-semibold", status.open ? "text-green-800" : "text-ink")} data-testid="opening-status">
        {statusText(status)}
        {status.kind === "closed" && hours?.byAppointment ? ` · ${t("oder nach Vereinbarung")}` : null}
      </p>
      {rows.length > 0 ? (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{t("Öffnungszeiten pro Wochentag")}</caption>
          <tbody>
            {rows.map((r) => (
              <tr key={r.day} className={cn(r.today && "bg-brand-50 font-semibold")} aria-current={r.today ? "date" : undefined}>
                <th scope="row" className="py-1 pr-4 pl-2 text-left font-medium">
                  <abbr title={t(r.long)} className="no-underline">
                    {t(r.short)}
                  </abbr>
                  {r.today ? <span className="sr-only"> ({t("heute")})</span> : null}
                </th>
                <td className={cn("py-1 pr-2", r.closed && "text-ink-muted")}>{r.closed ? t("Geschlossen") : r.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {hours?.byAppointment && rows.length > 0 ? <p className="mt-2 text-sm text-ink-muted">{t("Termine auch nach Vereinbarung")}</p> : null}
      {hours?.note ? <p className="mt-2 text-sm text-ink-muted">{hours.note}</p> : null}
    </section>
  );
}
