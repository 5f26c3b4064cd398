import type { Route } from "./+types/api.auth";
import { authErrorText } from "~/features/auth/auth-errors";
import { auth } from "~/lib/auth.server";
import { notFound } from "~/lib/errors";

/**
 * Only the link targets of better-auth are reachable over HTTP (e-mail verification, magic link,
 * password-reset link). Every sign-in, sign-up and reset request goes through our own route
 * actions, which validate, rate-limit and translate errors; the raw endpoints are not exposed.
 * The library's own error answers (English JSON such as `{"message":"Invalid callbackURL"}`)
 * are answered in German by their code (features/auth/auth-errors.ts), with the same status.
 */
const ALLOWED_GET = [/^\/api\/auth\/verify-email$/, /^\/api\/auth\/magic-link\/verify$/, /^\/api\/auth\/reset-password\/[^/]+$/];

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!ALLOWED_GET.some((re) => re.test(pathname))) throw notFound();
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
