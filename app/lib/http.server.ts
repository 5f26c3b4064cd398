import { redirect } from "react-router";
import { getViewer, type Viewer } from "./auth.server";
import { forbidden, unauthorized } from "./errors";

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

/** The back-office's refusals (spec 3 section 2). */
export const ADMIN_MESSAGES = {
  anonymous: "Sie müssen angemeldet sein, um auf das Admin-Dashboard zuzugreifen.",
  dashboardDenied: "Zugriff verweigert. Sie benötigen Admin-Berechtigungen.",
  pageDenied: "Sie haben keine Berechtigung für diese Seite.",
} as const;

/**
 * The one admin check: every admin server function calls it with the acting viewer. Anonymous:
 * 401, signed-in non-admin: 403, with the given German message.
 */
export function requireAdmin(viewer: Viewer | null, message: string = ADMIN_MESSAGES.dashboardDenied): asserts viewer is Viewer {
  if (!viewer) throw unauthorized(ADMIN_MESSAGES.anonymous);
  if (!viewer.isAdmin) throw forbidden(message);
}
