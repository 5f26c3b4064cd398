import { Search, SlidersHorizontal, X } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { SuggestInput } from "~/components/ui/suggest-input";
import { cn } from "~/lib/cn";
import { StaticPart } from "~/lib/static-part";
import type { DirectoryFilters } from "./filters";
import { RADIUS_OPTIONS } from "./geo/geo";
import { LocateButton } from "./geo/LocateButton";
import { CategoryOptions, CountryOptions } from "./SelectOptions";

const suggestUrl = (feld: "was" | "wo") => (term: string) => `/api/suggest?${new URLSearchParams({ q: term, feld }).toString()}`;
const whatUrl = suggestUrl("was");
const whereUrl = suggestUrl("wo");

/** How many filters of the panel are set (shown on its button). */
function panelCount(f: DirectoryFilters) {
  return [f.category, f.country, f.city, f.minRating, f.verified, f.openAdmission].filter(Boolean).length;
}

const fieldClasses = "h-11 w-full min-w-0 border-0 bg-transparent px-2 text-base text-ink placeholder:text-ink-muted focus:outline-none md:text-sm";
// A phone shows the label beside the field (one row each), wider screens above it.
const cellClasses =
  "flex min-w-0 flex-1 items-center rounded-lg px-2 focus-within:ring-2 focus-within:ring-brand-700/40 md:flex-col md:items-stretch md:pt-1.5";
const cellLabelClasses = "w-10 shrink-0 px-1 text-sm font-semibold text-ink md:w-auto md:px-2 md:text-xs";

/**
 * The search bar of home (issue #26): 'Was?' (name, category, keyword) and 'Wo?' (postal code,
 * place, 'In meiner Nähe'), both with suggestions while typing; the other filters of spec 1
 * (category, country, city, minimum rating, verified, radius, open club admission) in a panel that
 * opens from the bar: a <details> (works without JavaScript), a bottom sheet on a phone. The whole
 * form is a plain GET form, so every search is a shareable URL.
 */
export function SearchBar({
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
  const panel = useRef<HTMLDetailsElement>(null);
  const count = panelCount(filters);

  // With JavaScript: only filled fields go into the URL (without, the plain GET form works too).
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    const data = new FormData(event.currentTarget);
    for (const [key, value] of data) if (String(value).trim()) params.set(key, String(value).trim());
    // A typed place wins over an earlier browser position; the radius only means something with a place.
    if (data.get("nahe")) {
      params.delete("lat");
      params.delete("lng");
    }
    if (!params.get("nahe") && !params.get("lat")) {
      params.delete("umkreis");
      if (params.get("sortierung") === "entfernung") params.delete("sortierung");
    }
    if (panel.current) panel.current.open = false;
    const qs = params.toString();
    void navigate(qs ? `/?${qs}` : "/", { preventScrollReset: true });
  };

  const closePanel = () => {
    if (panel.current) panel.current.open = false;
  };

  const closeOnEscape = (event: React.KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !panel.current?.open || event.defaultPrevented) return;
    panel.current.open = false;
    panel.current.querySelector("summary")?.focus();
  };

  return (
    <Form method="get" action="/" onSubmit={onSubmit} role="search" aria-label={t("Anbieter suchen")} className="relative" id="suche">
      <div className="flex flex-col gap-1 rounded-card border border-border bg-white p-1.5 shadow-sm md:flex-row md:items-center">
        <div className={cellClasses}>
          <label htmlFor="hn-was" className={cellLabelClasses}>
            {t("Was?")}
          </label>
          <SuggestInput
            id="hn-was"
            name="q"
            defaultValue={filters.q}
            maxLength={100}
            sourceUrl={whatUrl}
            placeholder={t("Name, Kategorie oder Stichwort")}
            className={fieldClasses}
          />
        </div>
        <div aria-hidden="true" className="hidden h-10 w-px bg-border md:block" />
        <div className={cn(cellClasses, "border-t border-border md:border-t-0")}>
          <label htmlFor="wo" className={cellLabelClasses}>
            {t("Wo?")}
          </label>
          <div className="flex min-w-0 flex-1 flex-wrap items-center md:flex-none">
            <SuggestInput
              id="wo"
              name="nahe"
              defaultValue={filters.near}
              maxLength={100}
              sourceUrl={whereUrl}
              placeholder={filters.position ? t("Dein Standort") : t("PLZ oder Ort")}
              className={fieldClasses}
            />
            <LocateButton filters={filters} />
          </div>
        </div>
        <div className="flex items-center gap-1.5 p-0.5 md:p-0">
          <details ref={panel} className="group flex-1 md:flex-none" onKeyDown={closeOnEscape}>
            <summary
              className={cn(
                "inline-flex h-11 w-full cursor-pointer list-none items-center justify-center gap-2 rounded-lg border border-border px-3.5 text-sm font-medium text-ink hover:bg-surface-muted [&::-webkit-details-marker]:hidden",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 group-open:bg-brand-50",
              )}
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {t("Filter")}
              {count > 0 ? (
                <>
                  <span className="rounded-full bg-brand-800 px-1.5 text-xs text-white" aria-hidden="true">
                    {count}
                  </span>
                  <span className="sr-only">{t("({{count}} aktiv)", { count })}</span>
                </>
              ) : null}
            </summary>
            {/* Closed at first, and its only interactions are the form's own (its fields, 'Anwenden', which
                the form element handles), a link and 'Filter schließen': taken over as the server wrote
                it, not hydrated, and its component not even run (decisions 0050, 0052); the SearchBar
                renders anew (its key) after every search, the panel live from then on. */}
            <StaticPart
              role="group"
              aria-labelledby="hn-filter-title"
              onAdoptedClick={(event) => {
                if ((event.target as Element).closest?.("[data-filter-close]")) closePanel();
              }}
              className={cn(
                "z-50 flex flex-col gap-4 border border-border bg-white p-4 shadow-xl",
                "max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:max-h-[85vh] max-md:overflow-y-auto max-md:rounded-t-2xl max-md:pb-6",
                "md:absolute md:inset-x-0 md:top-full md:mt-2 md:rounded-card",
              )}
            >
              <FilterPanel filters={filters} categories={categories} countries={countries} cities={cities} onClose={closePanel} />
            </StaticPart>
          </details>
          <Button type="submit" className="h-11 flex-1 px-5 md:flex-none">
            <Search aria-hidden="true" />
            {t("Suchen")}
          </Button>
        </div>
      </div>
      {filters.position ? (
        <>
          <input type="hidden" name="lat" value={filters.position.lat} />
          <input type="hidden" name="lng" value={filters.position.lng} />
        </>
      ) : null}
      {filters.sort ? <input type="hidden" name="sortierung" value={filters.sort} /> : null}
    </Form>
  );
}

