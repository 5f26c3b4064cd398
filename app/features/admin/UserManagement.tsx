import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { EmptyNote, QueryForm, QuerySearch, QuerySelect } from "~/components/ui/query-form";
import { Switch } from "~/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { userRecordPath } from "~/lib/admin-paths";
import { formatDate, isoDate } from "~/lib/format";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { Permission } from "./users-actions.server";
import type { UserFilter, UserRow, UserSort, UserTiles } from "./users.server";
import { UserRowActions } from "./UserRowActions";

/** The user list could not be loaded (spec 3 "User management"). */
export const USER_LOAD_ERROR = "Fehler beim Laden der Benutzer";

const TILES: { key: keyof UserTiles; label: string }[] = [
  { key: "total", label: "Nutzer gesamt" },
  { key: "admins", label: "Admins" },
  { key: "contestCreators", label: "Contest-Ersteller" },
  { key: "b2bCreators", label: "B2B-Ersteller" },
  { key: "providers", label: "Anbieter" },
  { key: "authors", label: "Autoren" },
  { key: "helpfulVotes", label: "Hilfreich-Stimmen gesamt" },
];

const FILTERS: Record<UserFilter, string> = {
  all: "Alle",
  admin: "Admins",
  user: "Nutzer ohne Admin-Rolle",
  contest: "Contest-Ersteller",
  b2b: "B2B-Ersteller",
  active: "Aktiv (letzte 30 Tage angemeldet)",
};

const SORTS: Record<UserSort, string> = {
  newest: "Neueste zuerst",
  oldest: "Älteste zuerst",
  name_asc: "Name A–Z",
  name_desc: "Name Z–A",
};

export type UserManagementQuery = { q?: string; filter: UserFilter; sort: UserSort };

type Props = {
  tiles: UserTiles;
  rows: UserRow[];
  total: number;
  page: number;
  pageCount: number;
  query: UserManagementQuery;
  viewerId: string;
  /** The CSV export of the current search and filter. */
  csvHref: string;
  profileHref: (row: UserRow) => string;
};

/** The user management tab (spec 3 section 2 'User management'). */
/** One fetcher for all toggles: its toast is shown here, since a changed row may leave the filtered list. */
const PERMISSION_FETCHER = "user-permission";

export function UserManagement({ tiles, rows, total, page, pageCount, query, viewerId, csvHref, profileHref }: Props) {
  const { t } = useTranslation("admin");
  useFetcherToast(useFetcher<FetcherResult>({ key: PERMISSION_FETCHER }), { error: "Fehler beim Aktualisieren der Berechtigung" });
  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-5">
      <h2 id="users-heading" className="text-xl font-semibold text-ink">
        {t("Benutzerverwaltung")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
        {TILES.map((tile) => (
          <div key={tile.key} className="flex flex-col gap-1 rounded-card border border-border bg-white p-3 shadow-sm">
            <dt className="text-xs text-ink-muted">{t(tile.label)}</dt>
            <dd className="text-2xl font-bold text-ink" data-testid={`tile-${tile.key}`}>
              {tiles[tile.key].toLocaleString("de-DE")}
            </dd>
          </div>
        ))}
      </dl>
      <QueryForm
        submitLabel={t("Filtern")}
        className="flex-wrap"
        extra={
          <a href={csvHref} download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            {t("CSV exportieren")}
          </a>
        }
      >
        <QuerySearch id="users-q" label={t("Suche nach Benutzername oder E-Mail")} defaultValue={query.q} className="min-w-56" />
        <QuerySelect
          id="users-filter"
          name="filter"
          label={t("Filter")}
          defaultValue={query.filter}
          options={(Object.keys(FILTERS) as UserFilter[]).map((key) => ({ value: key, label: t(FILTERS[key]) }))}
        />
        <QuerySelect
          id="users-sort"
          name="sort"
          label={t("Sortierung")}
          defaultValue={query.sort}
          options={(Object.keys(SORTS) as UserSort[]).map((key) => ({ value: key, label: t(SORTS[key]) }))}
        />
      </QueryForm>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t("{{n}} Nutzer gefunden", { n: total.toLocaleString("de-DE") })}
      </p>
      {rows.length === 0 ? (
        <EmptyNote>{t("Keine Nutzer gefunden.")}</EmptyNote>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("Nutzer")}</TableHead>
              <TableHead>{t("Registriert")}</TableHead>
              <TableHead>{t("Admin")}</TableHead>
              <TableHead>{t("Contest")}</TableHead>
              <TableHead>{t("B2B")}</TableHead>
              <TableHead>{t("Aktivität")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("Aktionen")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <UserTableRow key={row.id} row={row} isSelf={row.id === viewerId} profileHref={profileHref(row)} />
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

function UserTableRow({ row, isSelf, profileHref }: { row: UserRow; isSelf: boolean; profileHref: string }) {
  const { t } = useTranslation("admin");
  const name = row.username ?? t("ohne Namen");
  return (
    <TableRow data-testid={`user-row-${row.id}`}>
      <TableCell className="max-w-60 min-w-44">
        <Link to={userRecordPath(row.id)} className="block truncate font-medium text-brand-800 underline" aria-label={t("Benutzerakte von {{name}}", { name })}>
          {name}
        </Link>
        <span className="block truncate text-xs text-ink-muted">{row.email}</span>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={isoDate(row.createdAt)}>{formatDate(row.createdAt)}</time>
      </TableCell>
      <TableCell>
        <PermissionSwitch row={row} permission="admin" checked={row.stats.isAdmin} label={t("Admin-Rolle für {{name}}", { name })} disabled={isSelf && row.stats.isAdmin} />
      </TableCell>
      <TableCell>
        <PermissionSwitch row={row} permission="contest" checked={row.canCreateContests} label={t("Contest-Berechtigung für {{name}}", { name })} />
      </TableCell>
      <TableCell>
        <PermissionSwitch row={row} permission="b2b" checked={row.canCreateB2b} label={t("B2B-Berechtigung für {{name}}", { name })} />
      </TableCell>
      <TableCell className="text-xs whitespace-nowrap text-ink-muted">
        {[
          t("{{n}} Anbieter", { n: row.stats.approvedProviders }),
          t("{{n}} Bewertungen", { count: row.stats.publishedReviews, n: row.stats.publishedReviews }),
          t("{{n}} Artikel", { n: row.stats.publishedArticles }),
        ].join(" · ")}
      </TableCell>
      <TableCell>
        <UserRowActions row={row} name={name} profileHref={profileHref} />
      </TableCell>
    </TableRow>
  );
}

/** A toggle that posts at once; it shows the requested state while the request runs. */
function PermissionSwitch({ row, permission, checked, label, disabled }: { row: UserRow; permission: Permission; checked: boolean; label: string; disabled?: boolean }) {
  const fetcher = useFetcher<FetcherResult>({ key: PERMISSION_FETCHER });
  const mine = fetcher.formData?.get("userId") === row.id && fetcher.formData?.get("permission") === permission;
  const pending = mine ? fetcher.formData?.get("value") : null;
  const shown = typeof pending === "string" ? pending === "1" : checked;
  return (
    <Switch
      checked={shown}
      aria-label={label}
      disabled={disabled || (fetcher.state !== "idle" && mine)}
      data-testid={`switch-${permission}-${row.id}`}
      onCheckedChange={(next) => void fetcher.submit({ intent: "permission", permission, userId: row.id, value: next ? "1" : "0" }, { method: "post" })}
    />
  );
}
