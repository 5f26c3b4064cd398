import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstToast } from "~/lib/toast";

/**
 * The toast region (settings in ./sonner-toaster: bottom right, 4 s, at most 3 visible). Sonner
 * is not part of the page load: the server and the hydrating client render nothing here (no
 * mismatch), and the Toaster chunk is loaded with the first `toast(...)` (~/lib/toast). The
 * toast waits in sonner's state and shows as soon as the Toaster mounts.
 */
const SonnerToaster = lazy(() => import("./sonner-toaster"));

export function Toaster() {
  const [active, setActive] = useState(false);
  useEffect(() => onFirstToast(() => setActive(true)), []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
