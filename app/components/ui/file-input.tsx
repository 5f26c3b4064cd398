import { Upload, type LucideIcon } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import type { ImageRule } from "~/lib/upload-limits";
import { buttonVariants } from "./button";

export type FileInputProps = Omit<React.ComponentProps<"input">, "type" | "children"> & {
  /** Text of the upload button; 'Datei auswählen' by default. */
  buttonLabel?: React.ReactNode;
  icon?: LucideIcon;
  /** Show the chosen file names next to the button ('Keine Datei ausgewählt' until one is chosen). */
  showFileName?: boolean;
  buttonClassName?: string;
  /**
   * An image field with its limit: a chosen image above it is made smaller in the browser before
   * the form sends it, or refused with the rule's text beside the button (decision 0029).
   */
  image?: ImageRule;
};

/**
 * Fits the chosen image of an image field to its rule (lazily loaded app/lib/image-downscale.ts):
 * the smaller copy replaces the chosen file; what stays too large is cleared with the rule's text.
 * While it works, the form's submission waits and is sent once the image is ready.
 */
function useImageFitting(rule: ImageRule | undefined, input: React.RefObject<HTMLInputElement | null>, setNames: (names: string[]) => void) {
  const [problem, setProblem] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const working = React.useRef(false);
  // undefined: no submission waiting; null: one without a submit button.
  const waiting = React.useRef<HTMLElement | null | undefined>(undefined);

  React.useEffect(() => {
    const form = input.current?.form;
    if (!rule || !form) return;
    const hold = (event: SubmitEvent) => {
      if (!working.current) return;
      event.preventDefault();
      event.stopPropagation();
      waiting.current = event.submitter;
    };
    form.addEventListener("submit", hold, true);
    return () => form.removeEventListener("submit", hold, true);
  }, [rule, input]);

  const fit = async (field: HTMLInputElement) => {
    setProblem(null);
    const file = field.files?.[0];
    if (!rule || !file || file.size <= rule.maxBytes) return;
    working.current = true;
    setBusy(true);
    let error: string | null = null;
    try {
      const { fitImage } = await import("~/lib/image-downscale");
      const fitted = await fitImage(file, rule);
      if ("file" in fitted) {
        const chosen = new DataTransfer();
        chosen.items.add(fitted.file);
        field.files = chosen.files;
        setNames([fitted.file.name]);
      } else error = fitted.error;
    } catch {
      error = rule.tooLarge;
    }
    working.current = false;
    setBusy(false);
    const submitter = waiting.current;
    waiting.current = undefined;
    if (error) {
      field.value = "";
      setNames([]);
      setProblem(error);
    } else if (submitter !== undefined && field.form) {
      field.form.requestSubmit(submitter?.isConnected && submitter.getAttribute("type") !== "button" ? submitter : undefined);
    }
  };
  return { problem, busy, fit };
}

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
  image,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  ...props
}: FileInputProps) {
  const { t } = useTranslation("forms");
  const generated = React.useId();
  const inputId = id ?? `file-${generated}`;
  const statusId = `${inputId}-chosen`;
  const problemId = `${inputId}-problem`;
  const [names, setNames] = React.useState<string[]>([]);
  const ref = React.useRef<HTMLInputElement>(null);
  const { problem, busy, fit } = useImageFitting(image, ref, setNames);
  return (
    <div className={cn("flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1", className)}>
      <input
        {...props}
        ref={ref}
        id={inputId}
        type="file"
        className="peer sr-only"
        aria-invalid={problem ? true : invalid}
        aria-describedby={[describedBy, showFileName ? statusId : null, problem ? problemId : null].filter(Boolean).join(" ") || undefined}
        onChange={(e) => {
          setNames(Array.from(e.currentTarget.files ?? []).map((f) => f.name));
          onChange?.(e);
          void fit(e.currentTarget);
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
      {busy ? (
        <span role="status" className="text-sm text-ink-muted">
          {t("Bild wird verkleinert …")}
        </span>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="w-full text-sm font-medium text-danger">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}
