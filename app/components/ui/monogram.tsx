import { cn } from "~/lib/cn";

/** A tile of initials on a colour (decorative: the name is written next to it). */
export function MonogramTile({ text, color, className }: { text: string; color: string; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("flex shrink-0 items-center justify-center font-bold text-white", className)} style={{ background: color }}>
      {text}
    </span>
  );
}