/** The filter panel's content (its box is the SearchBar's): under the bar from 768 px on, a bottom sheet below. */
function FilterPanel({
  filters,
  categories,
  countries,
  cities,
  onClose,
}: {
  filters: DirectoryFilters;
  categories: string[];
  countries: { code: string; name: string }[];
  cities: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation("common");
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h2 id="hn-filter-title" className="text-base font-semibold text-ink">
          {t("Filter")}
        </h2>
        <button
          type="button"
          onClick={onClose}
          data-filter-close=""
          className="inline-flex size-11 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-700"
          aria-label={t("Filter schließen")}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
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
        <Field label={t("Umkreis")}>
          <NativeSelect name="umkreis" defaultValue={String(filters.radius)}>
            {RADIUS_OPTIONS.map((km) => (
              <option key={km} value={km}>
                {t("{{km}} km", { km })}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <datalist id="hn-cities">
        {cities.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
          <div className="flex min-h-11 items-center gap-2.5">
            <input type="checkbox" id="hn-verified" name="verifiziert" value="1" defaultChecked={filters.verified} className="size-5 accent-brand-800" />
            <Label htmlFor="hn-verified">{t("Nur verifizierte Anbieter")}</Label>
          </div>
          <div className="flex min-h-11 items-center gap-2.5">
            <input
              type="checkbox"
              id="hn-open-admission"
              name="aufnahme"
              value="offen"
              defaultChecked={filters.openAdmission}
              className="size-5 accent-brand-800"
            />
            <Label htmlFor="hn-open-admission">{t("Nur Clubs mit offener Aufnahme")}</Label>
          </div>
        </div>
        <div className="flex gap-2">
          <ButtonLink to="/" icon={X} variant="outline" className="h-11 flex-1 sm:flex-none">
            {t("Filter zurücksetzen")}
          </ButtonLink>
          <Button type="submit" className="h-11 flex-1 sm:flex-none">
            {t("Anwenden")}
          </Button>
        </div>
      </div>
    </>
  );
}
