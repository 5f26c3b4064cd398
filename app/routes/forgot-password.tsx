import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { AuthShell } from "~/features/auth/AuthShell";
import { requestPasswordReset } from "~/features/auth/auth.server";
import { allFieldMessages, forgotPasswordSchema } from "~/features/auth/schema";

export const meta: Route.MetaFunction = () => [
  { title: "Passwort vergessen | Hanfnetz" },
  { name: "robots", content: "noindex,follow" },
];

export async function action({ request }: Route.ActionArgs) {
  const parsed = forgotPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ ok: false, message: "", fieldErrors: allFieldMessages(parsed.error) }, { status: 400 });
  }
  const result = await requestPasswordReset(request, parsed.data);
  return data({ ok: result.ok, message: result.message, fieldErrors: undefined }, { status: result.status });
}

export default function ForgotPassword() {
  const { t } = useTranslation("auth");
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  if (result?.ok) {
    return (
      <AuthShell title={t("E-Mail gesendet")}>
        <Alert variant="success">{t(result.message)}</Alert>
        <p className="mt-6 text-center">
          <Link to="/auth" className="font-medium text-brand-800 underline-offset-2 hover:underline">
            {t("Zurück zur Anmeldung")}
          </Link>
        </p>
      </AuthShell>
    );
  }
  const emailErrors = result?.fieldErrors?.email;
  return (
    <AuthShell title={t("Passwort vergessen")}>
      <p className="mb-4 text-sm text-ink-muted">
        {t("Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.")}
      </p>
      {result && !result.ok && result.message ? (
        <Alert variant="error" className="mb-4">
          {t(result.message)}
        </Alert>
      ) : null}
      <Form method="post" noValidate className="space-y-4">
        <div>
          <Label className="mb-1.5 block" htmlFor="email">{t("E-Mail")}</Label>
          <Input id="email" name="email" type="email" autoComplete="email" aria-invalid={!!emailErrors} aria-describedby="email-error" />
          {emailErrors ? (
            <p id="email-error" role="alert" className="mt-1 text-sm text-danger">
              {t(emailErrors[0]!)}
            </p>
          ) : null}
        </div>
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
