import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateInput } from "~/components/ui/date-input";
import { Field } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { IMAGE_RULE } from "~/lib/upload-limits";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import type { ContestCardData } from "./public.server";
import { CONTEST_LIMITS as L, STATUS_LABELS } from "./schema";

type Errors = Record<string, string> | undefined;

/**
 * The fields of the contest form (creation dialog and dashboard), with the spec's input limits.
 * Sends `openedAt` (when the form was shown) for the server's fill-time check. Vouchers show code
 * and quantity and hide the participant limit; the status is read-only.
 */
export function ContestFormFields({ contest, errors }: { contest?: ContestCardData | null; errors?: Errors }) {
  const { t } = useTranslation("common");
  const [prizeType, setPrizeType] = useState<"individual" | "voucher">(contest?.prizeType ?? "individual");
  const openedAt = useRef(0);
  const [opened, setOpened] = useState("");
  useEffect(() => {
    openedAt.current = Date.now();
    setOpened(String(openedAt.current));
  }, []);
  const e = (k: string) => (errors?.[k] ? t(errors[k]) : undefined);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <input type="hidden" name="openedAt" value={opened} />
      {contest && <input type="hidden" name="imageUrl" value={contest.imageUrl ?? ""} />}
      <Field label={t("Titel")} required error={e("title")} className="md:col-span-2">
        <Input name="title" defaultValue={contest?.title ?? ""} maxLength={L.titleMax} required minLength={L.titleMin} />
      </Field>
      <Field label={t("Beschreibung")} required error={e("description")} className="md:col-span-2">
        <Textarea name="description" defaultValue={contest?.description ?? ""} maxLength={L.descriptionMax} rows={4} required />
      </Field>
      <Field label={t("Kurze Gewinnbeschreibung")} required error={e("prizeDescription")} className="md:col-span-2">
        <Input name="prizeDescription" defaultValue={contest?.prizeDescription ?? ""} maxLength={L.prizeSummaryMax} required />
      </Field>
      <Field label={t("Gewinnart")} error={e("prizeType")}>
        <NativeSelect name="prizeType" value={prizeType} onChange={(ev) => setPrizeType(ev.target.value === "voucher" ? "voucher" : "individual")}>
          <option value="individual">{t("Individueller Gewinn")}</option>
          <option value="voucher">{t("Gutschein")}</option>
        </NativeSelect>
      </Field>
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <Field label={t("Gewinnwert")} required error={e("prizeValue")}>
          <Input
            name="prizeValue"
            type="number"
            inputMode="decimal"
            min={0}
            max={L.prizeValueMax}
            step="0.01"
            defaultValue={contest?.prizeValue ?? ""}
            required
          />
        </Field>
        <Field label={t("Währung")} error={e("currency")}>
          <NativeSelect name="currency" defaultValue={contest?.currency ?? "EUR"}>
            <option value="EUR">EUR</option>
            <option value="USD">USD</option>
            <option value="CHF">CHF</option>
          </NativeSelect>
        </Field>
      </div>
      {prizeType === "individual" ? (
        <>
          <Field label={t("Gewinnbeschreibung")} required error={e("individualPrizeDescription")} className="md:col-span-2">
            <Textarea name="individualPrizeDescription" defaultValue={contest?.individualPrizeDescription ?? ""} maxLength={L.individualPrizeMax} rows={3} />
          </Field>
          <Field label={t("Maximale Teilnehmerzahl")} error={e("maxParticipants")} description={t("Leer lassen für unbegrenzt")}>
            <Input
              name="maxParticipants"
              type="number"
              inputMode="numeric"
              min={1}
              max={L.maxParticipantsMax}
              step={1}
              defaultValue={contest?.maxParticipants ?? ""}
            />
          </Field>
        </>
      ) : (
        <>
          <Field label={t("Gutscheincode")} required error={e("voucherCode")}>
            <Input name="voucherCode" defaultValue={contest?.voucherCode ?? ""} maxLength={L.voucherCodeMax} />
          </Field>
          <Field label={t("Anzahl Gutscheine")} required error={e("voucherQuantity")}>
            <Input
              name="voucherQuantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={L.voucherQuantityMax}
              step={1}
              defaultValue={contest?.voucherQuantity ?? 1}
            />
          </Field>
        </>
      )}
      <Field label={t("Beginn")} required error={e("startDate")}>
        <DateInput name="startDate" withTime defaultValue={contest?.startDate ?? null} />
      </Field>
      <Field label={t("Ende")} required error={e("endDate")}>
        <DateInput name="endDate" withTime defaultValue={contest?.endDate ?? null} />
      </Field>
      <Field label={t("Teilnahmebedingungen")} required error={e("termsAndConditions")} className="md:col-span-2">
        <Textarea name="termsAndConditions" defaultValue={contest?.termsAndConditions ?? ""} maxLength={L.termsMax} rows={4} required />
      </Field>
      <Field label={t("Bild")} error={e("image")} description={t("JPG, PNG, WEBP oder GIF, höchstens 5 MB")}>
        <FileInput name="image" accept="image/*" image={IMAGE_RULE} />
      </Field>
      {contest && (
        <Field label={t("Status")}>
          <Input name="statusShown" value={t(STATUS_LABELS[contest.status])} readOnly disabled />
        </Field>
      )}
    </div>
  );
}
