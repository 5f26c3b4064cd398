import { redirect } from "react-router";
import { GENERIC_ERROR } from "./errors";
import { flashCookie, type Flash } from "./flash.server";
import { safeRedirect } from "./safe-redirect";

/**
 * Forms the browser submits itself (JavaScript off, or a click before the app's scripts started)
 * navigate: they expect a page, not the JSON an API route answers a fetcher with. The API routes
 * of the primary actions (favourite, follow, review, 'Melden', 'Hilfreich', 'Veraltete Info melden',
 * 'Eintrag beanspruchen') and the contest entry answer such a
 * submission with a 303 back to the page it came from and the outcome as a flash message
 * (app/lib/flash.server.ts; shown as a toast, and without JavaScript as a <noscript> notice).
 * Decision 0025.
 */

/**
 * Whether the browser submitted the form itself: `Sec-Fetch-Mode: navigate` (every browser that
 * sends fetch metadata), else an Accept that asks for HTML. fetch() (fetchers, `.data` requests)
 * never sends `navigate`.
 */
export function isNativeSubmission(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  if (new URL(request.url).pathname.endsWith(".data")) return false;
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * The page to go back to: the form's own `back` field, else the Referer when it is a page of ours,
 * else `fallback`. Only same-site page paths (safeRedirect: no API, no auth pages).
 */
export function backTarget(request: Request, back?: string | null, fallback = "/"): string {
  if (back) return safeRedirect(back, fallback);
  const referer = request.headers.get("referer");
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    // Ours: the host the browser asked (behind the proxy, request.url may name another origin).
    const host = request.headers.get("host") ?? new URL(request.url).host;
    if (from.host !== host || !/^https?:$/.test(from.protocol)) return fallback;
    return safeRedirect(from.pathname + from.search + from.hash, fallback);
  } catch {
    return fallback;
  }
}

type Outcome = { ok?: unknown; message?: unknown; error?: unknown };

/** The body of an action's answer: `data(body, init)` of React Router, or the body itself. */
function bodyOf(answer: unknown): Outcome | null {
  if (typeof answer !== "object" || answer === null) return null;
  if ((answer as { type?: unknown }).type === "DataWithResponseInit") return ((answer as { data?: unknown }).data ?? null) as Outcome | null;
  return answer as Outcome;
}

/** The flash message of an action's answer: its `message` (or `success`) when ok, its `error` otherwise. */
export function outcomeFlash(answer: unknown, success?: string): Flash {
  const body = bodyOf(answer);
  if (body?.ok === true) {
    const message = success ?? (typeof body.message === "string" ? body.message : "Gespeichert");
    return { type: "success", message };
  }
  return { type: "error", message: typeof body?.error === "string" ? body.error : GENERIC_ERROR };
}

/**
 * For a native submission: a 303 to `back` (see backTarget) with the outcome as a flash message.
 * Any other request (a fetcher) gets `answer` unchanged. A redirect the action threw stays as it is.
 */
export function answerSubmission<T>(request: Request, answer: T, opts: { back?: string | null; fallback?: string; success?: string } = {}): T | Response {
  if (!isNativeSubmission(request) || answer instanceof Response) return answer;
  const flash = outcomeFlash(answer, opts.success);
  return redirect(backTarget(request, opts.back, opts.fallback), { status: 303, headers: { "Set-Cookie": flashCookie(flash) } });
}

/** A plain form's fields without `back` (the page it goes back to; see backTarget), and that page. */
export function takeBack<T extends Record<string, unknown>>(form: T): { back: string | undefined; fields: Omit<T, "back"> } {
  const { back, ...fields } = form;
  return { back: typeof back === "string" ? back.slice(0, 1000) : undefined, fields };
}
