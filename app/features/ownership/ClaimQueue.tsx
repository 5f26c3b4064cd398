import { Check, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { QueueItemLink, QueueSection } from "~/components/ui/queue-section";
import { formatDateTime } from "~/lib/format";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import { CLAIM_ADMIN_NOTE_MAX } from "./limits";

const DECISION_KEY = "claim-decision";

export type ClaimQueueItem = {
  id: string;
  providerName: string;
  providerHref: string;
  claimantUsername: string | null;
  claimantEmail: string;
  note: string;
  contact: string;
  createdAt: string;
};

/**
 * The admin overview's queue of open claims ('Eintrag beanspruchen'), oldest first, each with
 * 'Freigeben' and 'Ablehnen' and an optional reason (posted to the page's action, intent decideClaim).
 */
export function ClaimQueue({ items, total }: { items: ClaimQueueItem[]; total: number }) {
  const { t } = useTranslation("admin");
  // Shared with the rows (by key): the decided row leaves the list when it revalidates, so the queue reports the outcome.
  const decision = useFetcher<FetcherResult>({ key: DECISION_KEY });
  useFetcherToast(decision, { error: "Der Anspruch konnte nicht bearbeitet werden." });
  return (
    <QueueSection id="claim-queue" title={t("Beanspruchte Einträge")} total={total} empty={t("Keine offenen Ansprüche.")}>
      {items.map((item) => (
        <ClaimRow key={item.id} item={item} />
      ))}
    </QueueSection>
  );
}

function ClaimRow({ item }: { item: ClaimQueueItem }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: DECISION_KEY });
  const [reason, setReason] = useState("");
  const busy = fetcher.state !== "idle";
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 lg:flex-row lg:items-end" data-testid="claim-row">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
          {formatDateTime(item.createdAt)} · {t("beansprucht von {{name}}", { name: item.claimantUsername ?? item.claimantEmail })}
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
        <input type="hidden" name="intent" value="decideClaim" />
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
        <div className="flex gap-2">
          <Button type="submit" name="decision" value="approve" size="sm" disabled={busy}>
            <Check aria-hidden="true" />
            {t("Freigeben")}
          </Button>
          <Button type="submit" name="decision" value="reject" variant="destructive" size="sm" disabled={busy}>
            <X aria-hidden="true" />
            {t("Ablehnen")}
          </Button>
        </div>
      </fetcher.Form>
    </li>
  );
}
