import * as React from "react";
import { cn } from "~/lib/cn";
import { controlClasses } from "./input";

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" rows={rows} className={cn(controlClasses, "min-h-20 py-2 leading-relaxed", className)} {...props} />;
}
