import * as React from "react";
import { cn } from "~/lib/cn";
import { controlClasses } from "./input";

/**
 * A plain <select> styled like SelectTrigger: works in server-rendered forms without JavaScript.
 * Its own module, so that pages using it do not load the Radix select.
 */
export function NativeSelect({ className, children, ref, ...props }: React.ComponentProps<"select">) {
  const { defaultValue } = props;
  const mounted = React.useRef<HTMLSelectElement | null>(null);
  const attach = React.useCallback(
    (select: HTMLSelectElement | null) => {
      // Once per element, as React applies a defaultValue only when the select is created.
      if (select && mounted.current !== select) {
        mounted.current = select;
        selectDefault(select, defaultValue);
      }
      if (typeof ref === "function") ref(select);
      else if (ref) ref.current = select;
    },
    [ref, defaultValue],
  );
  // The arrow is a background of the select (select-chevron in app.css): one element, not three.
  return (
    <select
      data-slot="native-select"
      className={cn(controlClasses, "select-chevron h-11 cursor-pointer appearance-none py-2 pr-9 md:h-10", className)}
      ref={attach}
      {...props}
    >
      {children}
    </select>
  );
}

/**
 * A select created in the browser (a dialog, a form keyed by the URL) starts at its defaultValue.
 * Preact's compat layer (decision 0046) marks the default only among the select's direct <option>
 * children, not among options a component renders (CategoryOptions, CountryOptions). A select the
 * server rendered has its default marked (an option with the `selected` attribute) and keeps what
 * the visitor chose before the page hydrated.
 */
export function selectDefault(select: HTMLSelectElement, defaultValue: React.ComponentProps<"select">["defaultValue"]) {
  if (defaultValue == null || Array.isArray(defaultValue) || select.querySelector("option[selected]")) return;
  const wanted = String(defaultValue);
  if ([...select.options].some((o) => o.value === wanted)) select.value = wanted;
}
