import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useDialogSave, type FetcherResult } from "~/lib/use-fetcher-toast";
import { DialogActions } from "~/components/ui/dialog-actions";
import type { AdminCouponRow, AdminMerchantRow } from "./admin-list.server";
import { ADMIN_COUPONS_ACTION } from "./AdminRowActions";
import { CouponFields, MerchantFields } from "./FormFields";
import { ADMIN_COUPON_MESSAGES, MODERATION_STATUSES, STATUS_LABELS } from "./schema";

type SaveResult = FetcherResult & { fieldErrors?: Record<string, string> };

/**
 * A save in a dialog (useDialogSave): the success toast closes it; a refusal that names fields
 * shows their messages at the fields only, the first one focused; any other refusal is the spec's
 * error toast with the reason.
 */
function useSave(key: string, errorText: string, onClose: () => void) {
  const fetcher = useFetcher<SaveResult>({ key });
  const form = useRef<HTMLFormElement>(null);
  return { fetcher, form, ...useDialogSave(fetcher, errorText, onClose, "admin", form) };
}

/** Merchant edit (spec 3 section 5): name and description required, website and logo optional. */
export function MerchantEditDialog({ merchant, onClose }: { merchant: AdminMerchantRow; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const { fetcher, form, errors, busy } = useSave(`merchant-edit-${merchant.id}`, ADMIN_COUPON_MESSAGES.merchantUpdateError, onClose);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("Merchant bearbeiten")}</DialogTitle>
          <DialogDescription>{merchant.name}</DialogDescription>
        </DialogHeader>
        <fetcher.Form ref={form} method="post" action={ADMIN_COUPONS_ACTION} encType="multipart/form-data" noValidate aria-label={t("Merchant bearbeiten")}>
          <input type="hidden" name="intent" value="merchant-update" />
          <input type="hidden" name="id" value={merchant.id} />
          <MerchantFields values={merchant} errors={errors} idPrefix={`edit-merchant-${merchant.id}`} />
          <DialogActions className="mt-6" busy={busy} onCancel={onClose} />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** Coupon edit (spec 3 section 5): every field incl. the code (admins only), the status and the display weight. */
export function CouponEditDialog({ coupon, onClose }: { coupon: AdminCouponRow; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const { fetcher, form, errors, busy } = useSave(`coupon-edit-${coupon.id}`, ADMIN_COUPON_MESSAGES.couponUpdateError, onClose);
  const idPrefix = `edit-coupon-${coupon.id}`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("Gutschein bearbeiten")}</DialogTitle>
          <DialogDescription>{coupon.merchant.name}</DialogDescription>
        </DialogHeader>
        <fetcher.Form ref={form} method="post" action={ADMIN_COUPONS_ACTION} noValidate aria-label={t("Gutschein bearbeiten")}>
          <input type="hidden" name="intent" value="coupon-update" />
          <input type="hidden" name="id" value={coupon.id} />
          <CouponFields values={coupon} errors={errors} idPrefix={idPrefix} />
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field label={t("Status")} error={errors?.status ? t(errors.status) : undefined} id={`${idPrefix}-status`}>
              <NativeSelect name="status" defaultValue={coupon.status}>
                {MODERATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(STATUS_LABELS[s])}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={t("Display-Weight (1–10)")} error={errors?.displayWeight ? t(errors.displayWeight) : undefined} id={`${idPrefix}-weight`}>
              <Input name="displayWeight" type="number" min={1} max={10} step={1} defaultValue={coupon.displayWeight} />
            </Field>
          </div>
          <DialogActions className="mt-6" busy={busy} onCancel={onClose} />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
