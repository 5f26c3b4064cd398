import { Upload, type LucideIcon } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { buttonVariants } from "./button";

export type FileInputProps = Omit<React.ComponentProps<"input">, "type" | "children"> & {
  /** Text of the upload button; 'Datei auswählen' by default. */
  buttonLabel?: React.ReactNode;
  icon?: LucideIcon;
  /** Show the chosen file names next to the button ('Keine Datei ausgewählt' until one is chosen). */
  showFileName?: boolean;
  buttonClassName?: string;
};

/**
 * A file field that speaks German in every browser: the native control (which shows 'Choose File
 * / No file chosen' in an English browser) is visually hidden but stays focusable and labelled;
 * a label styled as a button opens it, and the chosen file name is shown and announced.
 *
 *   <Field label="Avatar"><FileInput name="avatar" accept="image/*" /></Field>
 */
export function FileInput({
  id,
  className,
  buttonLabel,
  icon: Icon = Upload,
  showFileName = true,
  buttonClassName,
  onChange,
  "aria-describedby": describedBy,
  ...props
}: FileInputProps) {
  const { t } = useTranslation("forms");
  const generated = React.useId();
  const inputId = id ?? `file-${generated}`;
  const statusId = `${inputId}-chosen`;
  const [names, setNames] = React.useState<string[]>([]);
  return (
    <div className={cn("flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1", className)}>
      <input
        {...props}
        id={inputId}
        type="file"
        className="peer sr-only"
        aria-describedby={[describedBy, showFileName ? statusId : null].filter(Boolean).join(" ") || undefined}
        onChange={(e) => {
          setNames(Array.from(e.currentTarget.files ?? []).map((f) => f.name));
          onChange?.(e);
        }}
      />
      <label
        htmlFor={inputId}
        data-slot="file-input-button"
        className={cn(
          buttonVariants({ variant: "outline" }),
          "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700",
          "peer-disabled:pointer-events-none peer-disabled:opacity-50 peer-aria-invalid:border-danger",
          buttonClassName,
        )}
      >
        <Icon aria-hidden="true" />
        {buttonLabel ?? t("Datei auswählen")}
      </label>
      {showFileName ? (
        <span id={statusId} className="min-w-0 truncate text-sm text-ink-muted" data-testid="file-input-chosen">
          {names.length ? names.join(", ") : t("Keine Datei ausgewählt")}
        </span>
      ) : null}
    </div>
  );
}
