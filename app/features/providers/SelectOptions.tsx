import { useTranslation } from "react-i18next";
import { categoryLabel } from "./categories";

/** The <option>s of a category select: an empty first option (`emptyLabel`), then each category's label. */
export function CategoryOptions({ categories, emptyLabel }: { categories: readonly string[]; emptyLabel: string }) {
  const { t } = useTranslation("common");
  return (
    <>
      <option value="">{emptyLabel}</option>
      {categories.map((c) => (
        <option key={c} value={c}>
          {t(categoryLabel(c))}
        </option>
      ))}
    </>
  );
}

/** The <option>s of a country select, optionally after an empty first option (`emptyLabel`). */
export function CountryOptions({ countries, emptyLabel }: { countries: readonly { code: string; name: string }[]; emptyLabel?: string }) {
  return (
    <>
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </>
  );
}
