import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData, useNavigate } from "react-router";
import type { Route } from "./+types/auth.callback";
import { Spinner } from "~/components/ui/spinner";
import { AuthNotice, AuthShell } from "~/features/auth/AuthShell";
import { getViewer } from "~/lib/auth.server";
import { redirectTarget, signInHref } from "~/lib/return-intent";

/** Delays of spec 1 section 9. */
export const CALLBACK_DELAYS = { recovery: 500, success: 800, error: 3000 } as const;

const ERROR_TEXT: Record<string, string> = {
  INVALID_TOKEN: "Ungültige Anmeldedaten.",
  TOKEN_EXPIRED: "Fehler beim Anmelden. Bitte versuchen Sie es erneut.",
  new_user_signup_disabled: "Ungültige Anmeldedaten.",
  user_not_found: "Ungültige Anmeldedaten.",
};

export const meta: Route.MetaFunction = () => [{ title: "Anmeldung | Hanfnetz" }, { name: "robots", content: "noindex" }];

/**
 * Target of the e-mail verification and magic links (better-auth has already set the session)
 * and of recovery links. Reads `type`, `error` and tokens from the query string; `redirectTo`
 * (the page the sign-in was asked for, validated same-site) is where a success leads.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const back = redirectTarget(url.searchParams);
  const error = url.searchParams.get("error");
  const type = url.searchParams.get("type");
  const token = url.searchParams.get("token") ?? url.searchParams.get("access_token");
  if (type === "recovery") {
    if (error || !token) return { state: "error" as const, type, message: "Fehler beim Verarbeiten des Reset-Links.", to: "/forgot-password" };
    return { state: "recovery" as const, type, message: "", to: `/reset-password?token=${encodeURIComponent(token)}` };
  }
  if (error) return { state: "error" as const, type, message: ERROR_TEXT[error] ?? "Fehler bei der Anmeldung.", to: signInHref(back) };
  const viewer = await getViewer(request);
  if (!viewer) return { state: "error" as const, type, message: "Fehler bei der Anmeldung.", to: signInHref(back) };
  return { state: "success" as const, type, message: "Erfolgreich angemeldet", to: back };
}

export default function AuthCallback() {
  const { t } = useTranslation("auth");
  const result = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  useEffect(() => {
    const delay = CALLBACK_DELAYS[result.state];
    const timer = setTimeout(() => navigate(result.to, { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  if (result.state === "error") {
    return (
      <AuthNotice title={t("Anmeldung fehlgeschlagen")} variant="error" message={t(result.message)} link={{ to: result.to, label: t("Weiter") }} />
    );
  }
  return (
    <AuthShell title={result.state === "success" ? t("Erfolgreich angemeldet") : t("Anmeldung wird verarbeitet …")}>
      <div className="flex flex-col items-center gap-3" role="status" aria-live="polite">
        <Spinner />
        <p className="text-sm text-ink-muted">{t("Du wirst weitergeleitet …")}</p>
        <Link to={result.to} className="text-sm text-brand-800 underline-offset-2 hover:underline">
          {t("Weiter")}
        </Link>
      </div>
    </AuthShell>
  );
}
