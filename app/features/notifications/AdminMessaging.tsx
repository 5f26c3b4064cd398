import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator, useSearchParams } from "react-router";
import { LinkTabs, viewTabs } from "~/components/ui/link-tabs";
import { AdminCompose, SelfTestCard } from "./AdminCompose";
import { Diagnostics, ReceivedList, SentHistory } from "./AdminMessageLists";
import type { AutoNotificationStatistics, Diagnostics as DiagnosticsData, HistoryEntry, MessageStatistics } from "./admin-stats.server";
import type { InboxMessage } from "./messages";
import { ADMIN_MESSAGE_LIMITS } from "./schema";

export type AdminMessagingProps = {
  statistics: { stats: MessageStatistics; auto: AutoNotificationStatistics };
  history: HistoryEntry[];
  received: InboxMessage[];
  diagnostics: DiagnosticsData;
  viewerId: string;
  /** How many members 'An alle Nutzer senden' reaches (counted by the server). */
  allRecipients: number;
};

/** The messaging tab (spec 3 'Messaging'): statistics (refreshed every 30 s) and four tabs. */
const AREAS = ["send", "received", "sent", "debug"] as const;
const AREA_LABELS = { send: "Nachricht senden", received: "Empfangen", sent: "Gesendet", debug: "Debug & Diagnose" } as const;

export function AdminMessaging({ statistics, history, received, diagnostics, allRecipients }: AdminMessagingProps) {
  const { t } = useTranslation("admin");
  const { revalidate } = useRevalidator();
  const [params] = useSearchParams();
  const areas = viewTabs(params, "bereich", AREAS, (area) => t(AREA_LABELS[area]));
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, ADMIN_MESSAGE_LIMITS.statsPollMs);
    return () => clearInterval(timer);
  }, [revalidate]);
  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-5">
      <h2 id="messages-heading" className="text-xl font-semibold text-ink">
        {t("Nachrichten")}
      </h2>
      <StatisticsBlock statistics={statistics} />
      {/* The areas are links (`?bereich=`): they work before the page's scripts have started. */}
      <LinkTabs label={t("Nachrichten-Bereiche")} items={areas.items} />
      {areas.view === "send" ? (
        <div className="flex flex-col gap-4">
          <SelfTestCard />
          <AdminCompose allRecipients={allRecipients} />
        </div>
      ) : areas.view === "received" ? (
        <ReceivedList messages={received} />
      ) : areas.view === "sent" ? (
        <SentHistory history={history} />
      ) : (
        <Diagnostics diagnostics={diagnostics} shownHistory={history.length} />
      )}
    </section>
  );
}

function Tile({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-card border border-border bg-white p-4 shadow-sm">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink">{value}</dd>
    </div>
  );
}

function ReadBar({ label, percentage }: { label: string; percentage: number }) {
  const value = `${percentage.toLocaleString("de-DE", { maximumFractionDigits: 1 })} %`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span className="text-ink-muted">{label}</span>
        <span className="font-semibold whitespace-nowrap text-ink" data-testid="read-rate">
          {value}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        className="h-2.5 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${Math.min(100, percentage)}%` }} />
      </div>
    </div>
  );
}

function StatisticsBlock({ statistics: { stats, auto } }: { statistics: AdminMessagingProps["statistics"] }) {
  const { t } = useTranslation("admin");
  const autoRows = [
    { label: t("Bewertungs-Benachrichtigungen"), s: auto.review },
    { label: t("Hilfreich-Benachrichtigungen"), s: auto.helpfulVote },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="message-statistics">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label={t("Gesendete Nachrichten")} value={stats.totalMessages} />
        <Tile label={t("Empfänger gesamt")} value={stats.totalRecipients} />
        <Tile label={t("Gelesen")} value={stats.totalRead} />
        <Tile label={t("Ungelesen")} value={stats.totalUnread} />
      </dl>
      <ReadBar label={t("Lesequote")} percentage={stats.readPercentage} />
      <div className="grid gap-3 md:grid-cols-2">
        {autoRows.map(({ label, s }) => (
          <div key={label} className="flex flex-col gap-2 rounded-card border border-border bg-white p-4 shadow-sm">
            <h3 className="text-base font-semibold text-ink">{label}</h3>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-ink-muted">{t("Gesendet")}</dt>
                <dd className="font-semibold">{s.total}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t("Gelesen")}</dt>
                <dd className="font-semibold">{s.read}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t("Ungelesen")}</dt>
                <dd className="font-semibold">{s.unread}</dd>
              </div>
            </dl>
            <ReadBar label={t("Lesequote {{name}}", { name: label })} percentage={s.readPercentage} />
          </div>
        ))}
      </div>
    </div>
  );
}
