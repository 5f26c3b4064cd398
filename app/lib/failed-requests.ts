import { data, isRouteErrorResponse, replace, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { GENERIC_ERROR, type FieldErrors } from "./errors";
import { toast } from "./toast";
import { IMAGE_TOO_LARGE } from "./upload-limits";

/**
 * A failed request never replaces the page (issue #25, decision 0029).
 *
 * React Router shows the nearest error boundary when a fetcher or form submission gets no usable
 * answer: the network dropped, a proxy answered 413, 429 or 5xx with its own HTML, or the body was
 * empty. The root route's client middleware (`keepPageOnFailedRequest`, exported by `app/root.tsx`
 * as `clientMiddleware`) runs around every client-side data request and turns such answers into the
 * one failure shape of our actions, as data:
 *
 *   { ok: false, error: "<German text>", status, fieldErrors? }
 *
 * so the component that sent the request shows the message, reverts its optimistic state and keeps
 * its dialog open with what was typed (`app/lib/use-fetcher-toast.ts`). `status` is 0 when no answer
 * came; it is only set on failures made here (our actions' own refusals carry no status).
 *
 * - Submissions (fetchers and forms that post to the page shown): every error becomes data. A
 *   navigation that posts to another page (sign-out) keeps React Router's behaviour.
 * - Revalidation of the page shown (after an action, `useRevalidator`): a transport failure keeps
 *   the page's current data instead of the error page.
 * - `fetcher.load` of another address: errors become data, as for submissions.
 * - Navigations within the page shown (same path, other query: 'Mehr laden', filters, sorting,
 *   list pages) that fail in transport: the page stays as it is, with what was typed, and the
 *   failure shows as a toast; the navigation goes back to the address shown (without a new
 *   history entry).
 * - Navigations to another page: unchanged (the error page of that navigation).
 */

/** Spec 1 §8 (du-form, spec README): the rate-limit text. */
export const RATE_LIMITED = "Zu viele Versuche. Bitte versuche es später erneut.";
/** Spec 2 §6: a form whose data is too large. */
export const FORM_TOO_LARGE = "Formulardaten zu groß...";

export type RequestFailure = { ok: false; error: string; status: number; fieldErrors?: FieldErrors };

/** True for a failure made here (no answer of our action), as opposed to an action's refusal. */
export function isRequestFailure(value: unknown): value is RequestFailure {
  return typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false && typeof (value as { status?: unknown }).status === "number";
}

type Refusal = { error: string; fieldErrors?: FieldErrors };

function asRefusal(body: unknown): Refusal | null {
  let value = body;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null) return null;
  const { error, fieldErrors } = value as { error?: unknown; fieldErrors?: unknown };
  if (typeof error !== "string" || !error.trim()) return null;
  return fieldErrors && typeof fieldErrors === "object" ? { error, fieldErrors: fieldErrors as FieldErrors } : { error };
}

/** The German text for an answer that is not ours (or no answer, status 0). */
export function textForStatus(status: number, multipart = false): string {
  if (status === 413) return multipart ? IMAGE_TOO_LARGE : FORM_TOO_LARGE;
  if (status === 429) return RATE_LIMITED;
  return GENERIC_ERROR;
}

/**
 * The failure shape for an error of a data request, or null when the error is not a failure to
 * keep the page for (a redirect, an aborted request). `files`: names of the file fields the
 * request sent (a 413 is answered as their field error).
 */
export function failureOf(error: unknown, files: readonly string[] = []): RequestFailure | null {
  if (error instanceof Response) return null;
  if (error instanceof DOMException && error.name === "AbortError") return null;
  const multipart = files.length > 0;
  let failure: RequestFailure;
  const answer = answerOf(error);
  if (answer) {
    const own = asRefusal(answer.body);
    failure = own ? { ok: false, status: answer.status, ...own } : { ok: false, status: answer.status, error: textForStatus(answer.status, multipart) };
  } else {
    // No answer (TypeError of fetch: offline, reset, timed out) or one that could not be read.
    failure = { ok: false, status: error instanceof TypeError ? 0 : 500, error: GENERIC_ERROR };
  }
  if (failure.status === 413 && multipart && !failure.fieldErrors) {
    failure = { ...failure, error: IMAGE_TOO_LARGE, fieldErrors: Object.fromEntries(files.map((name) => [name, IMAGE_TOO_LARGE])) };
  }
  return failure;
}

