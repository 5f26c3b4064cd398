import { Eye, EyeOff, Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { userRecordPath } from "~/lib/admin-paths";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { QueueDecisionButtons, QueueItemLink, QueueSection } from "~/components/ui/queue-section";
import { formatDateTime } from "~/lib/format";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";

export type QueueItem = {
  id: string;
  targetType: "review" | "article";
  reason: string | null;
  createdAt: string | Date;
  reporterId?: string | null;
  reporterUsername: string | null;
  targetTitle: string | null;
  targetHref: string | null;
};

const REPORT_DECISION_KEY = "report-decision";

/**
 * The admin overview's moderation queue: items members reported with 'Melden', oldest first,
 * each with 'Behalten' and 'Verstecken' (posted to the page's action with intent resolveReport).
 */
export function ReportQueue({ items, total }: { items: QueueItem[]; total: number }) {
  const { t } = useTranslation("admin");
  // Shared with the rows (by key): the decided row leaves the list when it revalidates, so the queue reports the outcome.
  const decision = useFetcher<FetcherResult>({ key: REPORT_DECISION_KEY });
  useFetcherToast(decision, { error: "Die Meldung konnte nicht bearbeitet werden." });
  return (
    <QueueSection id="report-queue" title={t("Gemeldete Inhalte")} total={total} empty={t("Keine offenen Meldungen.")}>
      {items.map((item) => (
        <ReportRow key={item.id} item={item} />
      ))}
    </QueueSection>
  );
}

function ReportRow({ item }: { item: QueueItem }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: REPORT_DECISION_KEY });
  const busy = fetcher.state !== "idle";
  const title = item.targetTitle || t("(ohne Titel)");
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
          {item.targetType === "review" ? t("Bewertung") : t("Artikel")} · {formatDateTime(item.createdAt)} · {t("gemeldet von")}{" "}
          {item.reporterId ? (
            <Link to={userRecordPath(item.reporterId)} className="text-brand-800 normal-case underline">
              {item.reporterUsername ?? t("ohne Namen")}
            </Link>
          ) : (
            (item.reporterUsername ?? t("gelöschtes Konto"))
          )}
        </p>
        {item.targetHref ? (
          <QueueItemLink href={item.targetHref} newTab={t("(öffnet in neuem Tab)")}>
            {title}
          </QueueItemLink>
        ) : (
          <p className="truncate font-medium text-ink">{title}</p>
        )}
        {item.reason ? <p className="text-sm break-words text-ink-muted">{item.reason}</p> : null}
      </div>
      <fetcher.Form method="post" className="flex shrink-0 gap-2">
        <input type="hidden" name="intent" value="resolveReport" />
        <input type="hidden" name="reportId" value={item.id} />
        <QueueDecisionButtons
          busy={busy}
          decisions={[
            { value: "keep", label: t("Behalten"), icon: Check, variant: "outline" },
            { value: "hide", label: t("Verstecken"), icon: EyeOff, variant: "destructive" },
          ]}
        />
      </fetcher.Form>
    </li>
  );
}

export type HiddenArticleItem = { id: string; title: string; authorUsername: string | null; hiddenAt: string };

/** Articles hidden through the queue, each with 'Wieder einblenden' (intent unhideArticle). */
export function HiddenArticles({ items, total }: { items: HiddenArticleItem[]; total: number }) {
  const { t } = useTranslation("admin");
  if (total === 0) return null;
  return (
    <section aria-labelledby="hidden-articles" className="flex flex-col gap-3">
      <h2 id="hidden-articles" className="text-xl font-semibold text-ink">
        {t("Ausgeblendete Artikel")} <span className="text-base font-normal text-ink-muted">({total})</span>
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <HiddenArticleRow key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function HiddenArticleRow({ item }: { item: HiddenArticleItem }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>();
  useFetcherToast(fetcher, { error: "Der Artikel konnte nicht wieder eingeblendet werden." });
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 sm:flex-row sm:items-center" data-testid="hidden-article">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
          {t("Ausgeblendet am {{date}}", { date: formatDateTime(item.hiddenAt) })} · {item.authorUsername ?? t("gelöschtes Konto")}
        </p>
        <p className="truncate font-medium text-ink">{item.title || t("(ohne Titel)")}</p>
      </div>
      <fetcher.Form method="post" className="shrink-0">
        <input type="hidden" name="intent" value="unhideArticle" />
        <input type="hidden" name="articleId" value={item.id} />
        <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
          <Eye aria-hidden="true" />
          {t("Wieder einblenden")}
        </Button>
      </fetcher.Form>
    </li>
  );
}
