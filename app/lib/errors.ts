/**
 * The one error type of the app: a refusal with an HTTP status and a German message.
 *
 * Feature server functions throw it; loaders and actions let it propagate (or return it with
 * `failure()`), and React Router turns it into a response with that status. This works because an
 * HttpError carries the shape of React Router's `data(payload, init)` value
 * (`type: "DataWithResponseInit"`, `data`, `init`): thrown from a loader it becomes an error
 * response with its status for the nearest ErrorBoundary (`isRouteErrorResponse(error)` is true,
 * `error.data` is the `ActionFailure`), thrown from a resource route it becomes that response.
 * `app/lib/errors.test.ts` pins this behaviour to the installed React Router version.
 *
 * This file is a leaf: it imports nothing of the app, so every layer may use it.
 */
export type FieldErrors = Record<string, string>;

/** The failure half of the one action result type (see `ActionResult` in request.server.ts). */
export type ActionFailure = { ok: false; error: string; fieldErrors?: FieldErrors; notFound?: NotFoundKind };

/**
 * What a 404 is about when a page shows its own not-found view for it (the typed marker of
 * `notFound(message, kind)`, read by `notFoundKind` and the route error kit), instead of comparing
 * message texts.
 */
export const NOT_FOUND_KINDS = ["profile"] as const;
export type NotFoundKind = (typeof NOT_FOUND_KINDS)[number];

/**
 * Status texts of refusals (ASCII: they are also the reason phrase of the status line). React
 * Router gives a thrown `data()` without one the text 'Internal Server Error', whatever its status,
 * and sends it with the page's data.
 */
const STATUS_TEXTS = new Map<number, string>([
  [400, "Fehlerhafte Anfrage"],
  [401, "Nicht angemeldet"],
  [403, "Kein Zugriff"],
  [404, "Nicht gefunden"],
  [405, "Methode nicht erlaubt"],
  [409, "Konflikt"],
  [413, "Anfrage zu lang"],
  [415, "Format nicht angenommen"],
  [429, "Zu viele Anfragen"],
  [500, "Serverfehler"],
  [503, "Dienst nicht erreichbar"],
]);

export class HttpError extends Error {
  /** Marks the value for React Router as `data(this.data, this.init)`. */
  readonly type = "DataWithResponseInit" as const;
  readonly init: { status: number; statusText: string; headers?: Record<string, string> };

  constructor(
    public status: number,
    message: string,
    public fieldErrors?: FieldErrors,
    headers?: Record<string, string>,
    /** The typed marker of a 404 (see NotFoundKind). */
    public notFoundKind?: NotFoundKind,
  ) {
    super(message);
    this.name = "HttpError";
    this.init = { status, statusText: STATUS_TEXTS.get(status) ?? "Fehler", headers };
  }

  get data(): ActionFailure {
    return {
      ok: false,
      error: this.message,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      ...(this.notFoundKind ? { notFound: this.notFoundKind } : {}),
    };
  }
}

export const GENERIC_ERROR = "Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.";
export const FORM_ERROR = "Bitte korrigiere die Fehler im Formular.";

export const badRequest = (message = "Ungültige Anfrage.", fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);
export const unauthorized = (message = "Du musst angemeldet sein") => new HttpError(401, message);
export const forbidden = (message = "Keine Berechtigung") => new HttpError(403, message);
export const notFound = (message = "Nicht gefunden", kind?: NotFoundKind) => new HttpError(404, message, undefined, undefined, kind);

/** The typed marker of a 404 error response (from `notFound(message, kind)`), else null. */
export function notFoundKind(error: unknown): NotFoundKind | null {
  if (typeof error !== "object" || error === null || (error as { status?: unknown }).status !== 404) return null;
  const kind = ((error as { data?: unknown }).data as { notFound?: unknown } | null | undefined)?.notFound;
  return (NOT_FOUND_KINDS as readonly unknown[]).includes(kind) ? (kind as NotFoundKind) : null;
}
export const conflict = (message: string) => new HttpError(409, message);
export const methodNotAllowed = (allow: readonly string[]) =>
  new HttpError(405, "Diese Methode ist hier nicht erlaubt.", undefined, { Allow: allow.join(", ") });
