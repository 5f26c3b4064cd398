import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, type FetcherWithComponents } from "react-router";
import { QueueDecisionButtons, QueueItemLink, QueueSection } from "~/components/ui/queue-section";
import { userRecordPath } from "~/lib/admin-paths";
import { formatDateTime } from "~/lib/format";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import { INFO_REPORT_REASON_LABELS, type InfoReportReasonKey } from "./info-report-reasons";

export type InfoReportQueueItem = {
  id: string;
  reason: InfoReportReasonKey;
  note: string | null;
  createdAt: string | Date;
  reporterId?: string | null;
  reporterUsername: string | null;
  providerName: string;
  providerHref: string;
};

/**
 * The admin overview's queue of 'Veraltete Info melden': oldest first, each with 'Erledigt' and
 * 'Verwerfen' (posted to the page's action with intent decideInfoReport; the answer as a toast).
 */
export function InfoReportQueue({ items, total }: { items: InfoReportQueueItem[]; total: number }) {
  const { t } = useTranslation("admin");
  // One fetcher for the queue: a decided row leaves the list, the queue stays to show the toast.
  const fetcher = useFetcher<FetcherResult>();
  useFetcherToast(fetcher, { error: "Die Meldung konnte nicht bearbeitet werden." });
  return (
    <QueueSection id="info-report-queue" title={t("Veraltete Infos")} total={total} empty={t("Keine offenen Meldungen veralteter Infos.")}>
      {items.map((item) => (
        <InfoReportRow key={item.id} item={item} fetcher={fetcher} />
      ))}
    </QueueSection>
  );
}

function InfoReportRow({ item, fetcher }: { item: InfoReportQueueItem; fetcher: FetcherWithComponents<FetcherResult> }) {
  const { t } = useTranslation("admin");
  const busy = fetcher.state !== "idle";
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 sm:flex-row sm:items-center" data-testid="info-report">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
          {t(INFO_REPORT_REASON_LABELS[item.reason])} · {formatDateTime(item.createdAt)} · {t("gemeldet von")}{" "}
          {item.reporterId ? (
            <Link to={userRecordPath(item.reporterId)} className="text-brand-800 normal-case underline">
              {item.reporterUsername ?? t("ohne Namen")}
            </Link>
          ) : (
            (item.reporterUsername ?? t("gelöschtes Konto"))
          )}
        </p>
        <QueueItemLink href={item.providerHref} newTab={t("(öffnet in neuem Tab)")}>
          {item.providerName}
        </QueueItemLink>
        {item.note ? <p className="text-sm break-words text-ink-muted">{item.note}</p> : null}
      </div>
      <fetcher.Form method="post" className="flex shrink-0 gap-2">
        <input type="hidden" name="intent" value="decideInfoReport" />
        <input type="hidden" name="reportId" value={item.id} />
        <QueueDecisionButtons
          busy={busy}
          decisions={[
            { value: "done", label: t("Erledigt"), icon: Check },
            { value: "dismissed", label: t("Verwerfen"), icon: X, variant: "outline" },
          ]}
        />
      </fetcher.Form>
    </li>
  );
}
