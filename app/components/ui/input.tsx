import * as React from "react";
import { cn } from "~/lib/cn";

/** Shared look of text-like form controls (input, textarea, native select). */
export const controlClasses = [
  "w-full min-w-0 rounded-lg border border-border bg-white px-3 text-base text-ink shadow-xs md:text-sm",
  "placeholder:text-ink-muted transition-[color,box-shadow,border-color] duration-150",
  "focus-visible:border-brand-700 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-700/25",
  "aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/25",
  "disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-60",
].join(" ");

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(controlClasses, "h-11 py-2 md:h-10 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-ink", className)}
      {...props}
    />
  );
}
