import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { cn } from "~/lib/cn";
import { Button } from "./button";
import { Input } from "./input";
import { Label } from "./label";
import { NativeSelect } from "./native-select";

/**
 * A list's filter form (GET, so search, filter and sort live in the URL): the fields, then the
 * submit button. Fields are QuerySearch / QuerySelect. On a phone the search takes a row and the
 * selects and the button share the next (they wrap when they do not fit); from 640 px one row.
 */
export function QueryForm({
  submitLabel,
  label,
  className,
  children,
  extra,
}: {
  submitLabel: string;
  /** The accessible name of the search landmark. */
  label?: string;
  className?: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={label} className={cn("flex flex-wrap items-end gap-3 sm:flex-nowrap", className)}>
      {children}
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        {submitLabel}
      </Button>
      {extra}
    </Form>
  );
}

export function QuerySearch({ id, label, defaultValue, className }: { id: string; label: string; defaultValue?: string; className?: string }) {
  return (
    <div className={cn("flex flex-1 basis-full flex-col gap-1.5 sm:basis-0", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name="q" type="search" defaultValue={defaultValue ?? ""} maxLength={100} />
    </div>
  );
}

export function QuerySelect({
  id,
  name,
  label,
  defaultValue,
  options,
  className,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  options: { value: string; label: string }[];
  className?: string;
}) {
  return (
    <div className={cn("flex min-w-36 flex-1 flex-col gap-1.5 sm:flex-none", className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={defaultValue}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The empty state of a table: a dashed box with one sentence. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-card border border-dashed border-border bg-white p-6 text-center text-ink-muted">{children}</p>;
}
