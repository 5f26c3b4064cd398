import { Flag } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { FetcherFormDialog } from "~/components/ui/form-dialog";
import { Textarea } from "~/components/ui/textarea";
import { REPORT_REASON_MAX, type ReportTarget } from "./limits";

/**
 * The report dialog of ReportButton: an optional reason, sent to POST /api/reports; the answer
 * comes as a toast. Loaded only when a member opens it (the dialog primitives stay out of the
 * provider and article pages' first visit).
 */
export default function ReportDialog({ targetType, targetId, onClose }: { targetType: ReportTarget; targetId: string; onClose: () => void }) {
  const { t } = useTranslation("common");
  return (
    <FetcherFormDialog
      title="Inhalt melden"
      description="Ein Admin prüft die Meldung und blendet den Inhalt aus, wenn er gegen die Regeln verstößt."
      action="/api/reports"
      hidden={{ targetType, targetId }}
      submitLabel="Melden"
      submitIcon={Flag}
      onClose={onClose}
    >
      <Field label={t("Grund (optional)")}>
        <Textarea name="reason" maxLength={REPORT_REASON_MAX} rows={3} />
      </Field>
    </FetcherFormDialog>
  );
}
