import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ProviderFormState } from "./ProviderForm";

/**
 * Admin only: latitude and longitude of the entry. Empty fields mean "computed from postal code
 * and city"; typed values are kept as set by an admin (decision 0028).
 */
export function CoordinateFields({ form }: { form: ProviderFormState }) {
  const { t } = useTranslation("forms");
  const { values: v, set, touch, errorFor } = form;
  const field = (key: "latitude" | "longitude", label: string, placeholder: string) => (
    <Field label={label} error={errorFor(key) && t(errorFor(key)!)}>
      <Input
        name={key}
        value={v[key]}
        inputMode="decimal"
        placeholder={placeholder}
        onChange={(e) => set(key, e.target.value)}
        onBlur={() => touch(key)}
        maxLength={20}
      />
    </Field>
  );
  return (
    <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-2">
      <legend className="mb-1 text-sm font-medium text-ink">{t("Koordinaten")}</legend>
      <p className="text-sm text-ink-muted md:col-span-2">
        {t("Leer lassen, um sie aus Postleitzahl und Ort zu berechnen. Eingetragene Werte bleiben erhalten, auch wenn sich die Adresse ändert.")}
      </p>
      {field("latitude", t("Breitengrad"), "52.52")}
      {field("longitude", t("Längengrad"), "13.405")}
    </fieldset>
  );
}
