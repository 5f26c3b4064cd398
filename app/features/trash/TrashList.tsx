import { RotateCcw, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { AlertDialogAction, ConfirmDialog } from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { QueryForm, QuerySearch, QuerySelect } from "~/components/ui/query-form";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDate, formatDateTime } from "~/lib/format";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import { TRASH_KIND_LABELS, TRASH_KINDS, type TrashKind } from "~db/trash-kinds";
import { trashPeriod } from "~/components/ui/trash-period";
import type { TrashListItem } from "./trash.server";

/** One fetcher for every row: the toast of a restored or purged row shows although the row leaves the list. */
const FETCHER_KEY = "trash-action";

export type TrashListProps = {
  items: TrashListItem[];
  total: number;
  page: number;
  pageCount: number;
  query: { q?: string; art?: TrashKind };
};

/** The 'Papierkorb' tab: what admins deleted in the last 30 days, restorable until the purge. */
export function TrashList({ items, total, page, pageCount, query }: TrashListProps) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: FETCHER_KEY });
  useFetcherToast(fetcher, { error: "Die Aktion ist fehlgeschlagen." });
  return (
    <section aria-labelledby="trash-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="trash-heading" className="text-xl font-semibold text-ink">
          {t("Papierkorb")}
        </h2>
        <p className="text-sm text-ink-muted">
          {t("Gelöschte Einträge bleiben {{period}} hier und können mit allem, was zu ihnen gehört, wiederhergestellt werden. Danach werden sie endgültig gelöscht.", {
            period: trashPeriod(t),
          })}
        </p>
      </div>
      <QueryForm submitLabel={t("Filtern")} label={t("Papierkorb filtern")}>
        <QuerySearch id="trash-q" label={t("Name suchen")} defaultValue={query.q} />
        <QuerySelect
          id="trash-kind"
          name="art"
          label={t("Art")}
          defaultValue={query.art ?? ""}
          options={[{ value: "", label: t("Alle Arten") }, ...TRASH_KINDS.map((k) => ({ value: k, label: t(TRASH_KIND_LABELS[k]) }))]}
          className="sm:w-48"
        />
      </QueryForm>
      <p className="text-sm text-ink-muted">{t("{{n}} Einträge", { count: total, n: total.toLocaleString("de-DE") })}</p>
      {items.length === 0 ? (
        <EmptyState icon={Trash2} headingLevel="p" title={query.q || query.art ? t("Keine Einträge gefunden.") : t("Der Papierkorb ist leer.")} />
      ) : (
        <Table scrollLabel={t("Papierkorb")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("Art")}</TableHead>
              <TableHead>{t("Name")}</TableHead>
              <TableHead>{t("Gelöscht von")}</TableHead>
              <TableHead>{t("Gelöscht am")}</TableHead>
              <TableHead>{t("Verbleibend")}</TableHead>
              <TableHead className="text-right">{t("Aktionen")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TrashRow key={item.id} item={item} />
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

function remaining(t: (key: string, options?: Record<string, unknown>) => string, days: number) {
  if (days <= 0) return t("wird bald gelöscht");
  return t("noch {{n}} Tage", { count: days, n: days });
}

type Intent = "restore" | "purge";

function TrashRow({ item }: { item: TrashListItem }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: FETCHER_KEY });
  const [confirm, setConfirm] = useState<Intent | null>(null);
  const restoreForm = useRef<HTMLFormElement>(null);
  const purgeForm = useRef<HTMLFormElement>(null);
  const forms = { restore: restoreForm, purge: purgeForm };
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("id") === item.id;
  const kind = t(TRASH_KIND_LABELS[item.kind]);
  // Without JavaScript the forms post directly; with it, each asks first.
  const ask = (intent: Intent) => (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setConfirm(intent);
  };
  const texts = {
    restore: {
      title: t("Wiederherstellen?"),
      description: t("{{kind}} „{{name}}“ wird mit allem, was dazugehört, wiederhergestellt.", { kind, name: item.label }),
      confirm: t("Wiederherstellen"),
    },
    purge: {
      title: t("Endgültig löschen?"),
      description: t("{{kind}} „{{name}}“ wird mit allem, was dazugehört, endgültig gelöscht. Das kann nicht rückgängig gemacht werden.", { kind, name: item.label }),
      confirm: t("Endgültig löschen"),
    },
  } as const;
  return (
    <TableRow data-testid="trash-row" data-trash-id={item.id}>
      <TableCell>
        <Badge variant="outline">{kind}</Badge>
      </TableCell>
      <TableCell className="max-w-80 font-medium break-words text-ink">{item.label}</TableCell>
      <TableCell>{item.deletedByName ?? t("gelöschtes Konto")}</TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={item.deletedAt}>{formatDateTime(item.deletedAt)}</time>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <span title={t("Endgültige Löschung am {{date}}", { date: formatDate(item.purgeAt) })}>{remaining(t, item.daysLeft)}</span>
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap items-center justify-end gap-1">
          {(["restore", "purge"] as const).map((intent) => (
            <fetcher.Form key={intent} method="post" ref={forms[intent]} onSubmit={ask(intent)}>
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="id" value={item.id} />
              <Button
                type="submit"
                variant={intent === "restore" ? "outline" : "ghost"}
                size="sm"
                className={intent === "purge" ? "text-danger" : undefined}
                disabled={busy}
                aria-label={t(intent === "restore" ? "Wiederherstellen: {{name}}" : "Endgültig löschen: {{name}}", { name: item.label })}
              >
                {intent === "restore" ? <RotateCcw aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                {intent === "restore" ? t("Wiederherstellen") : t("Endgültig löschen")}
              </Button>
            </fetcher.Form>
          ))}
          <ConfirmDialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)} title={confirm ? texts[confirm].title : ""} description={confirm ? texts[confirm].description : ""} cancelLabel={t("Abbrechen")}>
            <AlertDialogAction
              variant={confirm === "purge" ? "destructive" : "default"}
              onClick={() => {
                const form = confirm ? forms[confirm].current : null;
                if (form) void fetcher.submit(form);
              }}
            >
              {confirm ? texts[confirm].confirm : ""}
            </AlertDialogAction>
          </ConfirmDialog>
        </div>
      </TableCell>
    </TableRow>
  );
}
