import { FileWarning } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { FetcherFormDialog } from "~/components/ui/form-dialog";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { INFO_REPORT_NOTE_MAX, INFO_REPORT_REASON_KEYS, INFO_REPORT_REASON_LABELS } from "./info-report-reasons";

/** 'Veraltete Info melden': what is wrong and an optional note, sent to POST /api/info-reports (loaded when opened). */
export default function InfoReportDialog({ providerId, onClose }: { providerId: string; onClose: () => void }) {
  const { t } = useTranslation("common");
  return (
    <FetcherFormDialog
      title="Veraltete Info melden"
      description="Sag uns, was nicht mehr stimmt. Wir prüfen es und informieren den Inhaber des Eintrags."
      action="/api/info-reports"
      hidden={{ providerId }}
      submitLabel="Meldung senden"
      submitIcon={FileWarning}
      onClose={onClose}
    >
      <Field label={t("Was stimmt nicht mehr?")} required>
        <NativeSelect name="reason" required defaultValue="">
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
      <Field label={t("Notiz (optional)")}>
        <Textarea name="note" maxLength={INFO_REPORT_NOTE_MAX} rows={3} />
      </Field>
    </FetcherFormDialog>
  );
}
