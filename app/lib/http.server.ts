import { data, redirect } from "react-router";
import type { z } from "zod";
import { getViewer, type Viewer } from "./auth.server";

/**
 * A refusal with an HTTP status and a German message. Feature server functions throw it;
 * route modules turn it into a 4xx response (see `toResponse`).
 */
export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    public fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message = "Sie müssen angemeldet sein") => new HttpError(401, message);
export const forbidden = (message = "Keine Berechtigung") => new HttpError(403, message);
export const notFound = (message = "Nicht gefunden") => new HttpError(404, message);

/** The viewer, or a 401 HttpError with the given German message. */
export async function requireViewer(request: Request, message?: string): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw unauthorized(message);
  return viewer;
}

/** For pages: the viewer, or a redirect to /auth. */
export async function requireViewerOrRedirect(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return viewer;
}

export function assertAdmin(viewer: Viewer | null, message = "Zugriff verweigert. Sie benötigen Admin-Berechtigungen.") {
  if (!viewer) throw unauthorized();
  if (!viewer.isAdmin) throw forbidden(message);
}

/** First message per field of a zod error. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    out[key] ??= issue.message;
  }
  return out;
}

export type ActionFailure = { ok: false; error: string; fieldErrors?: Record<string, string> };

/** Turns an HttpError (or zod error) into a `data()` response with status; rethrows anything else. */
export function failure(error: unknown) {
  if (error instanceof HttpError) {
    return data<ActionFailure>(
      { ok: false, error: error.message, fieldErrors: error.fieldErrors },
      { status: error.status },
    );
  }
  if (error && typeof error === "object" && "status" in error && error.status === 429 && error instanceof Error) {
    return data<ActionFailure>({ ok: false, error: error.message }, { status: 429 });
  }
  throw error;
}

/** Parses a form/JSON payload with zod or throws a 400 HttpError with German field messages. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, message = "Bitte korrigieren Sie die Fehler im Formular."): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(message, fieldErrors(result.error));
  return result.data;
}
