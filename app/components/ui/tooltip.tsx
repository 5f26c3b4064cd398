import { Tooltip as TooltipPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "~/lib/cn";

/** Wrap the app (or a region) once; Tooltip also works on its own thanks to its built-in provider. */
export function TooltipProvider({ delayDuration = 200, ...props }: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 6, children, ...props }: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 max-w-xs rounded-md bg-stone-900 px-3 py-2 text-xs leading-relaxed text-white shadow-md",
          "data-[state=delayed-open]:animate-[hn-fade-in_120ms_ease-out] data-[state=instant-open]:animate-[hn-fade-in_120ms_ease-out] data-[state=closed]:animate-[hn-fade-out_80ms_ease-in]",
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-stone-900" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
