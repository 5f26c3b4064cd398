import { useTranslation } from "react-i18next";
import { QueryForm, QuerySearch, QuerySelect } from "~/components/ui/query-form";
import { ADMIN_PROVIDER_PAGE_SIZES, ADMIN_PROVIDER_STATUSES, type AdminProviderQuery } from "./admin-schema";
import { STATUS_LABELS } from "./AdminProviderTable";

/** Search (name, city or id), status filter and page size as a GET form: everything stays in the URL. */
export function AdminProviderFilters({ query }: { query: AdminProviderQuery }) {
  const { t } = useTranslation("admin");
  return (
    <QueryForm submitLabel={t("Filtern")} label={t("Anbieter filtern")} className="sm:flex-wrap">
      {query.sortierung !== "standard" ? <input type="hidden" name="sortierung" value={query.sortierung} /> : null}
      {query.richtung ? <input type="hidden" name="richtung" value={query.richtung} /> : null}
      <QuerySearch id="provider-q" label={t("Suche (Name, Stadt oder ID)")} defaultValue={query.q} className="min-w-56" />
      <QuerySelect
        id="provider-status"
        name="status"
        label={t("Status")}
        defaultValue={query.status ?? ""}
        options={[{ value: "", label: t("Alle Status") }, ...ADMIN_PROVIDER_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) }))]}
        className="sm:w-44"
      />
      <QuerySelect
        id="provider-size"
        name="anzahl"
        label={t("Pro Seite")}
        defaultValue={String(query.anzahl)}
        options={ADMIN_PROVIDER_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
        className="sm:w-32"
      />
    </QueryForm>
  );
}
