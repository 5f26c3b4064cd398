import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { MailCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/**
 * 'Bestätigungsmail erneut senden' for an account that never confirmed its address: a small form
 * of its own (works without JavaScript), shown where the sign-in says the address is not confirmed
 * and after a sign-up. The address is prefilled with what was typed and can be corrected.
 */
export function ResendVerificationForm({ email, busy, error }: { email?: string; busy: boolean; error?: string[] }) {
  const { t } = useTranslation("auth");
  return (
    <Form method="post" noValidate className="mb-4 space-y-2 rounded-card border border-border p-3" aria-label={t("Bestätigungsmail erneut senden")}>
      <input type="hidden" name="intent" value="resend" />
      <Field id="resend-email" label={t("Keine Bestätigungsmail erhalten?")} error={error?.map((m) => t(m))} announce>
        <Input name="email" type="email" autoComplete="email" defaultValue={email} />
      </Field>
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        <MailCheck aria-hidden="true" />
        {t("Bestätigungsmail erneut senden")}
      </Button>
    </Form>
  );
}
