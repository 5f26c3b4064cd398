import { FileWarning } from "lucide-react";
import { FetcherFormDialog } from "~/components/ui/form-dialog";
import { INFO_REPORT_LEAD, InfoReportFields } from "./InfoReportFields";

/** 'Veraltete Info melden': what is wrong and an optional note, sent to POST /api/info-reports (loaded when opened). */
export default function InfoReportDialog({ providerId, onClose }: { providerId: string; onClose: () => void }) {
  return (
    <FetcherFormDialog
      title="Veraltete Info melden"
      description={INFO_REPORT_LEAD}
      action="/api/info-reports"
      hidden={{ providerId }}
      submitLabel="Meldung senden"
      submitIcon={FileWarning}
      onClose={onClose}
    >
      <InfoReportFields />
    </FetcherFormDialog>
  );
}
