import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/auth.callback";
import { Spinner } from "~/components/ui/spinner";
import { AuthNotice, AuthShell } from "~/features/auth/AuthShell";
import { CALLBACK_DELAYS, CALLBACK_HASH_SCRIPT, callbackOutcome, callbackParams, forwardHashUrl } from "~/features/auth/callback";
import { getViewer } from "~/lib/auth.server";
import { useNonce } from "~/lib/nonce";
import { redirectTarget } from "~/lib/return-intent";

export const meta: Route.MetaFunction = () => [{ title: "Anmeldung | Hanfnetz" }, { name: "robots", content: "noindex" }];

/**
 * Target of the e-mail verification and magic links (better-auth has already set the session)
 * and of recovery links. Decides with the query string; values that came in the hash were
 * forwarded into the query by the page (features/auth/callback.ts). `redirectTo` (the page the
 * sign-in was asked for, validated same-site) is where a success leads.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = callbackParams(new URL(request.url).searchParams);
  const needsSession = params.type !== "recovery" && !params.error;
  return callbackOutcome(params, needsSession ? Boolean(await getViewer(request)) : false, redirectTarget(new URL(request.url).searchParams));
}

export default function AuthCallback() {
  const { t } = useTranslation("auth");
  const result = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();
  const nonce = useNonce();
  const forward = forwardHashUrl(location.pathname, location.search, location.hash);
  useEffect(() => {
    // After a client-side navigation the inline script has not run: forward the hash here.
    if (forward) {
      navigate(forward, { replace: true });
      return;
    }
    const timer = setTimeout(() => navigate(result.to, { replace: true }), CALLBACK_DELAYS[result.state]);
    return () => clearTimeout(timer);
  }, [result, navigate, forward]);

  const script = <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CALLBACK_HASH_SCRIPT }} />;
  if (result.state === "error" && !forward) {
    return (
      <>
        {script}
        <AuthNotice title={t("Anmeldung fehlgeschlagen")} variant="error" message={t(result.message)} link={{ to: result.to, label: t("Weiter") }} />
      </>
    );
  }
  return (
    <AuthShell title={result.state === "success" && !forward ? t("Erfolgreich angemeldet") : t("Anmeldung wird verarbeitet …")}>
      {script}
      <div className="flex flex-col items-center gap-3" role="status" aria-live="polite">
        <Spinner />
        <p className="text-sm text-ink-muted">{t("Du wirst weitergeleitet …")}</p>
        <Link to={forward ?? result.to} className="text-sm text-brand-800 underline-offset-2 hover:underline">
          {t("Weiter")}
        </Link>
      </div>
    </AuthShell>
  );
}
