import { Suspense, type ReactNode } from "react";

/**
 * Hydrates its one child element in a task after the rest of the page's (decision 0046). Preact
 * hydrates a page in one task; parts below the first screen (the footer, a provider's reviews and
 * similar providers) wait for the next one, so that a tap or a paint can come between. Until then
 * the server's HTML is in place and its links and plain forms work as without JavaScript.
 *
 * On the server, and for anything rendered after the page has hydrated, it renders its child at
 * once. The child must be a single element (Preact keeps one element of a suspended part).
 */
let done = typeof document === "undefined";
let pending: Promise<void> | null = null;

function nextTask(): Promise<void> {
  pending ??= new Promise((resolve) =>
    setTimeout(() => {
      done = true;
      resolve();
    }, 0),
  );
  return pending;
}

function Gate({ children }: { children: ReactNode }) {
  if (!done) throw nextTask();
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
