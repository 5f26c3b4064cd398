import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, useActionData, useLoaderData, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { pageMeta } from "~/components/layout/meta";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import { AuthError, AuthNotice, AuthShell } from "~/features/auth/AuthShell";
import { NewPasswordField } from "~/features/auth/NewPasswordField";
import { isResetTokenValid, resetPassword } from "~/features/auth/auth.server";
import { RESET_MESSAGES, resetPasswordSchema } from "~/features/auth/schema";
import { handleAction, readFormChecked } from "~/lib/request.server";

export const SIGN_OUT_DELAY_MS = 2000;

// No canonical URL: the page only exists with a reset token.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta("Neues Passwort festlegen", "Lege über den Link aus deiner E-Mail ein neues Passwort für dein Konto fest.", matches, { robots: "noindex,nofollow" });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (url.searchParams.get("error")) return data({ token: null, error: RESET_MESSAGES.invalid }, { status: 400 });
  if (!token) return data({ token: null, error: RESET_MESSAGES.missing }, { status: 400 });
  if (!(await isResetTokenValid(token))) return data({ token: null, error: RESET_MESSAGES.invalid }, { status: 400 });
  return data({ token, error: null });
}

type ActionData = { ok: boolean; message: string; fieldErrors?: Record<string, string[]> };

/**
 * Sets the new password. The body is read and parsed by the request module (readFormChecked: method,
 * type, size, NUL and invalid UTF-8 refused in German); every unmet password rule is shown.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const parsed = await readFormChecked(request, resetPasswordSchema);
    if (!parsed.ok) {
      const fieldErrors = parsed.fieldErrors;
      const message = fieldErrors.token ? RESET_MESSAGES.missing : "";
      return data<ActionData>({ ok: false, message, fieldErrors }, { status: 400 });
    }
    const result = await resetPassword(request, parsed.data);
    return data<ActionData>({ ok: result.ok, message: result.message }, { status: result.status, headers: result.headers });
  });
}

export default function ResetPassword() {
  const { t } = useTranslation("auth");
  const { token, error } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const result = useMemo<ActionData | undefined>(() => (answer && "error" in answer ? { ok: false, message: answer.error } : answer), [answer]);
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
        <p className="mt-4 text-center text-sm text-ink-muted">{t("Du wirst zur Anmeldung weitergeleitet …")}</p>
      </AuthShell>
    );
  }
  if (!token) {
    return (
      <AuthNotice
        title={t("Link ungültig")}
        variant="error"
        message={t(error ?? RESET_MESSAGES.missing)}
        link={{ to: "/forgot-password", label: t("Neuen Link anfordern") }}
      />
    );
  }
  const fe = result?.fieldErrors;
  return (
    <AuthShell title={t("Neues Passwort festlegen")}>
      <AuthError message={result && !result.ok && result.message ? t(result.message) : null} />
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <NewPasswordField
          id="password"
          checklistId="reset-checklist"
          label={t("Neues Passwort")}
          error={fe?.password?.map((m) => t(m))}
          value={password}
          onChange={setPassword}
        />
        <Field id="confirmPassword" label={t("Passwort bestätigen")} error={fe?.confirmPassword?.length ? t(fe.confirmPassword[0]!) : undefined} announce>
          <Input name="confirmPassword" type="password" autoComplete="new-password" />
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>
          {t("Passwort speichern")}
        </Button>
      </Form>
    </AuthShell>
  );
}
