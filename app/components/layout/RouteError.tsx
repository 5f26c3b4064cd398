import type { ReactNode } from "react";
import { isRouteErrorResponse, useLocation, type ErrorResponse } from "react-router";
import { LoadErrorAlert } from "~/components/ui/load-errors";
import { notFoundKind, type NotFoundKind } from "~/lib/errors";
import { ErrorPage } from "./ErrorPage";
import { NotFoundPage } from "./NotFoundPage";

/**
 * The one error-boundary kit of the routes (docs/ARCHITECTURE.md "Errors in pages"):
 *
 *   export const ErrorBoundary = routeErrorBoundary();                        // 404 → not-found page, else error page
 *   export const ErrorBoundary = routeErrorBoundary({ status: { 404: () => <ProviderNotFound /> } });
 *   export const ErrorBoundary = routeErrorBoundary({ notFound: { profile: () => <ProfileNotFoundCard /> } });
 *   export const ErrorBoundary = loadErrorBoundary(TEXTS.loadFailed, true);  // a back-office page whose data failed
 *
 * What a not-found is about is data (`notFound(message, kind)` of app/lib/errors.ts sets a typed
 * marker), never the comparison of a message text.
 */
export type RouteErrorHandlers = {
  /** Statuses left to a parent boundary (rethrown), e.g. the admin frame's refusal page. */
  passOn?: readonly number[];
  /** A 404 with a typed marker (`notFound(message, kind)`): that page's own not-found view. */
  notFound?: Partial<Record<NotFoundKind, (error: ErrorResponse) => ReactNode>>;
  /** Per status of an error response; a 404 without one shows the not-found page. */
  status?: Partial<Record<number, (error: ErrorResponse) => ReactNode>>;
  /** Every other error (default: the error page). */
  other?: (error: unknown) => ReactNode;
};

/** Renders a route error by the handlers (see RouteErrorHandlers). */
export function RouteError({ error, handlers = {} }: { error: unknown; handlers?: RouteErrorHandlers }) {
  if (isRouteErrorResponse(error)) {
    if (handlers.passOn?.includes(error.status)) throw error;
    const kind = notFoundKind(error);
    const byKind = kind ? handlers.notFound?.[kind] : undefined;
    if (byKind) return <>{byKind(error)}</>;
    const byStatus = handlers.status?.[error.status];
    if (byStatus) return <>{byStatus(error)}</>;
    if (error.status === 404) return <NotFoundPage />;
  }
  return <>{handlers.other ? handlers.other(error) : <ErrorPage error={error} />}</>;
}

/** A route's ErrorBoundary from the handlers. */
export function routeErrorBoundary(handlers: RouteErrorHandlers = {}) {
  return function RouteErrorBoundary({ error }: { error: unknown }) {
    return <RouteError error={error} handlers={handlers} />;
  };
}

/** Refusals and not-found go on to the parent boundaries (sign-in prompt, admin refusal, not-found page). */
const LEFT_TO_PARENTS = [401, 403, 404] as const;

/**
 * The ErrorBoundary of a page whose data failed to load (also on a client-side navigation): the
 * spec's text for that data ('Fehler beim Laden der …') with a retry, inside the layout. `text`
 * may depend on the address (a tab's own text). `wide`: the back-office frame gives the width.
 */
export function loadErrorBoundary(text: string | ((search: URLSearchParams) => string), wide = false) {
  return function LoadErrorBoundary({ error }: { error: unknown }) {
    const { search } = useLocation();
    const shown = typeof text === "string" ? text : text(new URLSearchParams(search));
    return (
      <RouteError
        error={error}
        handlers={{
          passOn: LEFT_TO_PARENTS,
          other: () => (
            <div className={wide ? undefined : "mx-auto w-full max-w-3xl px-4 py-8"} data-testid="load-error">
              <LoadErrorAlert text={shown} />
            </div>
          ),
        }}
      />
    );
  };
}
