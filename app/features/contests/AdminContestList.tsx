import { Field } from "~/components/ui/field";
import type { BulkAction } from "~/components/ui/bulk-bar";
import { RowCheckbox, SelectionHeader, useRowSelection, type RowSelection } from "~/components/ui/data-table";
import { Eye, History, Pencil, Trash2, Trophy, Users } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { ConfirmDelete } from "~/components/ui/confirm-delete";
import { EmptyState } from "~/components/ui/empty-state";
import { NativeSelect } from "~/components/ui/native-select";
import { QueryForm, QuerySearch } from "~/components/ui/query-form";
import { formatAmount, formatDate } from "~/lib/format";
import { trashPeriod } from "~/components/ui/trash-period";
import { toast } from "~/lib/toast";
import { useFetcherResult, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { AdminContestRow } from "./admin-list.server";
import { ADMIN_SETTABLE_STATUSES, CONTEST_ADMIN_MESSAGES, CONTEST_STATUS_LABELS, type AdminSettableStatus } from "./admin-schema";
import { ADMIN_CONTESTS_ACTION, ContestStatusBadge } from "./AdminContestData";
import { AuditLogDialog, ParticipantsDialog, type DialogTarget } from "./AdminContestDialogs";

/** One fetcher for the row actions, so a toast shows even when its row leaves the list. */
const FETCHER_KEY = "contest-admin";
const M = CONTEST_ADMIN_MESSAGES;

/** The toasts of the row actions: the server's text, or the spec's error text with the reason. */
function RowActionToasts() {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: FETCHER_KEY });
  const intent = useRef<string | null>(null);
  const submitted = fetcher.formData?.get("intent");
  if (typeof submitted === "string") intent.current = submitted;
  useFetcherResult(fetcher, (d) => {
    if (d.ok) return void toast.success(t(d.message ?? ""));
    const text = intent.current === "delete" ? M.deleteError : M.statusError;
    toast.error(t(text), d.error && d.error !== text ? { description: t(d.error) } : undefined);
  });
  return null;
}

function ContestCard({ c, onParticipants, onAudit, sel }: { c: AdminContestRow; onParticipants: () => void; onAudit: () => void; sel: RowSelection }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: FETCHER_KEY });
  const [confirm, setConfirm] = useState(false);
  /** The status chosen in the dropdown, waiting for the confirmation (nothing is saved before). */
  const [nextStatus, setNextStatus] = useState<AdminSettableStatus | null>(null);
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("id") === c.id;
  const pendingStatus = busy && fetcher.formData?.get("intent") === "status" ? String(fetcher.formData.get("status")) : null;
  const status = pendingStatus ?? c.status;
  const selectId = `contest-status-${c.id}`;
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="admin-contest" data-contest-id={c.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <RowCheckbox sel={sel} id={c.id} label={c.title} />
        <div className="mr-auto min-w-0">
          <h4 className="font-semibold break-words text-ink">{c.title}</h4>
          <p className="text-xs text-ink-muted">
            {t("von {{name}}", { name: c.creator ?? "–" })} · {formatDate(c.startDate)} – {formatDate(c.endDate)}
          </p>
        </div>
        <ContestStatusBadge status={c.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-ink-muted">{t("Aufrufe")}</dt>
          <dd className="flex items-center gap-1 font-medium">
            <Eye aria-hidden="true" className="size-3.5 text-ink-muted" />
            {c.viewCount}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t("Teilnehmer")}</dt>
          <dd className="font-medium">
            {c.participantCount}
            {c.maxParticipants ? ` / ${c.maxParticipants}` : ""}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t("Preis")}</dt>
          <dd className="font-medium">{formatAmount(c.prizeValue, c.currency)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t("Gutscheincode")}</dt>
          <dd className="font-mono font-medium break-all">{c.voucherCode ?? "–"}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-end gap-2 border-t border-border pt-3">
        <div className="flex w-full flex-col gap-1 sm:w-44">
          <label htmlFor={selectId} className="text-xs font-medium text-ink-muted">
            {t("Status")}
          </label>
          <NativeSelect
            id={selectId}
            value={status}
            disabled={busy}
            onChange={(e) => {
              const chosen = ADMIN_SETTABLE_STATUSES.find((s) => s === e.target.value);
              if (chosen && chosen !== c.status) setNextStatus(chosen);
            }}
          >
            {c.status === "draft" ? (
              <option value="draft" disabled>
                {t(CONTEST_STATUS_LABELS.draft)}
              </option>
            ) : null}
            {ADMIN_SETTABLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(CONTEST_STATUS_LABELS[s])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <ButtonLink to={`/contests/dashboard?edit=${c.id}`} icon={Pencil} variant="outline" size="sm">
          {t("Bearbeiten")}
        </ButtonLink>
        <Button variant="outline" size="sm" onClick={onParticipants}>
          <Users aria-hidden="true" />
          {t("Teilnehmer")}
        </Button>
        <Button variant="outline" size="sm" onClick={onAudit}>
          <History aria-hidden="true" />
          {t("Audit-Log")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger sm:ml-auto"
          onClick={() => setConfirm(true)}
          disabled={busy}
          aria-label={t("Löschen: {{name}}", { name: c.title })}
        >
          <Trash2 aria-hidden="true" />
          {t("Löschen")}
        </Button>
      </div>
      <ConfirmAction
        open={nextStatus !== null}
        onOpenChange={(open) => !open && setNextStatus(null)}
        title={t("Status ändern?")}
        description={t("Der Status von „{{name}}“ wird von „{{from}}“ auf „{{to}}“ geändert.", {
          name: c.title,
          from: t(CONTEST_STATUS_LABELS[c.status]),
          to: nextStatus ? t(CONTEST_STATUS_LABELS[nextStatus]) : "",
        })}
        cancelLabel={t("Abbrechen")}
        confirmLabel={t("Status ändern")}
        onConfirm={() => {
          if (nextStatus) void fetcher.submit({ intent: "status", id: c.id, status: nextStatus }, { method: "post", action: ADMIN_CONTESTS_ACTION });
          setNextStatus(null);
        }}
      />
      <ConfirmDelete
        open={confirm}
        onOpenChange={setConfirm}
        title={t("Gewinnspiel löschen?")}
        description={
          c.participantCount === 0
            ? t("„{{name}}“ kommt für {{period}} in den Papierkorb und kann dort wiederhergestellt werden.", { name: c.title, period: trashPeriod(t) })
            : t("„{{name}}“ kommt mit allen {{n}} Teilnahmen für {{period}} in den Papierkorb und kann dort wiederhergestellt werden.", {
                name: c.title,
                count: c.participantCount,
                n: c.participantCount.toLocaleString("de-DE"),
                period: trashPeriod(t),
              })
        }
        onConfirm={() => void fetcher.submit({ intent: "delete", id: c.id }, { method: "post", action: ADMIN_CONTESTS_ACTION })}
      />
    </Card>
  );
}

