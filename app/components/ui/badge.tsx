import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import * as React from "react";
import { cn } from "~/lib/cn";

export const badgeVariants = cva(
  [
    "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
    "[&_svg]:pointer-events-none [&_svg]:size-3 [&_svg]:shrink-0",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
  ],
  {
    variants: {
      variant: {
        default: "border-transparent bg-brand-800 text-white",
        secondary: "border-transparent bg-brand-100 text-brand-900",
        outline: "border-border bg-white text-ink",
        featured: "border-amber-200 bg-featured-bg text-featured",
        verified: "border-teal-200 bg-verified-bg text-verified",
        destructive: "border-transparent bg-danger-bg text-danger",
        success: "border-green-200 bg-green-100 text-green-800",
        warning: "border-amber-200 bg-amber-100 text-amber-900",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = React.ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean };

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
