import { cn } from "~/lib/cn";
import { categoryColor, initials } from "./monogram";

/** The initials of a provider on its category colour (decorative: the name is next to it). */
export function Monogram({ name, category, className }: { name: string; category: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex shrink-0 items-center justify-center font-bold text-white", className)}
      style={{ background: categoryColor(category) }}
    >
      {initials(name)}
    </span>
  );
}
