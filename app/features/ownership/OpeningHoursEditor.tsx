import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { WEEKDAYS, type OpeningHours, type OpeningInterval, type Weekday } from "~db/provider-values";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { closedField, dayErrorKey, hoursField, HOURS_NOTE_MAX, MAX_INTERVALS_PER_DAY, WEEKDAY_LABELS } from "./listing-values";

/** The values the editor starts with: stored hours, or the posted form after a refusal. */
export type HoursDefaults = { days: Record<Weekday, { closed: boolean; rows: OpeningInterval[] }>; byAppointment: boolean; note: string };

export function hoursDefaults(hours: OpeningHours | null, posted?: Record<string, string> | null): HoursDefaults {
  const days = {} as HoursDefaults["days"];
  for (const day of WEEKDAYS) {
    if (posted) {
      const rows: OpeningInterval[] = [];
      for (let i = 0; i < MAX_INTERVALS_PER_DAY + 2; i++) {
        const open = posted[hoursField(day, i, "open")] ?? "";
        const close = posted[hoursField(day, i, "close")] ?? "";
        if (open || close) rows.push({ open, close });
      }
      days[day] = { closed: Boolean(posted[closedField(day)]), rows };
    } else {
      const list = hours?.days[day];
      // A time field cannot show 24:00: midnight as a closing time is 00:00 there (read back as 24:00).
      const rows = (list ?? []).map((iv) => ({ open: iv.open, close: iv.close === "24:00" ? "00:00" : iv.close }));
      days[day] = { closed: Boolean(hours && list && list.length === 0), rows };
    }
  }
  return {
    days,
    byAppointment: posted ? Boolean(posted.byAppointment) : Boolean(hours?.byAppointment),
    note: posted ? (posted.hoursNote ?? "") : (hours?.note ?? ""),
  };
}

/**
 * Opening hours per weekday (issue #26): up to three time ranges a day (a break = two ranges),
 * 'Geschlossen', 'nach Vereinbarung' and a note. Without JavaScript every day has three rows;
 * once hydrated only the used rows show, with 'Zeitraum hinzufügen' and 'entfernen'. The
 * server's messages appear beside the day.
 */
export function OpeningHoursEditor({ defaults, errors, hydrated }: { defaults: HoursDefaults; errors: Record<string, string | undefined>; hydrated: boolean }) {
  const { t } = useTranslation("forms");
  return (
    <fieldset className="flex flex-col gap-3" data-testid="hours-editor">
      <legend className="sr-only">{t("Öffnungszeiten")}</legend>
      {WEEKDAYS.map((day) => (
        <DayRow key={day} day={day} initial={defaults.days[day]} error={errors[dayErrorKey(day)]} hydrated={hydrated} />
      ))}
      <label className="flex min-h-11 items-center gap-2.5 text-sm text-ink">
        <input type="checkbox" name="byAppointment" value="1" defaultChecked={defaults.byAppointment} className="size-5 accent-brand-800" />
        {t("Termine nach Vereinbarung")}
      </label>
      <div className="flex flex-col gap-1">
        <label htmlFor="hours-note" className="text-sm font-medium text-ink">
          {t("Hinweis zu den Öffnungszeiten (optional)")}
        </label>
        <Input
          id="hours-note"
          name="hoursNote"
          defaultValue={defaults.note}
          maxLength={HOURS_NOTE_MAX}
          placeholder={t("z. B. An Feiertagen geschlossen")}
          aria-invalid={errors.hoursNote ? true : undefined}
          aria-describedby={errors.hoursNote ? "hours-note-error" : undefined}
        />
        {errors.hoursNote ? (
          <p id="hours-note-error" className="text-sm text-danger">
            {errors.hoursNote}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

function DayRow({ day, initial, error, hydrated }: { day: Weekday; initial: HoursDefaults["days"][Weekday]; error?: string; hydrated: boolean }) {
  const { t } = useTranslation("forms");
  const label = t(WEEKDAY_LABELS[day]);
  const [closed, setClosed] = useState(initial.closed);
  // Stable keys per row so that removing one keeps the others' typed values.
  const [rows, setRows] = useState(() => (initial.rows.length > 0 ? initial.rows : [{ open: "", close: "" }]).map((r, i) => ({ ...r, key: i })));
  const [nextKey, setNextKey] = useState(rows.length);
  const shown = hydrated
    ? rows
    : [...rows, ...Array.from({ length: Math.max(0, MAX_INTERVALS_PER_DAY - rows.length) }, (_, i) => ({ open: "", close: "", key: 100 + i }))];
  const errorId = `hours-${day}-error`;
  return (
    <div
      role="group"
      aria-labelledby={`hours-${day}-label`}
      className="flex flex-col gap-2 rounded-lg border border-border p-2.5 sm:flex-row sm:items-start sm:p-3"
      data-testid={`hours-${day}`}
    >
      <div className="flex items-center justify-between gap-3 sm:w-44 sm:flex-col sm:items-start">
        <span id={`hours-${day}-label`} className="font-medium text-ink">
          {label}
        </span>
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink sm:min-h-0">
          <input
            type="checkbox"
            name={closedField(day)}
            value="1"
            checked={closed}
            onChange={(e) => setClosed(e.target.checked)}
            className="size-5 accent-brand-800"
          />
          {t("Geschlossen")}
        </label>
      </div>
      <div className={closed && hydrated ? "hidden" : "flex min-w-0 flex-1 flex-col gap-2"}>
        {shown.map((row, i) => (
          <div key={row.key} className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-center gap-2 sm:grid-cols-[8rem_auto_8rem_auto]">
            <Input
              type="time"
              name={hoursField(day, i, "open")}
              defaultValue={row.open}
              aria-label={t("{{day}}: öffnet um (Zeitraum {{n}})", { day: label, n: i + 1 })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="w-full min-w-0"
            />
            <span aria-hidden="true">–</span>
            <Input
              type="time"
              name={hoursField(day, i, "close")}
              defaultValue={row.close}
              aria-label={t("{{day}}: schließt um (Zeitraum {{n}})", { day: label, n: i + 1 })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="w-full min-w-0"
            />
            {hydrated && rows.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-11 shrink-0"
                aria-label={t("Zeitraum {{n}} am {{day}} entfernen", { n: i + 1, day: label })}
                onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
              >
                <Minus aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ))}
        {hydrated && rows.length < MAX_INTERVALS_PER_DAY ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="min-h-11 w-fit"
            onClick={() => {
              setRows((list) => [...list, { open: "", close: "", key: nextKey }]);
              setNextKey((k) => k + 1);
            }}
          >
            <Plus aria-hidden="true" />
            {t("Zeitraum hinzufügen")}
            <span className="sr-only"> ({label})</span>
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger sm:w-56" data-testid={`hours-${day}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
