import { Eye, EyeOff, ExternalLink, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { ConfirmDelete } from "~/components/ui/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import type { BulkAction } from "~/components/ui/bulk-bar";
import { DataTable, type Column } from "~/components/ui/data-table";
import { QueryForm, QuerySearch, QuerySelect } from "~/components/ui/query-form";
import { StarIcons } from "~/components/ui/stars";
import { formatDate, isoDate } from "~/lib/format";
import { userRecordPath } from "~/lib/admin-paths";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { ReviewAdminFilter, ReviewAdminRow } from "./review-admin.server";
import { trashPeriod } from "~/components/ui/trash-period";

const STATUS_LABELS: Record<ReviewAdminRow["status"], { label: string; variant: "success" | "destructive" | "warning" }> = {
  published: { label: "Veröffentlicht", variant: "success" },
  hidden: { label: "Versteckt", variant: "destructive" },
  pending: { label: "Wartend", variant: "warning" },
};

const FILTER_LABELS: Record<ReviewAdminFilter, string> = {
  all: "Alle Status",
  published: "Veröffentlicht",
  hidden: "Versteckt",
  pending: "Wartend",
};

export function excerpt(text: string, max = 120): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

type Props = {
  rows: ReviewAdminRow[];
  total: number;
  page: number;
  pageCount: number;
  query: { q?: string; status: ReviewAdminFilter };
  /** The provider page of a row (the route knows the URL form). */
  providerHref: (row: ReviewAdminRow) => string;
};

/** The admin review table (spec 3 section 2 'Review moderation'): search, status filter, actions. */
/** One fetcher for all rows: its result toast is shown here, since a changed row may leave the filtered list. */
const FETCHER_KEY = "review-moderation";

const BULK_ACTIONS: BulkAction[] = [
  {
    intent: "bulk-publish",
    label: "Veröffentlichen",
    title: "{{what}} veröffentlichen?",
    description: "Die ausgewählten Bewertungen werden öffentlich sichtbar; Durchschnitt und Anzahl der Anbieter werden neu berechnet.",
    variant: "outline",
  },
  {
    intent: "bulk-hide",
    label: "Ausblenden",
    title: "{{what}} ausblenden?",
    description: "Die ausgewählten Bewertungen verschwinden von den Anbieterseiten und bleiben versteckt, auch wenn sie bearbeitet werden.",
    variant: "outline",
  },
  {
    intent: "bulk-delete",
    label: "Löschen",
    title: "{{what}} löschen?",
    description:
      "Die ausgewählten Bewertungen kommen mit ihren Hilfreich-Stimmen und den Antworten der Anbieter in den Papierkorb und können dort wiederhergestellt werden.",
    variant: "destructive",
  },
];

const NOUN = { one: "Bewertung", other: "Bewertungen" };

export function AdminReviewList({ rows, total, page, pageCount, query, providerHref }: Props) {
  const { t } = useTranslation("admin");
  useFetcherToast(useFetcher<FetcherResult>({ key: FETCHER_KEY }), { error: "Fehler beim Aktualisieren der Bewertung" });
  const columns: Column<ReviewAdminRow>[] = [
    {
      id: "title",
      header: "Titel und Auszug",
      phone: "title",
      className: "max-w-80 min-w-56",
      cell: (row) => (
        <span className="block min-w-0">
          <span className="block font-medium text-ink">{row.title}</span>
          <span className="block text-xs font-normal text-ink-muted">{excerpt(row.content)}</span>
        </span>
      ),
    },
    { id: "provider", header: "Anbieter", className: "max-w-44 font-medium", cell: (row) => <span className="line-clamp-2">{row.provider.name}</span> },
    {
      id: "user",
      header: "Nutzer",
      className: "max-w-36 truncate",
      cell: (row) => (
        <>
          {row.user ? (
            <Link to={userRecordPath(row.user.id)} className="text-brand-800 underline">
              {row.user.username ?? t("ohne Namen")}
            </Link>
          ) : (
            t("gelöschtes Konto")
          )}
          {row.isAnonymous ? <span className="block text-xs text-ink-muted">{t("anonym")}</span> : null}
        </>
      ),
    },
    {
      id: "rating",
      header: "Bewertung",
      cell: (row) => (
        <span>
          <span className="sr-only">{t("{{n}} von 5 Sternen", { n: row.rating })}</span>
          <StarIcons value={row.rating} />
        </span>
      ),
    },
    { id: "status", header: "Status", cell: (row) => <Badge variant={STATUS_LABELS[row.status].variant}>{t(STATUS_LABELS[row.status].label)}</Badge> },
    {
      id: "created",
      header: "Erstellt",
      className: "whitespace-nowrap",
      cell: (row) => <time dateTime={isoDate(row.createdAt)}>{formatDate(row.createdAt)}</time>,
    },
  ];
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <h2 id="reviews-heading" className="text-xl font-semibold text-ink">
        {t("Bewertungen moderieren")}
      </h2>
      <QueryForm submitLabel={t("Filtern")}>
        <QuerySearch id="reviews-q" label={t("Suche (Titel, Text, Anbieter, Nutzer)")} defaultValue={query.q} />
        <QuerySelect
          id="reviews-status"
          name="status"
          label={t("Status")}
          defaultValue={query.status}
          className="sm:w-48"
          options={(Object.keys(FILTER_LABELS) as ReviewAdminFilter[]).map((key) => ({ value: key, label: t(FILTER_LABELS[key]) }))}
        />
      </QueryForm>
      <DataTable
        rows={rows}
        getId={(row) => row.id}
        getLabel={(row) => row.title}
        columns={columns}
        rowActions={(row) => <ModerationActions row={row} providerHref={providerHref(row)} />}
        rowTestId={(row) => `review-row-${row.id}`}
        total={total}
        noun={NOUN}
        empty="Keine Bewertungen gefunden."
        bulk={{ action: "/admin/reviews", actions: BULK_ACTIONS }}
      />
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

function ModerationActions({ row, providerHref }: { row: ReviewAdminRow; providerHref: string }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: FETCHER_KEY });
  const [confirm, setConfirm] = useState(false);
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("reviewId") === row.id;
  const submit = (intent: "publish" | "hide" | "delete") => void fetcher.submit({ intent, reviewId: row.id }, { method: "post" });
  return (
    <>
      {row.status === "published" ? (
        <Button variant="ghost" size="sm" className="max-md:h-11" onClick={() => submit("hide")} disabled={busy}>
          <EyeOff aria-hidden="true" />
          {t("Verstecken")}
        </Button>
      ) : (
        <Button variant="ghost" size="sm" className="max-md:h-11" onClick={() => submit("publish")} disabled={busy}>
          <Eye aria-hidden="true" />
          {t("Veröffentlichen")}
        </Button>
      )}
      <Button variant="ghost" size="icon" className="max-md:size-11" asChild>
        <a href={providerHref} target="_blank" rel="noopener" aria-label={t("Anbieterseite von {{name}} in neuem Tab öffnen", { name: row.provider.name })}>
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-danger max-md:size-11"
        onClick={() => setConfirm(true)}
        disabled={busy}
        aria-label={t("Bewertung löschen")}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDelete
        open={confirm}
        onOpenChange={setConfirm}
        title={t("Bewertung löschen?")}
        description={t(
          "Die Bewertung „{{title}}“ kommt mit ihren Hilfreich-Stimmen und der Antwort des Anbieters für {{period}} in den Papierkorb und kann dort wiederhergestellt werden.",
          { title: row.title, period: trashPeriod(t) },
        )}
        onConfirm={() => submit("delete")}
      />
    </>
  );
}