export const payloadTooLarge = (limitBytes: number) => new HttpError(413, `Die Anfrage ist zu groß (höchstens ${formatBytes(limitBytes)}).`);
export const unsupportedMediaType = (message = "Dieses Format wird hier nicht angenommen.") => new HttpError(415, message);
/** Seconds in the Retry-After of a 429 whose limit does not say when it ends. */
export const DEFAULT_RETRY_AFTER_S = 60;
/** The Retry-After header (whole seconds, at least 1) of a refusal that ends in `retryAfterMs`. */
export function retryAfterHeader(retryAfterMs: number): { "Retry-After": string } {
  const seconds = retryAfterMs > 0 ? Math.max(1, Math.ceil(retryAfterMs / 1000)) : DEFAULT_RETRY_AFTER_S;
  return { "Retry-After": String(seconds) };
}
/** A 429, always with Retry-After (issue #28: every 429 says when to come back). */
export const tooManyRequests = (message: string, retryAfterMs = 0) => new HttpError(429, message, undefined, retryAfterHeader(retryAfterMs));

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** What a request hears while the database has no free connection (pool exhausted). */
export const OVERLOADED_ERROR = "Der Server ist gerade ausgelastet. Bitte versuche es in ein paar Sekunden erneut.";
/** What a request hears while the database (or another service it needs) is unreachable, refusing, restarting or past its statement timeout. */
export const UNAVAILABLE_ERROR = "Der Dienst ist gerade nicht erreichbar. Bitte versuche es in ein paar Sekunden erneut.";
/** Seconds in the `Retry-After` of a 503 (busy or unavailable database). */
export const UNAVAILABLE_RETRY_S = 5;

const OVERLOAD_MESSAGES = ["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"];
/** PostgreSQL error codes of a busy database: too many connections, serialisation failure, deadlock. */
const OVERLOAD_CODES = new Set(["53300", "40001", "40P01"]);
/**
 * Causes that mean "the database is not there right now": network errors of the connection
 * (refused, reset, unreachable, name not resolved), PostgreSQL's connection exceptions (class 08),
 * a statement cancelled by statement_timeout or by the operator (57014), a server shutting down or
 * starting (57P01 to 57P03), a transaction left idle too long (25P03), and the clients' own
 * messages for a closed connection or database (pg's 'Connection terminated', PGlite's 'PGlite is closed').
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "57014",
  "57P01",
  "57P02",
  "57P03",
  "25P03",
]);
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "Client was closed and is not queryable",
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "PGlite is closed",
];

function codeOf(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : "";
}

/** The error and the errors it wraps (`cause`, e.g. Drizzle's query error or better-auth's), at most 5 deep. */
function* causes(error: unknown): Generator<Error> {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) yield e;
}

const unavailable = (message: string) => new HttpError(503, message, undefined, { "Retry-After": String(UNAVAILABLE_RETRY_S) });

/**
 * A 503 with Retry-After when `error` (or an error it wraps, e.g. inside better-auth or Drizzle)
 * is the pg pool giving up on waiting for a free connection or a busy database: a crowd of
 * requests (hundreds of live streams opening at once) is a temporary state, not a fault of the
 * server (no 500).
 */
export function asOverloaded(error: unknown): HttpError | null {
  for (const e of causes(error)) {
    if (OVERLOAD_CODES.has(codeOf(e)) || OVERLOAD_MESSAGES.some((m) => e.message.includes(m))) return unavailable(OVERLOADED_ERROR);
  }
  return null;
}

/**
 * A 503 with Retry-After for every request that failed because the database is busy (see
 * `asOverloaded`) or not there (unreachable, refusing, restarting, closed, past its statement
 * timeout); null for any other error. The site recovers on its own: the pool opens new
 * connections on the next request (app/lib/db.server.ts).
 */
export function asUnavailable(error: unknown): HttpError | null {
  const busy = asOverloaded(error);
  if (busy) return busy;
  for (const e of causes(error)) {
    const code = codeOf(e);
    if (UNAVAILABLE_CODES.has(code) || code.startsWith("08") || UNAVAILABLE_MESSAGES.some((m) => e.message.includes(m))) return unavailable(UNAVAILABLE_ERROR);
  }
  return null;
}
