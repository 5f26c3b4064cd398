import { Tooltip as TooltipPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "~/lib/cn";

/** Wrap the app (or a region) once; Tooltip also works on its own thanks to its built-in provider. */
export function TooltipProvider({ delayDuration = 200, ...props }: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

/**
 * Always controlled: Radix announces an opening tooltip to the others with a document event, from
 * an effect when it keeps the state itself. With Preact in the browser (decision 0046) that effect
 * runs after the new content's own listener is in place, and the tooltip closed itself at once;
 * controlled, the event goes out when the opening is asked for, before the content exists.
 */
export function Tooltip({ open: openProp, defaultOpen = false, onOpenChange, ...props }: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  const [ownOpen, setOwnOpen] = React.useState(defaultOpen);
  const change = React.useCallback(
    (next: boolean) => {
      setOwnOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root data-slot="tooltip" open={openProp ?? ownOpen} onOpenChange={change} {...props} />
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
