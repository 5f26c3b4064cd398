import { useEffect } from "react";
import { useRootData } from "~/lib/root-data";
import { ConsentManager } from "./ConsentManager";
import { usePageViews } from "./use-page-views";

/**
 * What runs in the browser on every page after hydration: the cookie banner, page views (only with
 * analytics consent) and, when the site setting is on, the client security monitor (loaded lazily).
 */
export function ClientServices() {
  const { viewer, securityMonitor } = useRootData();
  usePageViews(viewer?.isAdmin ?? false);
  const signedIn = !!viewer;
  useEffect(() => {
    if (!securityMonitor) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("~/features/security/monitor.client")
      .then((m) => {
        if (!cancelled) stop = m.installSecurityMonitor({ signedIn });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [securityMonitor, signedIn]);
  return <ConsentManager />;
}
