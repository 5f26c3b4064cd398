import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { CLAIM_CONTACT_MAX, CLAIM_CONTACT_MIN, CLAIM_NOTE_MAX, CLAIM_NOTE_MIN } from "./limits";

/** The text above a claim's fields (the dialog's description, the plain form's lead). */
export function ClaimLead() {
  const { t } = useTranslation("common");
  return t("Gehört dir dieser Eintrag? Beschreib kurz, woher du ihn kennst, und wie wir dich erreichen. Ein Admin prüft deinen Anspruch.");
}

/**
 * The fields of 'Eintrag beanspruchen': a note and a contact. `constraints`: the plain form (no
 * JavaScript) lets the browser check the lengths before sending, as the plain review form does; the
 * dialog leaves them to the server's German field errors. Both show those errors at the fields
 * with the text kept (the plain form gets it back as `values` from the provider page's action).
 */
export function ClaimFields({
  errors,
  values,
  constraints = false,
}: {
  errors?: Record<string, string>;
  values?: Record<string, string>;
  constraints?: boolean;
}) {
  const { t } = useTranslation("common");
  return (
    <>
      <Field label={t("Deine Nachricht")} required error={errors?.note}>
        <Textarea
          name="note"
          required={constraints}
          minLength={constraints ? CLAIM_NOTE_MIN : undefined}
          maxLength={CLAIM_NOTE_MAX}
          rows={4}
          defaultValue={values?.note}
          placeholder={t("Zum Beispiel: Ich bin Inhaber des Geschäfts.")}
        />
      </Field>
      <Field label={t("Kontakt (E-Mail oder Telefon)")} required error={errors?.contact}>
        <Input
          name="contact"
          required={constraints}
          minLength={constraints ? CLAIM_CONTACT_MIN : undefined}
          maxLength={CLAIM_CONTACT_MAX}
          autoComplete="email"
          defaultValue={values?.contact}
        />
      </Field>
    </>
  );
}
