import { Switch as SwitchPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "~/lib/cn";
import { SWITCH_THUMB, SWITCH_TRACK } from "./submit-switch";

export function Switch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root data-slot="switch" className={cn(SWITCH_TRACK, className)} {...props}>
      <SwitchPrimitive.Thumb className={SWITCH_THUMB} />
    </SwitchPrimitive.Root>
  );
}
