import type { Route } from "./+types/api.auth";
import { authErrorText } from "~/features/auth/auth-errors";
import { auth } from "~/lib/auth.server";
import { baseUrl } from "~/lib/env.server";
import { HttpError, notFound } from "~/lib/errors";

/**
 * Only the link targets of better-auth are reachable over HTTP (e-mail verification, magic link,
 * password-reset link). Every sign-in, sign-up and reset request goes through our own route
 * actions, which validate, rate-limit and translate errors; the raw endpoints are not exposed.
 * The library's own error answers (English JSON such as `{"message":"Invalid callbackURL"}`)
 * are answered in German by their code (features/auth/auth-errors.ts), with the same status.
 * Redirect targets in the link must be this site's (a relative path or BASE_URL's origin): the
 * library checks them only for requests with cookies and would otherwise redirect an invalid
 * link to any site (`?callbackURL=https://evil.example` → 302 there).
 */
const REDIRECT_PARAMS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];

function isOwnTarget(target: string): boolean {
  if (target.startsWith("/")) return !target.startsWith("//") && !target.startsWith("/\\");
  try {
    return new URL(target).origin === new URL(baseUrl()).origin;
  } catch {
    return false;
  }
}
const ALLOWED_GET = [/^\/api\/auth\/verify-email$/, /^\/api\/auth\/magic-link\/verify$/, /^\/api\/auth\/reset-password\/[^/]+$/];

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!ALLOWED_GET.some((re) => re.test(pathname))) throw notFound();
  const params = new URL(request.url).searchParams;
  if (REDIRECT_PARAMS.some((name) => params.getAll(name).some((target) => !isOwnTarget(target)))) {
    throw new HttpError(400, authErrorText("INVALID_CALLBACK_URL", 400));
  }
  const res = await auth().handler(request);
  return res.status >= 400 ? inGerman(res) : res;
}

export async function action() {
  throw notFound();
}

/** The library's error answer with a German message (its code kept), its status and its Retry-After. */
async function inGerman(res: Response): Promise<Response> {
  let code: unknown = null;
  try {
    code = ((await res.json()) as { code?: unknown } | null)?.code ?? null;
  } catch {
    code = null;
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = res.headers.get("Retry-After") ?? res.headers.get("X-Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  for (const cookie of res.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const error = authErrorText(code, res.status);
  return Response.json({ ok: false, error, ...(typeof code === "string" ? { code } : {}) }, { status: res.status, headers });
}
