import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import type { BulkAction } from "~/components/ui/bulk-bar";
import { DataTable, type Column } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { QueryForm, QuerySearch, QuerySelect } from "~/components/ui/query-form";
import { Textarea } from "~/components/ui/textarea";
import { Switch } from "~/components/ui/switch";
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
  const columns = userColumns(t, viewerId);
  const bulkActions: BulkAction[] = [
    ...BULK_ACTIONS,
    {
      intent: "bulk-message",
      label: "Nachricht senden",
      title: "Nachricht an {{what}} senden?",
      description: "Alle ausgewählten Nutzer erhalten dieselbe Nachricht in ihr Postfach.",
      variant: "default",
      fields: <BulkMessageFields />,
    },
  ];
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
      <DataTable
        rows={rows}
        getId={(row) => row.id}
        getLabel={(row) => row.username ?? row.email}
        columns={columns}
        rowActions={(row) => <UserRowActions row={row} name={row.username ?? t("ohne Namen")} profileHref={profileHref(row)} />}
        rowTestId={(row) => `user-row-${row.id}`}
        total={total}
        noun={USER_NOUN}
        empty="Keine Nutzer gefunden."
        bulk={{ action: "/admin/user-management", actions: bulkActions }}
      />
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

const USER_NOUN = { one: "Nutzer", other: "Nutzer" };

function userColumns(t: (key: string, opts?: Record<string, unknown>) => string, viewerId: string): Column<UserRow>[] {
  const name = (row: UserRow) => row.username ?? t("ohne Namen");
  return [
    {
      id: "user",
      header: "Nutzer",
      phone: "title",
      className: "max-w-60 min-w-44",
      cell: (row) => (
        <span className="block min-w-0">
          <Link
            to={userRecordPath(row.id)}
            className="block truncate font-medium text-brand-800 underline"
            aria-label={t("Benutzerakte von {{name}}", { name: name(row) })}
          >
            {name(row)}
          </Link>
          <span className="block truncate text-xs font-normal text-ink-muted">{row.email}</span>
        </span>
      ),
    },
    {
      id: "created",
      header: "Registriert",
      className: "whitespace-nowrap",
      cell: (row) => <time dateTime={isoDate(row.createdAt)}>{formatDate(row.createdAt)}</time>,
    },
    {
      id: "admin",
      header: "Admin",
      cell: (row) => (
        <PermissionSwitch
          row={row}
          permission="admin"
          checked={row.stats.isAdmin}
          label={t("Admin-Rolle für {{name}}", { name: name(row) })}
          disabled={row.id === viewerId && row.stats.isAdmin}
        />
      ),
    },
    {
      id: "contest",
      header: "Contest",
      cell: (row) => (
        <PermissionSwitch row={row} permission="contest" checked={row.canCreateContests} label={t("Contest-Berechtigung für {{name}}", { name: name(row) })} />
      ),
    },
    {
      id: "b2b",
      header: "B2B",
      cell: (row) => <PermissionSwitch row={row} permission="b2b" checked={row.canCreateB2b} label={t("B2B-Berechtigung für {{name}}", { name: name(row) })} />,
    },
    {
      id: "activity",
      header: "Aktivität",
      className: "text-xs whitespace-nowrap text-ink-muted max-md:whitespace-normal",
      cell: (row) =>
        [
          t("{{n}} Anbieter", { n: row.stats.approvedProviders }),
          t("{{n}} Bewertungen", { count: row.stats.publishedReviews, n: row.stats.publishedReviews }),
          t("{{n}} Artikel", { n: row.stats.publishedArticles }),
        ].join(" · "),
    },
  ];
}

/** The message of the bulk bar: subject and text, posted with the selection. */
function BulkMessageFields() {
  const { t } = useTranslation("admin");
  return (
    <>
      <Field label={t("Betreff")} required>
        <Input name="title" maxLength={200} autoComplete="off" required />
      </Field>
      <Field label={t("Nachricht")} required>
        <Textarea name="content" maxLength={5000} rows={5} required />
      </Field>
    </>
  );
}

const BULK_ACTIONS: BulkAction[] = [
  {
    intent: "bulk-contest-grant",
    label: "Contest erlauben",
    title: "Contest-Berechtigung für {{what}} erteilen?",
    description: "Die ausgewählten Nutzer dürfen Gewinnspiele anlegen.",
  },
  { intent: "bulk-contest-revoke", label: "Contest entziehen", title: "Contest-Berechtigung von {{what}} entziehen?" },
  { intent: "bulk-b2b-grant", label: "B2B erlauben", title: "B2B-Berechtigung für {{what}} erteilen?" },
  { intent: "bulk-b2b-revoke", label: "B2B entziehen", title: "B2B-Berechtigung von {{what}} entziehen?" },
];

/** A toggle that posts at once; it shows the requested state while the request runs. */
function PermissionSwitch({
  row,
  permission,
  checked,
  label,
  disabled,
}: {
  row: UserRow;
  permission: Permission;
  checked: boolean;
  label: string;
  disabled?: boolean;
}) {
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
