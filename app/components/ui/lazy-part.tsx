import { Component, lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { isChunkLoadError } from "~/lib/chunk-errors";
import { toast } from "~/lib/toast";

/** Said when the code of a dialog, a form or a panel could not be loaded. */
export const PART_UNAVAILABLE = "Das konnte nicht geladen werden. Prüfe deine Verbindung und versuche es noch einmal.";

/** Parts whose code failed to load: LazyBoundary renews them once it has shown the failure. */
const failedParts = new Set<() => void>();

/**
 * React.lazy that tries again: React keeps a failed load for good, so a dialog whose code did not
 * arrive (offline for a moment, a new release that replaced the file) could never open again
 * without a reload. After LazyBoundary has caught the failure, the next render loads anew (not
 * before: the suspended part renders once more after the failed load and must throw its error).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature: any component
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedParts.add(() => {
          Loaded = fresh();
        });
        throw error;
      }),
    );
  let Loaded = fresh();
  function LazyPart(props: ComponentProps<T>) {
    const Part = Loaded as unknown as ComponentType<ComponentProps<T>>;
    return <Part {...(props as ComponentProps<T> & object)} />;
  }
  return LazyPart as unknown as T;
}

type Props = {
  /** Shown while the code loads (as Suspense's fallback). */
  fallback?: ReactNode;
  /** Shown instead of the part when its code did not load (default: nothing). */
  unavailable?: ReactNode;
  /** Called when its code did not load: close the dialog that wanted it, so the next click tries again. */
  onUnavailable?: () => void;
  /** No toast (a part the visitor did not ask for, such as the cookie banner's settings). */
  quiet?: boolean;
  children: ReactNode;
};

/**
 * Suspense for a lazily loaded part that keeps the page when the part's code cannot be loaded:
 * a German toast, `onUnavailable`, and `unavailable` in its place, instead of the route's error
 * page replacing everything the visitor had on screen. Errors other than a failed load go on to
 * the route's error boundary as before.
 */
export class LazyBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) return;
    for (const renew of failedParts) renew();
    failedParts.clear();
    if (!this.props.quiet) toast.error(PART_UNAVAILABLE);
    this.props.onUnavailable?.();
  }

  override render() {
    if (this.state.failed) {
      if (!isChunkLoadError(this.state.error)) throw this.state.error;
      return this.props.unavailable ?? null;
    }
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
