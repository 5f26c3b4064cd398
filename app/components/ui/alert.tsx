import { cva, type VariantProps } from "class-variance-authority";
import { CircleCheck, CircleExclamationPoint, Info } from "lucide-react";
import * as React from "react";
import { cn } from "~/lib/cn";

export const alertVariants = cva("relative flex w-full gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0", {
  variants: {
    variant: {
      info: "border-teal-200 bg-verified-bg/50 text-ink [&>svg]:text-verified",
      success: "border-green-200 bg-brand-50 text-ink [&>svg]:text-brand-800",
      error: "border-red-200 bg-danger-bg/60 text-ink [&>svg]:text-danger",
    },
  },
  defaultVariants: { variant: "info" },
});

const ICONS = { info: Info, success: CircleCheck, error: CircleExclamationPoint } as const;

export type AlertProps = React.ComponentProps<"div"> &
  VariantProps<typeof alertVariants> & {
    /** Optional bold first line. */
    title?: React.ReactNode;
    /** Hide the leading icon. */
    hideIcon?: boolean;
  };

/**
 * A message box. Errors are announced at once (role="alert"); info and success are polite
 * (role="status").
 */
export function Alert({ className, variant, title, hideIcon, children, role, ...props }: AlertProps) {
  const v = variant ?? "info";
  const Icon = ICONS[v];
  return (
    <div data-slot="alert" role={role ?? (v === "error" ? "alert" : "status")} className={cn(alertVariants({ variant: v }), className)} {...props}>
      {hideIcon ? null : <Icon aria-hidden="true" />}
      <div className="flex min-w-0 flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed text-ink [&_p]:leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
