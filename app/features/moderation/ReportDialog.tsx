import { Flag } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/lib/toast";
import { REPORT_REASON_MAX, type ReportTarget } from "./limits";

type Result = { ok: true; message: string } | { ok: false; error: string; fieldErrors?: Record<string, string> };

/**
 * The report dialog of ReportButton: an optional reason, sent to POST /api/reports; the answer
 * comes as a toast. Loaded only when a member opens it (the dialog primitives stay out of the
 * provider and article pages' first visit).
 */
export default function ReportDialog({ targetType, targetId, onClose }: { targetType: ReportTarget; targetId: string; onClose: () => void }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<Result>();
  useEffect(() => {
    const d = fetcher.data;
    if (!d || fetcher.state !== "idle") return;
    if (d.ok) {
      toast.success(t(d.message));
      onClose();
    } else toast.error(t(d.error));
  }, [fetcher.data, fetcher.state, t, onClose]);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Inhalt melden")}</DialogTitle>
          <DialogDescription>{t("Ein Admin prüft die Meldung und blendet den Inhalt aus, wenn er gegen die Regeln verstößt.")}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action="/api/reports" className="flex flex-col gap-4">
          <input type="hidden" name="targetType" value={targetType} />
          <input type="hidden" name="targetId" value={targetId} />
          <Field label={t("Grund (optional)")}>
            <Textarea name="reason" maxLength={REPORT_REASON_MAX} rows={3} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t("Abbrechen")}
            </Button>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              <Flag aria-hidden="true" />
              {t("Melden")}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
