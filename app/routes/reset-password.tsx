import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "react-router";
import { Check, X } from "lucide-react";
import type { Route } from "./+types/reset-password";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { AuthShell } from "~/features/auth/AuthShell";
import { isResetTokenValid, resetPassword } from "~/features/auth/auth.server";
import { allFieldMessages, MSG, passwordChecks, RESET_MESSAGES, resetPasswordSchema } from "~/features/auth/schema";

export const SIGN_OUT_DELAY_MS = 2000;

export const meta: Route.MetaFunction = () => [
  { title: "Neues Passwort festlegen | Hanfnetz" },
  { name: "robots", content: "noindex,nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (url.searchParams.get("error")) return data({ token: null, error: RESET_MESSAGES.invalid }, { status: 400 });
  if (!token) return data({ token: null, error: RESET_MESSAGES.missing }, { status: 400 });
  if (!(await isResetTokenValid(token))) return data({ token: null, error: RESET_MESSAGES.invalid }, { status: 400 });
  return data({ token, error: null });
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = resetPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const fieldErrors = allFieldMessages(parsed.error);
    const message = fieldErrors.token ? RESET_MESSAGES.missing : "";
    return data({ ok: false, message, fieldErrors }, { status: 400 });
  }
  const result = await resetPassword(request, parsed.data);
  return data({ ok: result.ok, message: result.message, fieldErrors: undefined }, { status: result.status, headers: result.headers });
}

export default function ResetPassword() {
  const { t } = useTranslation("auth");
  const { token, error } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const navigate = useNavigate();
  const [password, setPassword] = useState("");

  useEffect(() => {
    if (!result?.ok) return;
    // After the success screen: signed out (already done by the server) and on to /auth after 2 s.
    const timer = setTimeout(() => navigate("/auth", { replace: true }), SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  if (result?.ok) {
    return (
      <AuthShell title={t("Passwort geändert")}>
        <Alert variant="success">{t(result.message)}</Alert>
        <p className="mt-4 text-center text-sm text-ink-muted">{t("Sie werden zur Anmeldung weitergeleitet …")}</p>
      </AuthShell>
    );
  }
  if (!token) {
    return (
      <AuthShell title={t("Link ungültig")}>
        <Alert variant="error">{t(error ?? RESET_MESSAGES.missing)}</Alert>
        <p className="mt-6 text-center">
          <Link to="/forgot-password" className="font-medium text-brand-800 underline-offset-2 hover:underline">
            {t("Neuen Link anfordern")}
          </Link>
        </p>
      </AuthShell>
    );
  }
  const fe = result?.fieldErrors;
  return (
    <AuthShell title={t("Neues Passwort festlegen")}>
      {result && !result.ok && result.message ? (
        <Alert variant="error" className="mb-4">
          {t(result.message)}
        </Alert>
      ) : null}
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <div>
          <Label className="mb-1.5 block" htmlFor="password">{t("Neues Passwort")}</Label>
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={!!fe?.password}
            aria-describedby="reset-checklist password-error"
          />
          <ul id="reset-checklist" className="mt-2 space-y-1 text-sm" aria-label={t("Passwort-Anforderungen")}>
            {passwordChecks(password, MSG.passwordMinLang).map((c) => (
              <li key={c.id} className={c.ok ? "flex items-center gap-2 text-brand-800" : "flex items-center gap-2 text-ink-muted"}>
                {c.ok ? <Check aria-hidden="true" className="size-4" /> : <X aria-hidden="true" className="size-4" />}
                <span>{t(c.label)}</span>
              </li>
            ))}
          </ul>
          {fe?.password ? (
            <ul id="password-error" role="alert" className="mt-1 text-sm text-danger">
              {fe.password.map((m) => (
                <li key={m}>{t(m)}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <Label className="mb-1.5 block" htmlFor="confirmPassword">{t("Passwort bestätigen")}</Label>
          <Input
            id="confirmPassword"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            aria-invalid={!!fe?.confirmPassword}
            aria-describedby="confirm-error"
          />
          {fe?.confirmPassword ? (
            <p id="confirm-error" role="alert" className="mt-1 text-sm text-danger">
              {t(fe.confirmPassword[0]!)}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {t("Passwort speichern")}
        </Button>
      </Form>
    </AuthShell>
  );
}
