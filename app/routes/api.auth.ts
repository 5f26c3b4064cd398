import type { Route } from "./+types/api.auth";
import { auth } from "~/lib/auth.server";
import { notFound } from "~/lib/errors";

/**
 * Only the link targets of better-auth are reachable over HTTP (e-mail verification, magic link,
 * password-reset link). Every sign-in, sign-up and reset request goes through our own route
 * actions, which validate, rate-limit and translate errors; the raw endpoints are not exposed.
 */
const ALLOWED_GET = [/^\/api\/auth\/verify-email$/, /^\/api\/auth\/magic-link\/verify$/, /^\/api\/auth\/reset-password\/[^/]+$/];

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!ALLOWED_GET.some((re) => re.test(pathname))) throw notFound();
  return auth().handler(request);
}

export async function action() {
  throw notFound();
}