/** Status and body of an error that is an HTTP answer (React Router's error response, or thrown `data()`). */
function answerOf(error: unknown): { status: number; body: unknown } | null {
  if (isRouteErrorResponse(error)) return { status: error.status, body: error.data };
  const thrown = error as { type?: unknown; data?: unknown; init?: { status?: unknown } } | null;
  if (thrown && typeof thrown === "object" && thrown.type === "DataWithResponseInit" && typeof thrown.init?.status === "number") {
    return { status: thrown.init.status, body: thrown.data };
  }
  return null;
}

/** Whether a loader error is the transport failing (keep the page) rather than the page's own answer (e.g. a 404). */
export function isTransportError(error: unknown): boolean {
  if (error instanceof Response) return false;
  if (error instanceof DOMException && error.name === "AbortError") return false;
  const answer = answerOf(error);
  if (!answer) return true;
  return answer.status === 408 || answer.status === 413 || answer.status === 429 || answer.status >= 500;
}

/** A failure as the data result of a route (status ≥ 400: React Router does not revalidate after it). */
function asDataResult(failure: RequestFailure): DataStrategyResult {
  return { type: "data", result: data(failure, { status: failure.status >= 400 ? failure.status : 503 }) };
}

type Place = { pathname: string; search: string; hash?: string };
type RouterView = {
  state: {
    location: Place;
    navigation: { state: string; formAction?: string };
    loaderData: Record<string, unknown>;
  };
};

/** React Router's browser router (set by HydratedRouter; pinned by failed-requests.test.ts). */
function browserRouter(): RouterView | undefined {
  return typeof window === "undefined" ? undefined : (window as { __reactRouterDataRouter?: RouterView }).__reactRouterDataRouter;
}

/** A page address without React Router's `index` marker, for comparing request and location. */
export function pageKey(place: Place): string {
  const params = new URLSearchParams(place.search);
  params.delete("index");
  const search = params.toString();
  return `${place.pathname.replace(/\/+$/, "") || "/"}${search ? `?${search}` : ""}`;
}

async function fileFields(sent: Request | null): Promise<string[]> {
  if (!sent) return [];
  try {
    const form = await sent.formData();
    const names = new Set<string>();
    for (const [name, value] of form.entries()) if (typeof value !== "string" && value.size > 0) names.add(name);
    return [...names];
  } catch {
    return [];
  }
}

type Results = Record<string, DataStrategyResult>;

/** The root route's client middleware: see the comment at the top of this file. */
export const keepPageOnFailedRequest: MiddlewareFunction<Results> = async ({ request }, next) => {
  const router = browserRouter();
  const target = pageKey(new URL(request.url));
  const shown = router ? pageKey(router.state.location) : null;
  if (request.method === "GET") {
    const results = await next();
    if (!router) return results;
    const navigation = router.state.navigation;
    if (navigation.state === "loading" && target !== shown) {
      const location = router.state.location;
      const failed = Object.values(results).find((r) => r.type === "error" && isTransportError(r.result));
      // A navigation to another page shows that page's error boundary, as before.
      if (!failed || new URL(request.url).pathname.replace(/\/+$/, "") !== location.pathname.replace(/\/+$/, "")) return results;
      // Within the page shown: keep it, say so, and stay at the address shown.
      toast.error(answerOf(failed.result)?.status === 429 ? RATE_LIMITED : GENERIC_ERROR);
      throw replace(`${location.pathname}${location.search}${location.hash ?? ""}`);
    }
    for (const [routeId, result] of Object.entries(results)) {
      if (result.type !== "error") continue;
      if (target === shown) {
        // Revalidation of the page shown: keep what it shows.
        if (isTransportError(result.result) && routeId in router.state.loaderData) {
          results[routeId] = { type: "data", result: router.state.loaderData[routeId] };
        }
      } else {
        const failure = failureOf(result.result);
        if (failure) results[routeId] = asDataResult(failure);
      }
    }
    return results;
  }
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  // A copy of the body, read only if a 413 needs the names of the file fields.
  const sent = multipart ? request.clone() : null;
  const results = await next();
  const navigation = router?.state.navigation;
  // A form that posts to another page (sign-out in the header) navigates there, as before.
  if (navigation?.state === "submitting" && navigation.formAction && pageKey(new URL(navigation.formAction, request.url)) === target && target !== shown) {
    return results;
  }
  for (const [routeId, result] of Object.entries(results)) {
    if (result.type !== "error") continue;
    const failure = failureOf(result.result, answerOf(result.result)?.status === 413 ? await fileFields(sent) : []);
    if (failure) results[routeId] = asDataResult(failure);
  }
  return results;
};
