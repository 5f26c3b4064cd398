import { useEffect, useState, type ComponentType } from "react";
import { onToastRequested } from "~/lib/toast";

/**
 * The toast region (settings in ./sonner-toaster: bottom right, 4 s, at most 3 visible). Sonner
 * is not part of the page load: the server and the hydrating client render nothing here (no
 * mismatch), and the Toaster's code is loaded with the first `toast(...)` (~/lib/toast). The
 * toast waits in sonner's state and shows as soon as the Toaster mounts. A load that fails is
 * tried again with the next toast (meanwhile ~/lib/toast shows the message without sonner); it
 * never takes the page with it.
 */
export function Toaster() {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    let state: "idle" | "loading" | "done" = "idle";
    return onToastRequested(() => {
      if (state !== "idle") return;
      state = "loading";
      import("./sonner-toaster").then(
        (m) => {
          state = "done";
          setLoaded(() => m.default);
        },
        () => {
          state = "idle";
        },
      );
    });
  }, []);
  return Loaded ? <Loaded /> : null;
}
