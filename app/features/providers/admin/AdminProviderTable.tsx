import { ArrowDown, ArrowUp, ArrowUpDown, Check, Copy, ExternalLink, MoreHorizontal, Pencil, Trash2, X } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useLocation } from "react-router";
import { ConfirmDelete } from "~/components/ui/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import type { BulkAction } from "~/components/ui/bulk-bar";
import { DataTable, type Column } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { formatDate } from "~/lib/format";
import { toast } from "~/lib/toast";
import { useFetcherResult } from "~/lib/use-fetcher-toast";
import { ADMIN_PROVIDER_MESSAGES, defaultDirection, PROVIDER_REJECTION_REASON_MAX, type AdminProviderAction, type AdminProviderSort } from "./admin-schema";
import type { AdminProviderRow } from "./admin-list.server";
import { RejectDialog } from "./AdminRejectDialog";
import { categoryLabel, PROVIDER_STATUS_LABELS } from "../categories";
import { trashPeriod } from "~/components/ui/trash-period";
import { providerPath } from "~/lib/paths";

type ActionResult = { ok: true; message: string } | { ok: false; error: string };

export const STATUS_LABELS = PROVIDER_STATUS_LABELS;
const STATUS_VARIANT = { pending: "warning", approved: "success", rejected: "destructive" } as const;

/** Status badge: pending yellow, approved green, rejected red (spec 3 section 2). */
export function StatusBadge({ status }: { status: AdminProviderRow["status"] }) {
  const { t } = useTranslation("admin");
  return <Badge variant={STATUS_VARIANT[status]}>{t(STATUS_LABELS[status])}</Badge>;
}

/** The current URL with some query parameters changed (null removes); the page goes back to 1. */
export function useQueryHref() {
  const { pathname, search } = useLocation();
  return useCallback(
    (changes: Record<string, string | null>, keepPage = false) => {
      const params = new URLSearchParams(search);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === "") params.delete(k);
        else params.set(k, v);
      }
      if (!keepPage) params.delete("seite");
      const qs = params.toString();
      return qs ? `${pathname}?${qs}` : pathname;
    },
    [pathname, search],
  );
}

/** Toasts for a moderation fetcher: the server's text, or the spec's error text with the reason. */
function useModerationToast(fetcher: { state: string; data?: ActionResult }, intent: AdminProviderAction | null, onDone?: () => void) {
  const { t } = useTranslation("admin");
  useFetcherResult(fetcher, (d) => {
    if (d.ok) {
      toast.success(t(d.message));
      onDone?.();
    } else if (intent === "delete") toast.error(t(ADMIN_PROVIDER_MESSAGES.deleteFailed));
    else toast.error(t(ADMIN_PROVIDER_MESSAGES.updateFailed, { message: t(d.error) }));
  });
}

function SortLink({ sort, label, current, dir }: { sort: AdminProviderSort; label: string; current: AdminProviderSort; dir: "asc" | "desc" }) {
  const { t } = useTranslation("admin");
  const href = useQueryHref();
  const active = current === sort;
  const next = active ? (dir === "asc" ? "desc" : "asc") : defaultDirection(sort);
  const Icon = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <Link
      to={href({ sortierung: sort, richtung: next === defaultDirection(sort) ? null : next })}
      className="inline-flex items-center gap-1 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
      aria-label={t("Nach {{column}} sortieren", { column: label })}
    >
      {label}
      <Icon aria-hidden="true" className="size-3.5" />
    </Link>
  );
}

/** A sortable column: the sort link in the header, aria-sort on the active one. */
function sortable(sort: AdminProviderSort, label: string, current: AdminProviderSort, dir: "asc" | "desc") {
  return {
    headerContent: <SortLink sort={sort} label={label} current={current} dir={dir} />,
    ariaSort: current === sort ? (dir === "asc" ? ("ascending" as const) : ("descending" as const)) : undefined,
  };
}

/** The one fetcher of the row actions: it lives in the table, so its toast shows even when the row leaves the list. */
type RowFetcher = ReturnType<typeof useFetcher<ActionResult>>;
type RowActions = { fetcher: RowFetcher; action: string; started: (intent: AdminProviderAction) => void; askReject: (row: AdminProviderRow) => void };

