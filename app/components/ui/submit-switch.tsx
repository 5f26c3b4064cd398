import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * The switch's look, shared by the Radix `Switch` (switch.tsx) and `SubmitSwitch`: 44 × 24 px,
 * its touch target 44 × 44 px (a transparent ::after 10 px above and below).
 */
export const SWITCH_TRACK =
  "peer relative after:absolute after:inset-x-0 after:-inset-y-2.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-xs transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:bg-brand-800 data-[state=unchecked]:bg-stone-500 disabled:cursor-not-allowed disabled:opacity-50";
export const SWITCH_THUMB =
  "pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform duration-150 data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0";

/**
 * A switch that is its form's submit button: the form carries the new value in a hidden field,
 * so the toggle works as a plain form before the page's scripts (or a lazily loaded part's code)
 * have arrived, and a fetcher form takes it over afterwards. `checked` is the state shown (the
 * optimistic one while the fetcher submits).
 */
export function SubmitSwitch({ checked, className, ...props }: Omit<React.ComponentProps<"button">, "type" | "role"> & { checked: boolean }) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button type="submit" role="switch" aria-checked={checked} data-state={state} className={cn(SWITCH_TRACK, className)} {...props}>
      <span data-state={state} className={SWITCH_THUMB} />
    </button>
  );
}
