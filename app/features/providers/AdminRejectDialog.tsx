import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { FetcherFormDialog } from "~/components/ui/form-dialog";
import { Textarea } from "~/components/ui/textarea";
import type { AdminProviderRow } from "./admin-list.server";
import { PROVIDER_REJECTION_REASON_MAX } from "./admin-schema";

/**
 * 'Ablehnen' of one entry in the back-office list: an optional reason (at most 500 characters;
 * the server cleans and stores it and sends it to the submitter). The dialog stays open with the
 * typed reason when the request fails.
 */
export function RejectDialog({ row, action, onClose }: { row: AdminProviderRow; action: string; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const [reason, setReason] = useState("");
  return (
    <FetcherFormDialog
      title={t("„{{name}}“ ablehnen?", { name: row.name })}
      description={t("Der Eintrag verschwindet aus dem Verzeichnis. Wer ihn eingereicht hat, erhält eine Nachricht und eine E-Mail, mit deiner Begründung, falls du eine angibst.")}
      action={action}
      hidden={{ intent: "reject", ids: row.id }}
      submitLabel="Ablehnen"
      submitIcon={X}
      onClose={onClose}
      namespace="admin"
    >
      <Field label={t("Begründung (optional)")} description={t("{{n}} von {{max}} Zeichen", { n: reason.length, max: PROVIDER_REJECTION_REASON_MAX })}>
        <Textarea name="reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={PROVIDER_REJECTION_REASON_MAX} rows={4} />
      </Field>
    </FetcherFormDialog>
  );
}