function QuickAction({ row, intent, actions }: { row: AdminProviderRow; intent: "approve" | "reject"; actions: RowActions }) {
  const { t } = useTranslation("admin");
  const { fetcher } = actions;
  const label = intent === "approve" ? t("Freigeben") : t("Ablehnen");
  // With JavaScript a rejection first asks for the optional reason (RejectDialog); without it the form rejects at once.
  const askReason = (e: React.MouseEvent) => {
    e.preventDefault();
    actions.askReject(row);
  };
  return (
    <fetcher.Form method="post" action={actions.action} onSubmit={() => actions.started(intent)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="ids" value={row.id} />
      <Button
        type="submit"
        size="sm"
        variant={intent === "approve" ? "default" : "outline"}
        className="max-md:h-11 max-md:min-w-11"
        disabled={fetcher.state !== "idle"}
        aria-label={`${label}: ${row.name}`}
        title={label}
        onClick={intent === "reject" ? askReason : undefined}
      >
        {intent === "approve" ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
        <span className="max-lg:sr-only">{label}</span>
      </Button>
    </fetcher.Form>
  );
}

function RowMenu({ row, actions, editHref }: { row: AdminProviderRow; actions: RowActions; editHref: string }) {
  const { t } = useTranslation("admin");
  const [confirm, setConfirm] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(row.id).then(
      () => toast.success(t("ID kopiert")),
      () => toast.error(t("Kopieren nicht möglich")),
    );
  };
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="max-md:size-11" aria-label={t("Aktionen für {{name}}", { name: row.name })}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={copy}>
            <Copy aria-hidden="true" />
            {t("ID kopieren")}
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={editHref} preventScrollReset>
              <Pencil aria-hidden="true" />
              {t("Bearbeiten")}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={providerPath(row)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              {t("Seite öffnen")}
            </a>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setConfirm(true)} className="text-danger">
            <Trash2 aria-hidden="true" />
            {t("Löschen")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDelete
        open={confirm}
        onOpenChange={setConfirm}
        title={t("Anbieter löschen?")}
        description={t(
          "„{{name}}“ kommt mit allen Bewertungen, Favoriten und Bildern für {{period}} in den Papierkorb und kann dort wiederhergestellt werden.",
          { name: row.name, period: trashPeriod(t) },
        )}
        onConfirm={() => {
          actions.started("delete");
          void actions.fetcher.submit({ intent: "delete", ids: row.id }, { method: "post", action: actions.action });
        }}
      />
    </>
  );
}

const NOUN = { one: "Anbieter", other: "Anbieter" };

/** The rejection's reason in the bulk bar: one optional reason for all selected entries. */
function BulkReasonField() {
  const { t } = useTranslation("admin");
  const [reason, setReason] = useState("");
  return (
    <Field label={t("Begründung (optional)")} description={t("{{n}} von {{max}} Zeichen", { n: reason.length, max: PROVIDER_REJECTION_REASON_MAX })}>
      <Textarea name="reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={PROVIDER_REJECTION_REASON_MAX} rows={4} />
    </Field>
  );
}

const BULK_ACTIONS: BulkAction[] = [
  {
    intent: "approve",
    label: "Freigeben",
    title: "{{what}} freigeben?",
    description: "Die ausgewählten Anbieter werden sofort öffentlich sichtbar.",
    variant: "default",
  },
  {
    intent: "reject",
    label: "Ablehnen",
    title: "{{what}} ablehnen?",
    description:
      "Die ausgewählten Anbieter verschwinden aus dem Verzeichnis. Wer sie eingereicht hat, erhält eine Nachricht und eine E-Mail, mit deiner Begründung, falls du eine angibst.",
    variant: "outline",
    fields: <BulkReasonField />,
  },
  {
    intent: "delete",
    label: "Löschen",
    title: "{{what}} löschen?",
    description: "Die ausgewählten Anbieter kommen mit allen Bewertungen, Favoriten und Bildern in den Papierkorb und können dort wiederhergestellt werden.",
    variant: "destructive",
  },
];

/**
 * The list with selection, quick approve/reject, the row menu and bulk actions (the back-office
 * data-table kit; cards below 768 px).
 */
export function AdminProviderTable({
  rows,
  total,
  sort,
  dir,
  action,
}: {
  rows: AdminProviderRow[];
  total: number;
  sort: AdminProviderSort;
  dir: "asc" | "desc";
  action: string;
}) {
  const { t } = useTranslation("admin");
  const href = useQueryHref();
  const fetcher = useFetcher<ActionResult>();
  const [intent, setIntent] = useState<AdminProviderAction | null>(null);
  // The row asking for a rejection's reason: the dialog lives here, so it outlasts the row's buttons.
  const [rejecting, setRejecting] = useState<AdminProviderRow | null>(null);
  useModerationToast(fetcher, intent, () => setRejecting(null));
  const actions: RowActions = { fetcher, action, started: setIntent, askReject: setRejecting };
  const columns: Column<AdminProviderRow>[] = [
    {
      id: "id",
      header: "ID",
      phone: "hide",
      cell: (row) => (
        <code className="text-xs text-ink-muted" title={row.id}>
          {row.id.slice(0, 8)}
        </code>
      ),
    },
    {
      id: "name",
      header: "Name",
      phone: "title",
      className: "max-w-64 font-medium text-ink",
      ...sortable("name", t("Name"), sort, dir),
      cell: (row) => <span className="line-clamp-2">{row.name}</span>,
    },
    { id: "category", header: "Kategorie", ...sortable("category", t("Kategorie"), sort, dir), cell: (row) => t(categoryLabel(row.category)) },
    { id: "city", header: "Stadt", ...sortable("city", t("Stadt"), sort, dir), cell: (row) => row.city ?? "–" },
    { id: "status", header: "Status", ...sortable("status", t("Status"), sort, dir), cell: (row) => <StatusBadge status={row.status} /> },
    {
      id: "created",
      header: "Erstellt",
      className: "whitespace-nowrap",
      ...sortable("created", t("Erstellt"), sort, dir),
      cell: (row) => formatDate(row.createdAt),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      {rejecting ? (
        <RejectDialog row={rejecting} fetcher={fetcher} action={action} onSubmit={() => setIntent("reject")} onClose={() => setRejecting(null)} />
      ) : null}
      <DataTable
        rows={rows}
        getId={(row) => row.id}
        getLabel={(row) => row.name}
        columns={columns}
        total={total}
        noun={NOUN}
        empty="Keine Anbieter gefunden."
        bulk={{ action, actions: BULK_ACTIONS }}
        rowActions={(row) => (
          <>
            {row.status !== "approved" ? <QuickAction row={row} intent="approve" actions={actions} /> : null}
            {row.status !== "rejected" ? <QuickAction row={row} intent="reject" actions={actions} /> : null}
            <RowMenu row={row} actions={actions} editHref={href({ bearbeiten: row.id }, true)} />
          </>
        )}
      />
    </div>
  );
}
