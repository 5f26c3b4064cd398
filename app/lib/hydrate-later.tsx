import { Suspense, type ReactNode } from "react";

/**
 * Hydrates its one child element in a later task than the rest of the page (decision 0046).
 * Preact hydrates a page in one task; the header waits for the next task (`after={1}`), parts
 * below the first screen (the footer, a provider's reviews, home's later cards) for the one after
 * (`after={2}`, the default), so that a tap or a paint can come between. Until then the server's
 * HTML is in place and its links and plain forms work as without JavaScript.
 *
 * On the server, and for anything rendered after the page has hydrated, it renders its child at
 * once. The child must be a single element (Preact keeps one element of a suspended part).
 */
const LAST_TIER = 2;
let done = typeof document === "undefined";
const tiers: Promise<void>[] = [];

function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** Resolves `tier` tasks after the first call; the last tier ends the deferral for good. */
function tier(n: number): Promise<void> {
  if (tiers.length === 0) {
    let previous: Promise<void> = Promise.resolve();
    for (let i = 1; i <= LAST_TIER; i++) {
      previous = previous.then(nextTask);
      tiers.push(previous);
    }
    void previous.then(() => {
      done = true;
    });
  }
  return tiers[Math.min(Math.max(n, 1), LAST_TIER) - 1]!;
}

/**
 * Resolves once every deferred part has hydrated (a task after the last tier, when Preact has
 * rendered it). The root layout marks the document hydrated then.
 */
export function laterPartsHydrated(): Promise<void> {
  return tier(LAST_TIER).then(nextTask);
}

const passed = new Set<number>();

function Gate({ after, children }: { after: number; children: ReactNode }) {
  if (!done && !passed.has(after)) {
    throw tier(after).then(() => {
      passed.add(after);
    });
  }
  return children;
}

export function HydrateLater({ after = LAST_TIER, children }: { after?: 1 | 2; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate after={after}>{children}</Gate>
    </Suspense>
  );
}
