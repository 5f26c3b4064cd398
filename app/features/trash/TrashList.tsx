import { RotateCcw, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { AlertDialogAction, ConfirmDialog } from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { QueryForm, QuerySearch, QuerySelect } from "~/components/ui/query-form";
import { DataTable, type Column } from "~/components/ui/data-table";
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
          {t(
            "Gelöschte Einträge bleiben {{period}} hier und können mit allem, was zu ihnen gehört, wiederhergestellt werden. Danach werden sie endgültig gelöscht.",
            {
              period: trashPeriod(t),
            },
          )}
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
      <DataTable
        rows={items}
        getId={(item) => item.id}
        getLabel={(item) => item.label}
        columns={COLUMNS}
        rowActions={(item) => <TrashRowActions item={item} />}
        total={total}
        noun={NOUN}
        empty={query.q || query.art ? "Keine Einträge gefunden." : "Der Papierkorb ist leer."}
        rowTestId={() => "trash-row"}
        caption={t("Papierkorb")}
      />
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

const NOUN = { one: "Eintrag", other: "Einträge" };

function KindBadge({ item }: { item: TrashListItem }) {
  const { t } = useTranslation("admin");
  return <Badge variant="outline">{t(TRASH_KIND_LABELS[item.kind])}</Badge>;
}

function DeletedBy({ item }: { item: TrashListItem }) {
  const { t } = useTranslation("admin");
  return <>{item.deletedByName ?? t("gelöschtes Konto")}</>;
}

function Remaining({ item }: { item: TrashListItem }) {
  const { t } = useTranslation("admin");
  return <span title={t("Endgültige Löschung am {{date}}", { date: formatDate(item.purgeAt) })}>{remaining(t, item.daysLeft)}</span>;
}

const COLUMNS: Column<TrashListItem>[] = [
  { id: "kind", header: "Art", cell: (item) => <KindBadge item={item} /> },
  { id: "name", header: "Name", phone: "title", className: "max-w-80 font-medium break-words text-ink", cell: (item) => item.label },
  { id: "by", header: "Gelöscht von", cell: (item) => <DeletedBy item={item} /> },
  { id: "at", header: "Gelöscht am", className: "whitespace-nowrap", cell: (item) => <time dateTime={item.deletedAt}>{formatDateTime(item.deletedAt)}</time> },
  { id: "left", header: "Verbleibend", className: "whitespace-nowrap", cell: (item) => <Remaining item={item} /> },
];

function remaining(t: (key: string, options?: Record<string, unknown>) => string, days: number) {
  if (days <= 0) return t("wird bald gelöscht");
  return t("noch {{n}} Tage", { count: days, n: days });
}

type Intent = "restore" | "purge";

/** Restore and purge, each after a confirmation (without JavaScript the forms post directly). */
function TrashRowActions({ item }: { item: TrashListItem }) {
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
      description: t("{{kind}} „{{name}}“ wird mit allem, was dazugehört, endgültig gelöscht. Das kann nicht rückgängig gemacht werden.", {
        kind,
        name: item.label,
      }),
      confirm: t("Endgültig löschen"),
    },
  } as const;
  return (
    <>
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
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm ? texts[confirm].title : ""}
        description={confirm ? texts[confirm].description : ""}
        cancelLabel={t("Abbrechen")}
      >
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
    </>
  );
}
