import { Search, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { NearFields } from "./NearFields";
import { CategoryOptions, CountryOptions } from "./SelectOptions";
import type { DirectoryFilters } from "./filters";

/** The advanced search panel: a plain GET form, so every search is a shareable URL. */
export function SearchPanel({
  filters,
  categories,
  countries,
  cities,
}: {
  filters: DirectoryFilters;
  categories: string[];
  countries: { code: string; name: string }[];
  cities: string[];
}) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  // With JavaScript: only filled fields go into the URL (without, the plain GET form works too).
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    const data = new FormData(event.currentTarget);
    for (const [key, value] of data) if (String(value).trim()) params.set(key, String(value).trim());
    // The radius only means something with a place.
    if (!data.get("nahe") && !data.get("lat")) params.delete("umkreis");
    if (data.get("nahe")) {
      params.delete("lat");
      params.delete("lng");
    }
    const qs = params.toString();
    void navigate(qs ? `/?${qs}` : "/", { preventScrollReset: true });
  };
  return (
    <Form method="get" action="/" onSubmit={onSubmit} role="search" aria-label={t("Anbieter suchen")} className="rounded-card border border-border bg-white p-4 shadow-sm md:p-5">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-6">
        <Field label={t("Suchbegriff")} className="md:col-span-2 lg:col-span-2">
          <Input name="q" type="search" defaultValue={filters.q} autoComplete="off" maxLength={100} />
        </Field>
        <Field label={t("Kategorie")}>
          <NativeSelect name="kategorie" defaultValue={filters.category ?? ""}>
            <CategoryOptions categories={categories} emptyLabel={t("Alle Kategorien")} />
          </NativeSelect>
        </Field>
        <Field label={t("Land")}>
          <NativeSelect name="land" defaultValue={filters.country ?? ""}>
            <CountryOptions countries={countries} emptyLabel={t("Alle Länder")} />
          </NativeSelect>
        </Field>
        <Field label={t("Stadt")}>
          <Input name="stadt" defaultValue={filters.city} list="hn-cities" autoComplete="off" maxLength={100} />
        </Field>
        <Field label={t("Mindestbewertung")}>
          <NativeSelect name="bewertung" defaultValue={filters.minRating ? String(filters.minRating) : ""}>
            <option value="">{t("Alle Bewertungen")}</option>
            {[4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t("ab {{n}} Sternen", { count: n, n })}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <NearFields filters={filters} />
      <datalist id="hn-cities">
        {cities.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2.5">
          <input type="checkbox" id="hn-verified" name="verifiziert" value="1" defaultChecked={filters.verified} className="size-5 accent-brand-800" />
          <Label htmlFor="hn-verified">{t("Nur verifizierte Anbieter")}</Label>
        </div>
        <div className="flex gap-2">
          <ButtonLink to="/" icon={X} variant="outline">{t("Filter zurücksetzen")}</ButtonLink>
          <Button type="submit">
            <Search aria-hidden="true" />
            {t("Suchen")}
          </Button>
        </div>
      </div>
    </Form>
  );
}
