import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { useFetcher } from "react-router";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import type { AdminProviderRow } from "./admin-list.server";
import { PROVIDER_REJECTION_REASON_MAX } from "./admin-schema";

type Fetcher = ReturnType<typeof useFetcher<{ ok: boolean }>>;

/**
 * 'Ablehnen' of one entry in the back-office list: an optional reason (at most 500 characters;
 * the server cleans and stores it and sends it to the submitter). It posts with the table's own
 * fetcher, whose toast survives the row leaving the list; the table closes the dialog on success,
 * and it stays open with the typed reason when the request fails.
 */
export function RejectDialog({
  row,
  fetcher,
  action,
  onSubmit,
  onClose,
}: {
  row: AdminProviderRow;
  fetcher: Fetcher;
  action: string;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const [reason, setReason] = useState("");
  const busy = fetcher.state !== "idle";
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("„{{name}}“ ablehnen?", { name: row.name })}</DialogTitle>
          <DialogDescription>
            {t(
              "Der Eintrag verschwindet aus dem Verzeichnis. Wer ihn eingereicht hat, erhält eine Nachricht und eine E-Mail, mit deiner Begründung, falls du eine angibst.",
            )}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={action} onSubmit={onSubmit} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="ids" value={row.id} />
          <Field label={t("Begründung (optional)")} description={t("{{n}} von {{max}} Zeichen", { n: reason.length, max: PROVIDER_REJECTION_REASON_MAX })}>
            <Textarea name="reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={PROVIDER_REJECTION_REASON_MAX} rows={4} />
          </Field>
          <DialogActions busy={busy} onCancel={onClose} submitLabel="Ablehnen" icon={X} variant="destructive" spinner={false} />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
