import type { Viewer } from "~/lib/auth.server";
import { ADMIN_MESSAGES, requireAdmin, requireViewerOrRedirect } from "~/lib/http.server";

/**
 * The guard of every /admin page loader: anonymous visitors go to /auth (and back after sign-in),
 * signed-in non-admins get a 403 with the page's German refusal. Each admin server function checks
 * again with requireAdmin (loaders of nested routes run in parallel with the layout's).
 */
export async function requireAdminPage(request: Request, message: string = ADMIN_MESSAGES.pageDenied): Promise<Viewer> {
  const viewer = await requireViewerOrRedirect(request);
  requireAdmin(viewer, message);
  return viewer;
}
