import { Check, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Input } from "~/components/ui/input";
import { QueueDecisionButtons, QueueItemLink, QueueSection } from "~/components/ui/queue-section";
import { formatDateTime } from "~/lib/format";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { ChangeRequestItem } from "./change-requests.server";

const KEY = "change-request-decision";

/**
 * 'Änderungsanfragen' in the providers tab: owners' changes of name, category or address, oldest
 * first, each with the published and the requested value; 'Übernehmen' applies them, 'Ablehnen'
 * keeps the listing as it is (intent decideChange, optional reason told to the owner).
 */
export function ChangeRequestQueue({ items, total, action }: { items: ChangeRequestItem[]; total: number; action: string }) {
  const { t } = useTranslation("admin");
  const decision = useFetcher<FetcherResult>({ key: KEY });
  useFetcherToast(decision, { error: t("Die Änderungsanfrage konnte nicht bearbeitet werden.") });
  return (
    <QueueSection id="change-requests" title={t("Änderungsanfragen")} total={total} empty={t("Keine offenen Änderungsanfragen.")}>
      {items.map((item) => (
        <ChangeRow key={item.id} item={item} action={action} />
      ))}
    </QueueSection>
  );
}

function ChangeRow({ item, action }: { item: ChangeRequestItem; action: string }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: KEY });
  const [reason, setReason] = useState("");
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 lg:flex-row lg:items-end" data-testid="change-request-row">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
          {formatDateTime(item.createdAt)} · {t("beantragt von {{name}}", { name: item.requester ?? t("Gelöschtes Mitglied") })}
        </p>
        <QueueItemLink href={item.providerHref} newTab={t("(öffnet in neuem Tab)")}>
          {item.providerName}
        </QueueItemLink>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {item.rows.map((row) => (
            <div key={row.field} className="contents">
              <dt className="text-ink-muted">{t(row.label)}</dt>
              <dd className="break-words text-ink">
                <del className="text-ink-muted">{row.before}</del> → <ins className="font-medium no-underline">{row.after}</ins>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <fetcher.Form method="post" action={action} className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-center">
        <input type="hidden" name="intent" value="decideChange" />
        <input type="hidden" name="requestId" value={item.id} />
        <Input
          name="adminNote"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          placeholder={t("Begründung (optional)")}
          aria-label={t("Begründung (optional)")}
          className="sm:w-56"
        />
        <QueueDecisionButtons
          busy={fetcher.state !== "idle"}
          decisions={[
            { value: "approve", label: t("Übernehmen"), icon: Check },
            { value: "reject", label: t("Ablehnen"), icon: X, variant: "destructive" },
          ]}
        />
      </fetcher.Form>
    </li>
  );
}
