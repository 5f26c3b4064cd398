import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Checkbox } from "~/components/ui/checkbox";
import { DateInput } from "~/components/ui/date-input";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Textarea } from "~/components/ui/textarea";
import { useDialogSave, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { CampaignRow } from "./admin-types";
import { ADS_MESSAGES } from "./schema";

type SaveResult = FetcherResult & { fieldErrors?: Record<string, string> };

/** Cancel and save of the ads dialogs. */

/** The 'Aktiv' checkbox of the dialogs (default checked). */
export function ActiveCheckbox({ id, defaultChecked }: { id: string; defaultChecked: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <Field label={t("Aktiv")} inline id={id}>
      <Checkbox name="isActive" value="1" defaultChecked={defaultChecked} />
    </Field>
  );
}

/**
 * Campaign create/edit (spec 3 section 5): name required ('Name ist erforderlich'), description
 * optional, start date required, end date optional and not before the start.
 */
export function CampaignDialog({ campaign, onClose }: { campaign: CampaignRow | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<SaveResult>();
  const { errors, busy } = useDialogSave(fetcher, ADS_MESSAGES.campaignError, onClose);
  const err = (k: string) => (errors?.[k] ? t(errors[k]) : undefined);
  const p = `campaign-${campaign?.id ?? "new"}`;
  const title = campaign ? t("Kampagne bearbeiten") : t("Neue Kampagne");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t("Kampagnen bündeln Banner mit gemeinsamem Zeitraum.")}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action="/admin/ads" noValidate aria-label={title} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="campaign-save" />
          <input type="hidden" name="id" value={campaign?.id ?? ""} />
          <Field label={t("Name")} required error={err("name")} id={`${p}-name`}>
            <Input name="name" defaultValue={campaign?.name ?? ""} maxLength={200} />
          </Field>
          <Field label={t("Beschreibung")} error={err("description")} id={`${p}-description`}>
            <Textarea name="description" defaultValue={campaign?.description ?? ""} rows={3} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("Startdatum")} required error={err("startDate")} id={`${p}-start`}>
              <DateInput name="startDate" defaultValue={campaign?.startDate ?? new Date()} />
            </Field>
            <Field label={t("Enddatum (optional)")} error={err("endDate")} id={`${p}-end`}>
              <DateInput name="endDate" defaultValue={campaign?.endDate ?? null} />
            </Field>
          </div>
          <ActiveCheckbox id={`${p}-active`} defaultChecked={campaign?.isActive ?? true} />
          <DialogActions className="mt-6" busy={busy} onCancel={onClose} />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
