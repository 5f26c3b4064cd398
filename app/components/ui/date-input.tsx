import { CalendarDays } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import {
  formatGermanDateInput,
  fromPickerValue,
  GERMAN_DATE_MESSAGES,
  GERMAN_DATE_PLACEHOLDER,
  GERMAN_DATE_TIME_PLACEHOLDER,
  hasForeignCharacters,
  looksComplete,
  parseGermanDate,
  PICKER_BOUNDS,
  pickerValue,
} from "~/lib/german-date";
import { Input } from "./input";

export type DateInputProps = Omit<React.ComponentProps<"input">, "type" | "value" | "defaultValue" | "onChange"> & {
  /** Also a 24-hour time ('24.12.2026 14:30'). */
  withTime?: boolean;
  defaultValue?: Date | string | null;
  /** The instant entered (German local time), null when empty, undefined while the text is no valid date. */
  onValueChange?: (value: Date | null | undefined) => void;
};

type ShowPicker = HTMLInputElement & { showPicker?: () => void };

/**
 * A German date field: a text input in the form TT.MM.JJJJ (with `withTime`: TT.MM.JJJJ HH:MM),
 * read as German local time in the browser and on the server (~/lib/german-date), whatever the
 * browser's language; the text is submitted under `name`, so it works without JavaScript. With
 * JavaScript a calendar button beside it opens the platform's picker (`<input type="date">` /
 * `datetime-local`, lang="de", the week as the browser's German locale has it: Monday first) and
 * writes the chosen date into the text (decision 0039). A wrong date is refused at once: as soon
 * as the text has the whole shape of a date, or contains a letter, the German message appears under
 * the field and the form will not submit (custom validity); the server checks again.
 *
 *   <Field label="Veröffentlichungsdatum"><DateInput name="publishDate" withTime /></Field>
 */
export function DateInput({
  withTime = false,
  defaultValue,
  onValueChange,
  id,
  className,
  onBlur,
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  ...props
}: DateInputProps) {
  const { t } = useTranslation("forms");
  const generated = React.useId();
  const inputId = id ?? `date-${generated}`;
  const errorId = `${inputId}-format`;
  const [text, setText] = React.useState(() => formatGermanDateInput(defaultValue, { withTime }));
  const [invalid, setInvalid] = React.useState(false);
  const [hydrated, setHydrated] = React.useState(false);
  const field = React.useRef<HTMLInputElement>(null);
  const picker = React.useRef<ShowPicker>(null);
  const message = withTime ? t(GERMAN_DATE_MESSAGES.dateTime) : t(GERMAN_DATE_MESSAGES.date);
  const check = (value: string) => (value.trim() === "" ? null : (parseGermanDate(value, { withTime }) ?? undefined));
  React.useEffect(() => setHydrated(true), []);
  React.useEffect(() => field.current?.setCustomValidity(invalid ? message : ""), [invalid, message]);

  const enter = (value: string, now: boolean) => {
    setText(value);
    const parsed = check(value);
    if (parsed !== undefined) setInvalid(false);
    else if (now && (hasForeignCharacters(value) || looksComplete(value, { withTime }))) setInvalid(true);
    onValueChange?.(parsed);
  };

  const openPicker = () => {
    const el = picker.current;
    if (!el) return;
    el.value = pickerValue(check(text) ?? null, { withTime });
    try {
      el.showPicker?.();
    } catch {
      el.focus();
    }
  };

  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="relative flex items-stretch gap-1.5">
        <Input
          {...props}
          ref={field}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={withTime ? GERMAN_DATE_TIME_PLACEHOLDER : GERMAN_DATE_PLACEHOLDER}
          value={text}
          aria-invalid={invalid || ariaInvalid ? true : undefined}
          aria-describedby={[describedBy, invalid ? errorId : null].filter(Boolean).join(" ") || undefined}
          onChange={(e) => enter(e.target.value, true)}
          onBlur={(e) => {
            setInvalid(check(e.target.value) === undefined);
            onBlur?.(e);
          }}
        />
        {hydrated ? (
          <>
            <button
              type="button"
              onClick={openPicker}
              disabled={props.disabled}
              aria-label={withTime ? t("Datum und Uhrzeit im Kalender wählen") : t("Datum im Kalender wählen")}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-border bg-white text-ink shadow-xs hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 md:size-10"
            >
              <CalendarDays aria-hidden="true" className="size-4" />
            </button>
            <input
              ref={picker}
              type={withTime ? "datetime-local" : "date"}
              lang="de"
              min={withTime ? `${PICKER_BOUNDS.min}T00:00` : PICKER_BOUNDS.min}
              max={withTime ? `${PICKER_BOUNDS.max}T23:59` : PICKER_BOUNDS.max}
              tabIndex={-1}
              aria-hidden="true"
              data-date-picker={inputId}
              className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
              onChange={(e) => {
                const picked = fromPickerValue(e.target.value);
                if (!picked) return;
                enter(formatGermanDateInput(picked, { withTime }), false);
                field.current?.focus();
              }}
            />
          </>
        ) : null}
      </div>
      {invalid ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
