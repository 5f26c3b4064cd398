import { ImageIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { DateInput } from "~/components/ui/date-input";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useDialogSave, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { AdminBannerRow } from "./admin.server";
import type { CampaignRow, PlacementRow } from "./admin-types";
import { ActiveCheckbox } from "./CampaignDialog";
import { ImagePicker } from "./AdminImagePicker";
import { AD_LIMITS, ADS_MESSAGES } from "./schema";

type SaveResult = FetcherResult & { fieldErrors?: Record<string, string> };

/**
 * Banner create/edit (spec 3 section 5 'Banner form'): name, campaign, placement and image required;
 * the pickers offer only active campaigns and placements (the banner's own stay selectable).
 */
export function BannerDialog({
  banner,
  campaigns,
  placements,
  onClose,
}: {
  banner: AdminBannerRow["banner"] | null;
  campaigns: CampaignRow[];
  placements: PlacementRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<SaveResult>();
  const { errors, busy } = useDialogSave(fetcher, ADS_MESSAGES.bannerError, onClose);
  const [imageUrl, setImageUrl] = useState(banner?.imageUrl ?? "");
  const [picking, setPicking] = useState(false);
  const err = (k: string) => (errors?.[k] ? t(errors[k]) : undefined);
  const p = `banner-${banner?.id ?? "new"}`;
  const title = banner ? t("Banner bearbeiten") : t("Neuer Banner");
  const activeCampaigns = campaigns.filter((c) => c.isActive || c.id === banner?.campaignId);
  const activePlacements = placements.filter((pl) => pl.isActive || pl.id === banner?.placementId);
  return (
    <Dialog open onOpenChange={(open) => !open && !picking && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t("Pflichtfelder sind mit * markiert.")}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action="/admin/ads" noValidate aria-label={title} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="banner-save" />
          <input type="hidden" name="id" value={banner?.id ?? ""} />
          <input type="hidden" name="imageUrl" value={imageUrl} />
          <Field label={t("Name")} required error={err("name")} id={`${p}-name`}>
            <Input name="name" defaultValue={banner?.name ?? ""} maxLength={200} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("Kampagne")} required error={err("campaignId")} id={`${p}-campaign`}>
              <NativeSelect name="campaignId" defaultValue={banner?.campaignId ?? ""}>
                <option value="">{t("Kampagne wählen")}</option>
                {activeCampaigns.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={t("Werbeplatz")} required error={err("placementId")} id={`${p}-placement`}>
              <NativeSelect name="placementId" defaultValue={banner?.placementId ?? ""}>
                <option value="">{t("Werbeplatz wählen")}</option>
                {activePlacements.map((pl) => (
                  <option key={pl.id} value={pl.id}>
                    {pl.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field label={t("Bild")} required error={err("imageUrl") ?? err("image")} id={`${p}-image`}>
            {(control) => (
              <div className="flex flex-wrap items-center gap-3">
                {imageUrl ? <img src={imageUrl} alt="" className="h-16 max-w-48 rounded-md border border-border object-contain" /> : null}
                <Button type="button" variant="outline" {...control} onClick={() => setPicking(true)}>
                  <ImageIcon aria-hidden="true" />
                  {imageUrl ? t("Bild ändern") : t("Bild auswählen")}
                </Button>
              </div>
            )}
          </Field>
          <Field label={t("Alternativtext")} error={err("altText")} id={`${p}-alt`}>
            <Input name="altText" defaultValue={banner?.altText ?? ""} maxLength={300} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("Link-URL")} error={err("linkUrl")} id={`${p}-link`}>
              <Input name="linkUrl" defaultValue={banner?.linkUrl ?? ""} inputMode="url" placeholder="https://…" />
            </Field>
            <Field label={t("Linkziel")} error={err("clickTarget")} id={`${p}-target`}>
              <NativeSelect name="clickTarget" defaultValue={banner?.clickTarget ?? "_blank"}>
                <option value="_blank">{t("Neuer Tab (_blank)")}</option>
                <option value="_self">{t("Gleicher Tab (_self)")}</option>
              </NativeSelect>
            </Field>
            <Field label={t("Priorität (0–100)")} error={err("priority")} id={`${p}-priority`}>
              <Input name="priority" type="number" min={AD_LIMITS.priorityMin} max={AD_LIMITS.priorityMax} step={1} defaultValue={banner?.priority ?? 0} />
            </Field>
            <Field label={t("Gewichtung (1–100)")} error={err("weight")} id={`${p}-weight`}>
              <Input name="weight" type="number" min={AD_LIMITS.weightMin} max={AD_LIMITS.weightMax} step={1} defaultValue={banner?.weight ?? 1} />
            </Field>
            <Field label={t("Startdatum")} required error={err("startDate")} id={`${p}-start`}>
              <DateInput name="startDate" defaultValue={banner?.startDate ?? new Date()} />
            </Field>
            <Field label={t("Enddatum (optional)")} error={err("endDate")} id={`${p}-end`}>
              <DateInput name="endDate" defaultValue={banner?.endDate ?? null} />
            </Field>
          </div>
          <ActiveCheckbox id={`${p}-active`} defaultChecked={banner?.isActive ?? true} />
          <DialogActions className="mt-6" busy={busy} onCancel={onClose} />
        </fetcher.Form>
        <ImagePicker open={picking} onOpenChange={setPicking} onPick={setImageUrl} />
      </DialogContent>
    </Dialog>
  );
}
