import { ChevronDown } from "lucide-react";
import { controlClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/**
 * A native <select> styled like the other controls. Same look as NativeSelect in
 * components/ui/select, without pulling the Radix select into the home page bundle.
 */
export function PlainSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative w-full">
      <select className={cn(controlClasses, "h-10 cursor-pointer appearance-none py-2 pr-9", className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}
