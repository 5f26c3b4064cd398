import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import { filtersToSearch, effectiveSort, SORT_LABELS, sortOptions, type DirectoryFilters, type DirectorySort } from "./filters";

/**
 * 'Sortieren nach' above the results (issue #26): a GET form with the current filters as hidden
 * fields (without JavaScript its button sends it); with JavaScript a change goes straight to the
 * new address. 'Entfernung' is offered only with a place.
 */
export function SortControl({ filters }: { filters: DirectoryFilters }) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const current = effectiveSort(filters);
  const hidden = [...new URLSearchParams(filtersToSearch({ ...filters, sort: null }, 1))];
  const go = (sort: DirectorySort) => void navigate(`/${filtersToSearch({ ...filters, sort }, 1)}`, { preventScrollReset: true });
  return (
    <Form
      method="get"
      action="/"
      className="flex items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        go(new FormData(e.currentTarget).get("sortierung") as DirectorySort);
      }}
    >
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="hn-sort" className="text-sm text-ink-muted max-sm:sr-only">
        {t("Sortieren nach")}
      </label>
      <select
        id="hn-sort"
        name="sortierung"
        value={current}
        onChange={(e) => go(e.currentTarget.value as DirectorySort)}
        className="h-11 rounded-lg border border-border bg-white px-2 text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-brand-700 md:h-9"
      >
        {sortOptions(filters).map((s) => (
          <option key={s} value={s}>
            {t(SORT_LABELS[s])}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-9 rounded-lg border border-border px-3 text-sm">
          {t("Sortieren")}
        </button>
      </noscript>
    </Form>
  );
}
