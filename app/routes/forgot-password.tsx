import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { pageMeta } from "~/components/layout/meta";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import { AuthError, AuthNotice, AuthShell } from "~/features/auth/AuthShell";
import { requestPasswordReset } from "~/features/auth/auth.server";
import { forgotPasswordSchema } from "~/features/auth/schema";
import { handleAction, readFormChecked } from "~/lib/request.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    "Passwort vergessen",
    "Passwort vergessen? Gib deine E-Mail-Adresse ein, und wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.",
    matches,
    { path: "/forgot-password", robots: "noindex,follow" },
  );

type ActionData = { ok: boolean; message: string; fieldErrors?: Record<string, string[]> };

/** The body is read and parsed by the request module (method, type, size, NUL and invalid UTF-8 refused in German). */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const parsed = await readFormChecked(request, forgotPasswordSchema);
    if (!parsed.ok) return data<ActionData>({ ok: false, message: "", fieldErrors: parsed.fieldErrors }, { status: 400 });
    const result = await requestPasswordReset(request, parsed.data);
    return data<ActionData>({ ok: result.ok, message: result.message }, { status: result.status, headers: result.headers });
  });
}

export default function ForgotPassword() {
  const { t } = useTranslation("auth");
  const answer = useActionData<typeof action>();
  const result: ActionData | undefined = answer && "error" in answer ? { ok: false, message: answer.error } : answer;
  const busy = useNavigation().state !== "idle";
  if (result?.ok) {
    return <AuthNotice title={t("E-Mail gesendet")} variant="success" message={t(result.message)} link={{ to: "/auth", label: t("Zurück zur Anmeldung") }} />;
  }
  const emailErrors = result?.fieldErrors?.email;
  return (
    <AuthShell title={t("Passwort vergessen")}>
      <p className="mb-4 text-sm text-ink-muted">
        {t("Gib deine E-Mail-Adresse ein. Wir senden dir einen Link, mit dem du ein neues Passwort festlegen kannst.")}
      </p>
      <AuthError message={result && !result.ok && result.message ? t(result.message) : null} />
      <Form method="post" noValidate className="space-y-4">
        <Field id="email" label={t("E-Mail")} error={emailErrors?.length ? t(emailErrors[0]!) : undefined} announce>
          <Input name="email" type="email" autoComplete="email" />
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>
          {t("Link zum Zurücksetzen senden")}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="text-brand-800 underline-offset-2 hover:underline">
          {t("Zurück zur Anmeldung")}
        </Link>
      </p>
    </AuthShell>
  );
}
