import { ArrowDown, ArrowUp, ArrowUpDown, Check, Copy, ExternalLink, MoreHorizontal, Pencil, Trash2, X } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useLocation } from "react-router";
import { AlertDialogAction, ConfirmDialog } from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import { toast } from "~/lib/toast";
import { useFetcherResult } from "~/lib/use-fetcher-toast";
import { ADMIN_PROVIDER_MESSAGES, defaultDirection, type AdminProviderAction, type AdminProviderSort } from "./admin-schema";
import type { AdminProviderRow } from "./admin-list.server";
import { RejectDialog } from "./AdminRejectDialog";
import { categoryLabel, providerPath, PROVIDER_STATUS_LABELS } from "./categories";
import { trashPeriod } from "~/components/ui/trash-period";

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

function SortHeader({
  sort,
  label,
  current,
  dir,
  className,
}: {
  sort: AdminProviderSort;
  label: string;
  current: AdminProviderSort;
  dir: "asc" | "desc";
  className?: string;
}) {
  const { t } = useTranslation("admin");
  const href = useQueryHref();
  const active = current === sort;
  const next = active ? (dir === "asc" ? "desc" : "asc") : defaultDirection(sort);
  const Icon = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead className={className} aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link
        to={href({ sortierung: sort, richtung: next === defaultDirection(sort) ? null : next })}
        className="inline-flex items-center gap-1 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
        aria-label={t("Nach {{column}} sortieren", { column: label })}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </Link>
    </TableHead>
  );
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
          <Button variant="ghost" size="sm" aria-label={t("Aktionen für {{name}}", { name: row.name })}>
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
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t("Anbieter löschen?")}
        description={t("„{{name}}“ kommt mit allen Bewertungen, Favoriten und Bildern für {{period}} in den Papierkorb und kann dort wiederhergestellt werden.", { name: row.name, period: trashPeriod(t) })}
        cancelLabel={t("Abbrechen")}
      >
        <AlertDialogAction
          variant="destructive"
          onClick={() => {
            actions.started("delete");
            void actions.fetcher.submit({ intent: "delete", ids: row.id }, { method: "post", action: actions.action });
          }}
        >
          {t("Löschen")}
        </AlertDialogAction>
      </ConfirmDialog>
    </>
  );
}

/** Columns shown from the tablet width on; phones see city, category, date and status under the name. */
const WIDE = "max-md:hidden";

const BULK_TEXTS = {
  approve: { button: "Freigeben", title: "{{n}} Anbieter freigeben?", body: "Die ausgewählten Anbieter werden sofort öffentlich sichtbar." },
  reject: { button: "Ablehnen", title: "{{n}} Anbieter ablehnen?", body: "Die ausgewählten Anbieter verschwinden aus dem Verzeichnis." },
  delete: { button: "Löschen", title: "{{n}} Anbieter löschen?", body: "Die ausgewählten Anbieter kommen mit allen Bewertungen, Favoriten und Bildern für {{period}} in den Papierkorb und können dort wiederhergestellt werden." },
} as const;

function BulkBar({ ids, action, clear }: { ids: string[]; action: string; clear: () => void }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<ActionResult>();
  const [intent, setIntent] = useState<AdminProviderAction | null>(null);
  const [pending, setPending] = useState<AdminProviderAction | null>(null);
  useModerationToast(fetcher, pending, clear);
  if (ids.length === 0) return null;
  const texts = intent ? BULK_TEXTS[intent] : null;
  return (
    <div role="region" aria-label={t("Mehrfachauswahl")} className="flex flex-wrap items-center gap-2 rounded-card border border-brand-200 bg-brand-50 px-3 py-2">
      <span className="mr-auto text-sm font-medium text-ink" aria-live="polite">
        {t("{{n}} ausgewählt", { n: ids.length })}
      </span>
      {(["approve", "reject", "delete"] as const).map((key) => (
        <Button key={key} size="sm" variant={key === "delete" ? "destructive" : key === "approve" ? "default" : "outline"} onClick={() => setIntent(key)}>
          {t(BULK_TEXTS[key].button)}
        </Button>
      ))}
      <ConfirmDialog
        open={intent !== null}
        onOpenChange={(open) => !open && setIntent(null)}
        title={texts ? t(texts.title, { n: ids.length }) : ""}
        description={texts ? t(texts.body, { period: trashPeriod(t) }) : ""}
        cancelLabel={t("Abbrechen")}
      >
        <AlertDialogAction
          variant={intent === "delete" ? "destructive" : "default"}
          onClick={() => {
            if (!intent) return;
            setPending(intent);
            void fetcher.submit({ intent, ids }, { method: "post", action });
          }}
        >
          {texts ? t(texts.button) : ""}
        </AlertDialogAction>
      </ConfirmDialog>
    </div>
  );
}

