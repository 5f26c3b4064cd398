import { Suspense, type ReactNode } from "react";

/**
 * Hydrates its one child element in a later task than the rest of the page (decision 0046).
 * Preact hydrates a page in one task; the header waits for the next task (`after={1}`), parts
 * below the first screen (a provider's reviews and map, an article's further reads) for the one after
 * (`after={2}`, the default), so that a tap or a paint can come between. Until then the server's
 * HTML is in place and its links and plain forms work as without JavaScript.
 *
 * On the server, and for anything rendered after the page has hydrated, it renders its child at
 * once. The child must be a single element (Preact keeps one element of a suspended part).
 */
const LAST_TIER = 2;
/** The tiers whose task has come: all of them on the server and once the page has hydrated. */
let passedTiers = typeof document === "undefined" ? LAST_TIER : 0;
const tiers: Promise<void>[] = [];

/** Resolves in a later task: the browser can handle input and paint in between. */
export function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** Resolves `n` tasks after the first call (the tiers are chained from then on). */
function tier(n: number): Promise<void> {
  if (tiers.length === 0) {
    let previous: Promise<void> = Promise.resolve();
    for (let i = 1; i <= LAST_TIER; i++) {
      const reached = i;
      previous = previous.then(nextTask).then(() => {
        passedTiers = Math.max(passedTiers, reached);
      });
      tiers.push(previous);
    }
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

function Gate({ after, children }: { after: number; children: ReactNode }) {
  if (passedTiers < after) throw tier(after);
  return children;
}

/** `when={false}` renders the child as it is (a list whose first items hydrate with the page). */
export function HydrateLater({ after = LAST_TIER, when = true, children }: { after?: 1 | 2; when?: boolean; children: ReactNode }) {
  if (!when) return children;
  return (
    <Suspense fallback={null}>
      <Gate after={after}>{children}</Gate>
    </Suspense>
  );
}
