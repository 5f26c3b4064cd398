import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import * as React from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium",
    "transition-colors duration-150 select-none",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        default: "bg-brand-800 text-white shadow-sm hover:bg-brand-900",
        secondary: "bg-brand-100 text-brand-900 hover:bg-brand-200",
        outline: "border border-border bg-white text-ink shadow-sm hover:bg-surface-muted",
        ghost: "text-ink hover:bg-surface-muted",
        destructive: "bg-danger text-white shadow-sm hover:bg-red-800 focus-visible:outline-danger",
        link: "text-brand-800 underline-offset-4 hover:underline",
      },
      size: {
        // Phones get 44 px touch targets (issue #26 item 11); from md on the compact sizes.
        default: "h-11 px-4 py-2 md:h-10",
        sm: "h-11 rounded-md px-3 text-[0.8125rem] md:h-8",
        lg: "h-12 px-6 text-base",
        icon: "size-11 md:size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a <Link>) with the button styles instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  return <button data-slot="button" type={type ?? "button"} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
