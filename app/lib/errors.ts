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
export type ActionFailure = { ok: false; error: string; fieldErrors?: FieldErrors };

export class HttpError extends Error {
  /** Marks the value for React Router as `data(this.data, this.init)`. */
  readonly type = "DataWithResponseInit" as const;
  readonly init: { status: number; headers?: Record<string, string> };

  constructor(
    public status: number,
    message: string,
    public fieldErrors?: FieldErrors,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
    this.init = { status, headers };
  }

  get data(): ActionFailure {
    return this.fieldErrors ? { ok: false, error: this.message, fieldErrors: this.fieldErrors } : { ok: false, error: this.message };
  }
}

export const GENERIC_ERROR = "Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.";
export const FORM_ERROR = "Bitte korrigiere die Fehler im Formular.";

export const badRequest = (message = "Ungültige Anfrage.", fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);
export const unauthorized = (message = "Du musst angemeldet sein") => new HttpError(401, message);
export const forbidden = (message = "Keine Berechtigung") => new HttpError(403, message);
export const notFound = (message = "Nicht gefunden") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const methodNotAllowed = (allow: readonly string[]) =>
  new HttpError(405, "Diese Methode ist hier nicht erlaubt.", undefined, { Allow: allow.join(", ") });
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, `Die Anfrage ist zu groß (höchstens ${formatBytes(limitBytes)}).`);
export const unsupportedMediaType = (message = "Dieses Format wird hier nicht angenommen.") => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterMs = 0) =>
  new HttpError(429, message, undefined, retryAfterMs > 0 ? { "Retry-After": String(Math.ceil(retryAfterMs / 1000)) } : undefined);

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** What a request hears while the database has no free connection (pool exhausted). */
export const OVERLOADED_ERROR = "Der Server ist gerade ausgelastet. Bitte versuche es in ein paar Sekunden erneut.";
const OVERLOAD_MESSAGES = ["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"];

/**
 * A 503 with Retry-After when `error` (or an error it wraps, e.g. inside better-auth) is the
 * pg pool giving up on waiting for a free connection: a crowd of requests (hundreds of live
 * streams opening at once) is a temporary state, not a fault of the server (no 500).
 */
export function asOverloaded(error: unknown): HttpError | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (OVERLOAD_MESSAGES.some((m) => e instanceof Error && e.message.includes(m))) {
      return new HttpError(503, OVERLOADED_ERROR, undefined, { "Retry-After": "5" });
    }
  }
  return null;
}
