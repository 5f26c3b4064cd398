import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { ADMIN_PROVIDER_PAGE_SIZES, ADMIN_PROVIDER_STATUSES, type AdminProviderQuery } from "./admin-schema";
import { STATUS_LABELS } from "./AdminProviderTable";

/** Search (name, city or id), status filter and page size as a GET form: everything stays in the URL. */
export function AdminProviderFilters({ query }: { query: AdminProviderQuery }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end" role="search" aria-label={t("Anbieter filtern")}>
      {query.sortierung !== "standard" ? <input type="hidden" name="sortierung" value={query.sortierung} /> : null}
      {query.richtung ? <input type="hidden" name="richtung" value={query.richtung} /> : null}
      <div className="flex min-w-56 flex-1 flex-col gap-1.5">
        <Label htmlFor="provider-q">{t("Suche (Name, Stadt oder ID)")}</Label>
        <Input id="provider-q" name="q" type="search" defaultValue={query.q} maxLength={100} />
      </div>
      <div className="flex flex-col gap-1.5 sm:w-44">
        <Label htmlFor="provider-status">{t("Status")}</Label>
        <NativeSelect id="provider-status" name="status" defaultValue={query.status ?? ""}>
          <option value="">{t("Alle Status")}</option>
          {ADMIN_PROVIDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5 sm:w-32">
        <Label htmlFor="provider-size">{t("Pro Seite")}</Label>
        <NativeSelect id="provider-size" name="anzahl" defaultValue={String(query.anzahl)}>
          {ADMIN_PROVIDER_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        {t("Filtern")}
      </Button>
    </Form>
  );
}
