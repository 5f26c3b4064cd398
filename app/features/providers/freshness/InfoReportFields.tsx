import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { INFO_REPORT_NOTE_MAX, INFO_REPORT_REASON_KEYS, INFO_REPORT_REASON_LABELS } from "./info-report-reasons";

/** The text above the fields of 'Veraltete Info melden' (the dialog's description, the plain form's lead). */
export const INFO_REPORT_LEAD = "Sag uns, was nicht mehr stimmt. Wir prüfen es und informieren den Inhaber des Eintrags.";

/**
 * The fields of 'Veraltete Info melden': what is wrong and an optional note (the dialog and the
 * plain form; the plain form again with what was typed and the field errors after a refusal).
 */
export function InfoReportFields({ errors, values }: { errors?: Record<string, string>; values?: Record<string, string> }) {
  const { t } = useTranslation("common");
  return (
    <>
      <Field label={t("Was stimmt nicht mehr?")} required error={errors?.reason}>
        <NativeSelect name="reason" required defaultValue={values?.reason ?? ""}>
          <option value="" disabled>
            {t("Bitte auswählen")}
          </option>
          {INFO_REPORT_REASON_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(INFO_REPORT_REASON_LABELS[key])}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t("Notiz (optional)")} error={errors?.note}>
        <Textarea name="note" maxLength={INFO_REPORT_NOTE_MAX} rows={3} defaultValue={values?.note} />
      </Field>
    </>
  );
}
