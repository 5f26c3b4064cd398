import { Flag } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { ReportTarget } from "./limits";

const ReportDialog = lazy(() => import("./ReportDialog"));

/**
 * 'Melden' on a review or article (members with the 'moderator tools' gate). The button is part
 * of the page; its dialog (./ReportDialog) is loaded when it is opened.
 */
export function ReportButton({ targetType, targetId, label }: { targetType: ReportTarget; targetId: string; label: string }) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={t("Melden: {{label}}", { label })}>
        <Flag aria-hidden="true" />
        {t("Melden")}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
