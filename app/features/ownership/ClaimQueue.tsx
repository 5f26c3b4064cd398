import { Check, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { Input } from "~/components/ui/input";
import { QueueDecisionButtons, QueueItemLink, QueueSection } from "~/components/ui/queue-section";
import { formatDateTime } from "~/lib/format";
import { userRecordPath } from "~/lib/admin-paths";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import { CLAIM_ADMIN_NOTE_MAX } from "./limits";

export type ClaimQueueItem = {
  id: string;
  providerName: string;
  providerHref: string;
  claimantId: string;
  claimantUsername: string | null;
  claimantEmail: string;
  note: string;
  contact: string;
  createdAt: string;
  decidedAt: string | null;
};

/** The two claim lists of the admin overview: open claims to decide, approved claims to revoke. */
const LISTS = {
  open: {
    key: "claim-decision",
    id: "claim-queue",
    title: "Beanspruchte Einträge",
    empty: "Keine offenen Ansprüche.",
    error: "Der Anspruch konnte nicht bearbeitet werden.",
  },
  approved: {
    key: "claim-revoke",
    id: "managed-claims",
    title: "Freigegebene Ansprüche",
    empty: "Keine freigegebenen Ansprüche.",
    error: "Der Anspruch konnte nicht widerrufen werden.",
  },
} as const;

/**
 * The admin overview's claims ('Eintrag beanspruchen'), oldest first. Open claims get 'Freigeben'
 * and 'Ablehnen' (intent decideClaim), approved ones 'Widerrufen' (intent revokeClaim), each with
 * an optional reason; the member is told either way.
 */
export function ClaimQueue({ items, total, list = "open" }: { items: ClaimQueueItem[]; total: number; list?: keyof typeof LISTS }) {
  const { t } = useTranslation("admin");
  const texts = LISTS[list];
  // Shared with the rows (by key): the decided row leaves the list when it revalidates, so the queue reports the outcome.
  const decision = useFetcher<FetcherResult>({ key: texts.key });
  useFetcherToast(decision, { error: texts.error });
  return (
    <QueueSection id={texts.id} title={t(texts.title)} total={total} empty={t(texts.empty)}>
      {items.map((item) => (
        <ClaimRow key={item.id} item={item} list={list} />
      ))}
    </QueueSection>
  );
}

function ClaimRow({ item, list }: { item: ClaimQueueItem; list: keyof typeof LISTS }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: LISTS[list].key });
  const [reason, setReason] = useState("");
  const busy = fetcher.state !== "idle";
  const approved = list === "approved";
  const name = item.claimantUsername ?? item.claimantEmail;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 lg:flex-row lg:items-end" data-testid="claim-row">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
          {approved && item.decidedAt
            ? t("freigegeben am {{date}} · verwaltet von", { date: formatDateTime(item.decidedAt) })
            : `${formatDateTime(item.createdAt)} · ${t("beansprucht von")}`}{" "}
          <Link to={userRecordPath(item.claimantId)} className="text-brand-800 normal-case underline">
            {name}
          </Link>
        </p>
        <QueueItemLink href={item.providerHref} newTab={t("(öffnet in neuem Tab)")}>
          {item.providerName}
        </QueueItemLink>
        <p className="text-sm break-words whitespace-pre-line text-ink">{item.note}</p>
        <p className="text-sm break-words text-ink-muted">
          {t("Kontakt")}: {item.contact} · {item.claimantEmail}
        </p>
      </div>
      <fetcher.Form method="post" className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-center">
        <input type="hidden" name="intent" value={approved ? "revokeClaim" : "decideClaim"} />
        <input type="hidden" name="claimId" value={item.id} />
        <Input
          name="adminNote"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={CLAIM_ADMIN_NOTE_MAX}
          placeholder={t("Begründung (optional)")}
          aria-label={t("Begründung (optional)")}
          className="sm:w-56"
        />
        <QueueDecisionButtons
          busy={busy}
          decisions={
            approved
              ? [{ label: t("Widerrufen"), icon: X, variant: "destructive" }]
              : [
                  { value: "approve", label: t("Freigeben"), icon: Check },
                  { value: "reject", label: t("Ablehnen"), icon: X, variant: "destructive" },
                ]
          }
        />
      </fetcher.Form>
    </li>
  );
}
