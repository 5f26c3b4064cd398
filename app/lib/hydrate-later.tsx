import { Suspense, type ReactNode } from "react";

/**
 * Hydrates its one child element in a later task than the rest of the page (decision 0046).
 * Preact hydrates a page in one task; here the page's frame (root, breadcrumbs) comes first, its
 * main content in the next task (`HYDRATE_MAIN`, decision 0054), the header in the one after
 * (`HYDRATE_HEADER`), parts below the first screen (a provider's reviews and map, an article's
 * further reads) after that (the default), so that a tap or a paint can come between; a list of
 * hydrated items (a provider's reviews) gives each item a task of its own
 * (`after={HYDRATE_ITEMS + index}`, decision 0052).
 * Until then the server's HTML is in place and its links and plain forms work as without JavaScript.
 *
 * On the server, and for anything rendered after the page has hydrated, it renders its child at
 * once. The child must be a single element (Preact keeps one element of a suspended part).
 */
/** Resolves in a later task: the browser can handle input and paint in between. */
export function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** The page's main content (`<main>` of the site layout). */
export const HYDRATE_MAIN = 1;
/** The header. */
export const HYDRATE_HEADER = 2;
/** The tier every page waits for, whether or not a part asked for it: parts below the first screen. */
const LAST_FIXED_TIER = 3;
/** The first tier of a list whose items hydrate one per task. */
export const HYDRATE_ITEMS = LAST_FIXED_TIER + 1;
/** The tiers whose task has come: all of them on the server and once the page has hydrated. */
let passedTiers = typeof document === "undefined" ? Number.POSITIVE_INFINITY : 0;
/** The latest tier a part has asked for (parts inside a deferred part ask when it renders). */
let requestedTier = LAST_FIXED_TIER;
/** `tiers[i]` resolves in the task of tier i + 1; each tier is chained a task after the one before. */
const tiers: Promise<void>[] = [];

/** Resolves once the tasks of tiers 1 to `n` have come. */
function tier(n: number): Promise<void> {
  const wanted = Math.max(1, Math.floor(n));
  while (tiers.length < wanted) {
    const reached = tiers.length + 1;
    tiers.push(
      (tiers.at(-1) ?? Promise.resolve()).then(nextTask).then(() => {
        passedTiers = Math.max(passedTiers, reached);
      }),
    );
  }
  requestedTier = Math.max(requestedTier, wanted);
  return tiers[wanted - 1]!;
}

/**
 * Resolves once every deferred part has hydrated (a task after the last tier asked for, when Preact
 * has rendered it). The root layout marks the document hydrated then; parts mounted from then on
 * render at once.
 */
export async function laterPartsHydrated(): Promise<void> {
  let waited = 0;
  while (waited < requestedTier) {
    waited = requestedTier;
    await tier(waited);
    await nextTask();
  }
  passedTiers = Number.POSITIVE_INFINITY;
}

function Gate({ after, children }: { after: number; children: ReactNode }) {
  if (passedTiers < after) throw tier(after);
  return children;
}

/** `when={false}` renders the child as it is (a list whose first items hydrate with the page). */
export function HydrateLater({ after = LAST_FIXED_TIER, when = true, children }: { after?: number; when?: boolean; children: ReactNode }) {
  // On the server no boundary: an error thrown while rendering the part reaches React Router's
  // error handling as before (inside a Suspense boundary React would leave the part empty for the
  // browser to render and answer 500). Preact needs no boundary markers to keep the server's HTML.
  if (!when || typeof document === "undefined") return children;
  return (
    <Suspense fallback={null}>
      <Gate after={after}>{children}</Gate>
    </Suspense>
  );
}
