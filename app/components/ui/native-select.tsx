import { ChevronDown } from "lucide-react";
import { cn } from "~/lib/cn";
import { controlClasses } from "./input";

/**
 * A plain <select> styled like SelectTrigger: works in server-rendered forms without JavaScript.
 * Its own module, so that pages using it do not load the Radix select.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative w-full">
      <select data-slot="native-select" className={cn(controlClasses, "h-10 cursor-pointer appearance-none py-2 pr-9", className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}
