import { Slot } from "radix-ui";
import * as React from "react";
import { cn } from "~/lib/cn";
import { Label } from "./label";

export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
};

export type FieldProps = {
  /** The visible label. */
  label: React.ReactNode;
  /**
   * Error text (e.g. from the action's validation result), or several (shown as a list); marks the
   * control aria-invalid. An empty list counts as no error.
   */
  error?: React.ReactNode | readonly string[];
  /** Announce the error to screen readers when it appears (role="alert"). */
  announce?: boolean;
  /** Shown at the end of the label row (e.g. a 'Passwort vergessen?' link). */
  labelAside?: React.ReactNode;
  /** Help text below the control. */
  description?: React.ReactNode;
  /** Adds a visual '*' to the label and aria-required to the control. */
  required?: boolean;
  /** The control's id; generated when not given. */
  id?: string;
  className?: string;
  /** For checkboxes and switches: control and label side by side. */
  inline?: boolean;
  /**
   * The control: either one element (it receives id, aria-describedby, aria-invalid) or a
   * function that gets those props.
   */
  children: React.ReactElement | ((control: FieldControlProps) => React.ReactNode);
};

/**
 * Label + control + description + error, wired for screen readers:
 *
 *   <Field label="E-Mail" error={errors?.email} required>
 *     <Input name="email" type="email" autoComplete="email" />
 *   </Field>
 */
export function Field({ label, error: rawError, announce, labelAside, description, required, id, className, inline, children }: FieldProps) {
  const generated = React.useId();
  const error = Array.isArray(rawError) && rawError.length === 0 ? undefined : rawError;
  const controlId = id ?? `field-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(required ? { "aria-required": true as const } : {}),
  };
  const control = typeof children === "function" ? children(controlProps) : <Slot.Root {...controlProps}>{children}</Slot.Root>;
  const labelElement = (
    <Label htmlFor={controlId}>
      {/* Label and '*' as one flex item (no gap between them); without '*' the text is the item. */}
      {required ? (
        <span>
          {label}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </span>
      ) : (
        label
      )}
    </Label>
  );
  const labelNode = labelAside ? (
    <div className="flex items-center justify-between gap-2">
      {labelElement}
      {labelAside}
    </div>
  ) : (
    labelElement
  );
  const errorClasses = "text-xs font-medium text-danger";

  return (
    <div data-slot="field" className={cn("flex flex-col gap-1.5", className)} data-invalid={error ? true : undefined}>
      {inline ? (
        <div className="flex items-center gap-2.5">
          {control}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      {description ? (
        <p id={descriptionId} className="text-xs text-ink-muted">
          {description}
        </p>
      ) : null}
      {Array.isArray(error) ? (
        <ul id={errorId} role={announce ? "alert" : undefined} className={cn("space-y-0.5", errorClasses)}>
          {(error as readonly string[]).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : error ? (
        <p id={errorId} role={announce ? "alert" : undefined} className={errorClasses}>
          {error as React.ReactNode}
        </p>
      ) : null}
    </div>
  );
}
