import { ImageUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DateInput } from "~/components/ui/date-input";
import { Field } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { IMAGE_RULE } from "~/lib/upload-limits";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import type { AdminCouponRow } from "./admin-list.server";
import { COUPON_LIMITS, DISCOUNT_LABELS, DISCOUNT_TYPES } from "./schema";

/**
 * The fields of the merchant and the coupon form, shared by /gutschein/hinzufuegen and the
 * back-office edit dialogs. Plain named inputs: the forms post them as they are.
 */

type Errors = Record<string, string> | undefined;

export type MerchantValues = { name: string; description: string | null; website: string | null; logoUrl: string | null };
export type CouponValues = Pick<
  AdminCouponRow,
  "code" | "title" | "description" | "discountType" | "discountValue" | "affiliateUrl" | "validFrom" | "validUntil"
>;

/** A stored UTC day boundary as an instant on the same calendar day in German time (for DateInput). */
function dayValue(iso: string | null): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12));
}

export function MerchantFields({ values, errors, idPrefix }: { values?: Partial<MerchantValues>; errors: Errors; idPrefix: string }) {
  const { t } = useTranslation("forms");
  const e = (k: string) => (errors?.[k] ? t(errors[k]) : undefined);
  return (
    <div className="grid gap-4">
      <Field label={t("Name")} required error={e("name")} id={`${idPrefix}-name`}>
        <Input name="name" defaultValue={values?.name ?? ""} maxLength={COUPON_LIMITS.nameMax} autoComplete="organization" />
      </Field>
      <Field label={t("Beschreibung")} required error={e("description")} id={`${idPrefix}-description`}>
        <Textarea name="description" defaultValue={values?.description ?? ""} maxLength={COUPON_LIMITS.descriptionMax} rows={4} />
      </Field>
      <Field label={t("Website")} error={e("website")} id={`${idPrefix}-website`} description={t("Optional, z. B. https://www.beispiel-shop.de")}>
        <Input name="website" type="url" inputMode="url" defaultValue={values?.website ?? ""} maxLength={COUPON_LIMITS.urlMax} placeholder="https://" />
      </Field>
      <Field label={t("Logo-URL")} error={e("logoUrl")} id={`${idPrefix}-logo-url`} description={t("Optional. Angezeigt werden nur hochgeladene Logos.")}>
        <Input name="logoUrl" type="text" inputMode="url" defaultValue={values?.logoUrl ?? ""} maxLength={COUPON_LIMITS.urlMax} />
      </Field>
      <Field label={t("Logo hochladen")} error={e("logo")} id={`${idPrefix}-logo`} description={t("Optional: JPG, PNG, WEBP oder GIF, höchstens 5 MB.")}>
        <FileInput name="logo" accept="image/jpeg,image/png,image/webp,image/gif" icon={ImageUp} buttonLabel={t("Bild auswählen")} image={IMAGE_RULE} />
      </Field>
    </div>
  );
}

export function CouponFields({ values, errors, idPrefix }: { values?: Partial<CouponValues>; errors: Errors; idPrefix: string }) {
  const { t } = useTranslation("forms");
  const e = (k: string) => (errors?.[k] ? t(errors[k]) : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("Gutscheincode")} required error={e("code")} id={`${idPrefix}-code`} className="sm:col-span-2">
        <Input
          name="code"
          defaultValue={values?.code ?? ""}
          maxLength={COUPON_LIMITS.codeMax}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase"
        />
      </Field>
      <Field label={t("Titel")} error={e("title")} id={`${idPrefix}-title`} className="sm:col-span-2">
        <Input name="title" defaultValue={values?.title ?? ""} maxLength={COUPON_LIMITS.titleMax} placeholder={t("z. B. 10 % auf alles")} />
      </Field>
      <Field label={t("Beschreibung")} error={e("description")} id={`${idPrefix}-coupon-description`} className="sm:col-span-2">
        <Textarea name="description" defaultValue={values?.description ?? ""} maxLength={COUPON_LIMITS.couponDescriptionMax} rows={3} />
      </Field>
      <Field label={t("Rabattart")} error={e("discountType")} id={`${idPrefix}-discount-type`}>
        <NativeSelect name="discountType" defaultValue={values?.discountType ?? ""}>
          <option value="">{t("Keine Angabe")}</option>
          {DISCOUNT_TYPES.map((d) => (
            <option key={d} value={d}>
              {t(DISCOUNT_LABELS[d])}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t("Rabattwert")} error={e("discountValue")} id={`${idPrefix}-discount-value`} description={t("z. B. 10, 5 € oder Gratis Versand")}>
        <Input name="discountValue" defaultValue={values?.discountValue ?? ""} maxLength={COUPON_LIMITS.discountValueMax} />
      </Field>
      <Field label={t("Affiliate-Link")} error={e("affiliateUrl")} id={`${idPrefix}-affiliate`} className="sm:col-span-2">
        <Input
          name="affiliateUrl"
          type="url"
          inputMode="url"
          defaultValue={values?.affiliateUrl ?? ""}
          maxLength={COUPON_LIMITS.urlMax}
          placeholder="https://"
        />
      </Field>
      <Field label={t("Gültig ab")} error={e("validFrom")} id={`${idPrefix}-valid-from`}>
        <DateInput name="validFrom" defaultValue={dayValue(values?.validFrom ?? null)} />
      </Field>
      <Field label={t("Gültig bis")} error={e("validUntil")} id={`${idPrefix}-valid-until`}>
        <DateInput name="validUntil" defaultValue={dayValue(values?.validUntil ?? null)} />
      </Field>
    </div>
  );
}
