import * as React from "react";
import { cn } from "~/lib/cn";

/** A loading block (skeleton); give it the size of what it stands for so nothing jumps. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn("animate-pulse rounded-md bg-stone-200/80", className)} {...props} />;
}
