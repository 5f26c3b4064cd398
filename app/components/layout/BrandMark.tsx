import { cn } from "~/lib/cn";

/** The leaf logo (same drawing as /favicon.svg), inline so it needs no request. Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="7" fill="#166534" />
      <path
        d="M16 5c1.6 3.4 2 6.6 1.3 9.6 2.2-2 5-3.2 8.2-3.4-1.6 3-4 5-7 5.8 2 .6 3.6 1.7 4.8 3.4-2.6.6-5 .2-6.6-1.1V27h-1.4v-7.7c-1.6 1.3-4 1.7-6.6 1.1 1.2-1.7 2.8-2.8 4.8-3.4-3-.8-5.4-2.8-7-5.8 3.2.2 6 1.4 8.2 3.4C14 11.6 14.4 8.4 16 5z"
        fill="#dcfce7"
      />
    </svg>
  );
}
