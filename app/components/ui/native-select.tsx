import { cn } from "~/lib/cn";
import { controlClasses } from "./input";

/**
 * A plain <select> styled like SelectTrigger: works in server-rendered forms without JavaScript.
 * Its own module, so that pages using it do not load the Radix select.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  // The arrow is a background of the select (select-chevron in app.css): one element, not three.
  return (
    <select
      data-slot="native-select"
      className={cn(controlClasses, "select-chevron h-11 cursor-pointer appearance-none py-2 pr-9 md:h-10", className)}
      {...props}
    >
      {children}
    </select>
  );
}
