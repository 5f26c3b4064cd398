import * as React from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import {
  formatGermanDateInput,
  GERMAN_DATE_MESSAGES,
  GERMAN_DATE_PLACEHOLDER,
  GERMAN_DATE_TIME_PLACEHOLDER,
  parseGermanDate,
} from "~/lib/german-date";
import { Input } from "./input";

export type DateInputProps = Omit<React.ComponentProps<"input">, "type" | "value" | "defaultValue" | "onChange"> & {
  /** Also a 24-hour time ('24.12.2026 14:30'). */
  withTime?: boolean;
  defaultValue?: Date | string | null;
  /** The instant entered (German local time), null when empty, undefined while the text is no valid date. */
  onValueChange?: (value: Date | null | undefined) => void;
};

/**
 * A German date field: a text input in the form TT.MM.JJJJ (with `withTime`: TT.MM.JJJJ HH:MM),
 * read as German local time in the browser and on the server (~/lib/german-date), instead of the
 * native date control that shows 'mm/dd/yyyy' and AM/PM in an English browser. The text is
 * submitted under `name`; a wrong date is reported under the field when it loses focus.
 *
 *   <Field label="Veröffentlichungsdatum"><DateInput name="publishDate" withTime /></Field>
 */
export function DateInput({ withTime = false, defaultValue, onValueChange, id, className, onBlur, "aria-describedby": describedBy, "aria-invalid": ariaInvalid, ...props }: DateInputProps) {
  const { t } = useTranslation("forms");
  const generated = React.useId();
  const inputId = id ?? `date-${generated}`;
  const errorId = `${inputId}-format`;
  const [text, setText] = React.useState(() => formatGermanDateInput(defaultValue, { withTime }));
  const [invalid, setInvalid] = React.useState(false);
  const check = (value: string) => (value.trim() === "" ? null : (parseGermanDate(value, { withTime }) ?? undefined));
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <Input
        {...props}
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={withTime ? GERMAN_DATE_TIME_PLACEHOLDER : GERMAN_DATE_PLACEHOLDER}
        value={text}
        aria-invalid={invalid || ariaInvalid ? true : undefined}
        aria-describedby={[describedBy, invalid ? errorId : null].filter(Boolean).join(" ") || undefined}
        onChange={(e) => {
          setText(e.target.value);
          const value = check(e.target.value);
          if (value !== undefined) setInvalid(false);
          onValueChange?.(value);
        }}
        onBlur={(e) => {
          setInvalid(check(e.target.value) === undefined);
          onBlur?.(e);
        }}
      />
      {invalid ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {withTime ? t(GERMAN_DATE_MESSAGES.dateTime) : t(GERMAN_DATE_MESSAGES.date)}
        </p>
      ) : null}
    </div>
  );
}