const CONTEST_NOUN = { one: "Gewinnspiel", other: "Gewinnspiele" };

/** The new status of the bulk bar's 'Status setzen'. */
function BulkStatusField() {
  const { t } = useTranslation("admin");
  return (
    <Field label={t("Neuer Status")}>
      <NativeSelect name="neuerStatus" defaultValue="ended">
        {ADMIN_SETTABLE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(CONTEST_STATUS_LABELS[s])}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

const BULK_ACTIONS: BulkAction[] = [
  {
    intent: "bulk-status",
    label: "Status setzen",
    title: "Status von {{what}} ändern?",
    description: "Alle ausgewählten Gewinnspiele erhalten den gewählten Status.",
    variant: "outline",
    fields: <BulkStatusField />,
  },
  {
    intent: "bulk-delete",
    label: "Löschen",
    title: "{{what}} löschen?",
    description: "Die ausgewählten Gewinnspiele kommen mit allen Teilnahmen in den Papierkorb und können dort wiederhergestellt werden.",
    variant: "destructive",
  },
];

/** All contests of all statuses as cards, with the title search and the row actions. */
export function AdminContestList({ rows, q }: { rows: AdminContestRow[]; q: string }) {
  const { t } = useTranslation("admin");
  const [participants, setParticipants] = useState<DialogTarget>(null);
  const [audit, setAudit] = useState<DialogTarget>(null);
  const sel = useRowSelection(
    rows.map((c) => c.id),
    rows.length,
  );
  return (
    <section aria-labelledby="contest-list-heading" className="flex flex-col gap-4">
      <h3 id="contest-list-heading" className="sr-only">
        {t("Alle Gewinnspiele")}
      </h3>
      <QueryForm submitLabel={t("Suchen")} label={t("Gewinnspiele durchsuchen")}>
        <input type="hidden" name="ansicht" value="gewinnspiele" />
        <QuerySearch id="contest-search" label={t("Titel suchen")} defaultValue={q} />
      </QueryForm>
      <RowActionToasts />
      {rows.length === 0 ? (
        <EmptyState icon={Trophy} headingLevel="p" title={q ? t("Keine Gewinnspiele gefunden.") : t("Noch keine Gewinnspiele.")} />
      ) : (
        <>
          <SelectionHeader sel={sel} noun={CONTEST_NOUN} bulk={{ action: ADMIN_CONTESTS_ACTION, actions: BULK_ACTIONS }} />
          <ul className="grid gap-4 xl:grid-cols-2">
            {rows.map((c) => (
              <li key={c.id}>
                <ContestCard
                  sel={sel}
                  c={c}
                  onParticipants={() => setParticipants({ id: c.id, title: c.title })}
                  onAudit={() => setAudit({ id: c.id, title: c.title })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <ParticipantsDialog target={participants} onClose={() => setParticipants(null)} />
      <AuditLogDialog target={audit} onClose={() => setAudit(null)} />
    </section>
  );
}