/**
 * The list with selection, quick approve/reject, the row menu and bulk actions. It stays mounted
 * when the page has no rows (e.g. after deleting the last one), so the action's toast still shows.
 */
export function AdminProviderTable({
  rows,
  sort,
  dir,
  action,
}: {
  rows: AdminProviderRow[];
  sort: AdminProviderSort;
  dir: "asc" | "desc";
  action: string;
}) {
  const { t } = useTranslation("admin");
  const href = useQueryHref();
  const [selected, setSelected] = useState<string[]>([]);
  const fetcher = useFetcher<ActionResult>();
  const [intent, setIntent] = useState<AdminProviderAction | null>(null);
  // The row asking for a rejection's reason: the dialog lives here, so it outlasts the row's buttons.
  const [rejecting, setRejecting] = useState<AdminProviderRow | null>(null);
  useModerationToast(fetcher, intent, () => setRejecting(null));
  const actions: RowActions = { fetcher, action, started: setIntent, askReject: setRejecting };
  const visible = selected.filter((id) => rows.some((r) => r.id === id));
  const allChecked = rows.length > 0 && visible.length === rows.length;
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s.filter((x) => x !== id), id] : s.filter((x) => x !== id)));
  return (
    <div className="flex flex-col gap-3">
      <BulkBar ids={visible} action={action} clear={() => setSelected([])} />
      {rejecting ? <RejectDialog row={rejecting} fetcher={fetcher} action={action} onSubmit={() => setIntent("reject")} onClose={() => setRejecting(null)} /> : null}
      {rows.length === 0 ? <p className="rounded-card border border-dashed border-border bg-white p-6 text-center text-ink-muted">{t("Keine Anbieter gefunden.")}</p> : null}
      <Table className={rows.length === 0 ? "hidden" : undefined}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <input
                type="checkbox"
                className="size-4 accent-brand-800"
                aria-label={t("Alle Anbieter dieser Seite auswählen")}
                checked={allChecked}
                onChange={(e) => setSelected(e.target.checked ? rows.map((r) => r.id) : [])}
              />
            </TableHead>
            <TableHead className={WIDE}>{t("ID")}</TableHead>
            <SortHeader sort="name" label={t("Name")} current={sort} dir={dir} />
            <SortHeader sort="category" label={t("Kategorie")} current={sort} dir={dir} className={WIDE} />
            <SortHeader sort="city" label={t("Stadt")} current={sort} dir={dir} className={WIDE} />
            <SortHeader sort="status" label={t("Status")} current={sort} dir={dir} className={WIDE} />
            <SortHeader sort="created" label={t("Erstellt")} current={sort} dir={dir} className={WIDE} />
            <TableHead className="text-right">{t("Aktionen")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-state={visible.includes(row.id) ? "selected" : undefined}>
              <TableCell>
                <input
                  type="checkbox"
                  className="size-4 accent-brand-800"
                  aria-label={t("{{name}} auswählen", { name: row.name })}
                  checked={visible.includes(row.id)}
                  onChange={(e) => toggle(row.id, e.target.checked)}
                />
              </TableCell>
              <TableCell className={WIDE}>
                <code className="text-xs text-ink-muted" title={row.id}>
                  {row.id.slice(0, 8)}
                </code>
              </TableCell>
              <TableCell className="max-w-64 font-medium text-ink">
                <span className="line-clamp-2">{row.name}</span>
                <span className="block text-xs font-normal text-ink-muted md:hidden">
                  {[row.city, t(categoryLabel(row.category)), formatDate(row.createdAt)].filter(Boolean).join(" · ")}
                </span>
                <span className="mt-1 block md:hidden">
                  <StatusBadge status={row.status} />
                </span>
              </TableCell>
              <TableCell className={WIDE}>{t(categoryLabel(row.category))}</TableCell>
              <TableCell className={WIDE}>{row.city ?? "–"}</TableCell>
              <TableCell className={WIDE}>
                <StatusBadge status={row.status} />
              </TableCell>
              <TableCell className={cn(WIDE, "whitespace-nowrap")}>{formatDate(row.createdAt)}</TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-1.5">
                  {row.status !== "approved" ? <QuickAction row={row} intent="approve" actions={actions} /> : null}
                  {row.status !== "rejected" ? <QuickAction row={row} intent="reject" actions={actions} /> : null}
                  <RowMenu row={row} actions={actions} editHref={href({ bearbeiten: row.id }, true)} />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
