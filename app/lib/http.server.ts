import { redirect } from "react-router";
import { getViewer, type Viewer } from "./auth.server";
import { ADMIN_MESSAGES } from "./admin-messages";
import { forbidden, unauthorized } from "./errors";

export { ADMIN_MESSAGES };

/**
 * Who may act: the signed-in viewer or a refusal. The refusals are HttpErrors (app/lib/errors.ts);
 * reading input is app/lib/request.server.ts.
 */

/** The viewer, or a 401 HttpError with the given German message. */
export async function requireViewer(request: Request, message?: string): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw unauthorized(message);
  return viewer;
}

/** For pages: the viewer, or a redirect to /auth (and back after sign-in). */
export async function requireViewerOrRedirect(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return viewer;
}

/**
 * The one admin check: every admin server function calls it with the acting viewer. Anonymous:
 * 401, signed-in non-admin: 403, with the given German message.
 */
export function requireAdmin(viewer: Viewer | null, message: string = ADMIN_MESSAGES.dashboardDenied): asserts viewer is Viewer {
  if (!viewer) throw unauthorized(ADMIN_MESSAGES.anonymous);
  if (!viewer.isAdmin) throw forbidden(message);
}
