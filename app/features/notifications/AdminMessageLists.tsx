import { ChevronDown, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { userRecordPath } from "~/lib/admin-paths";
import { formatDate, formatDateTime } from "~/lib/format";
import type { Diagnostics as DiagnosticsData, HistoryEntry, RecipientStatus } from "./admin-stats.server";
import { typeLabel, type InboxMessage } from "./messages";
import { ADMIN_MESSAGE_LIMITS, ADMIN_MESSAGE_TEXTS } from "./schema";

/** Received, sent (history with per-recipient status) and diagnostics of the messaging tab. */

export function ReceivedList({ messages }: { messages: InboxMessage[] }) {
  const { t } = useTranslation("admin");
  if (messages.length === 0) return <p className="text-sm text-ink-muted">{t("Keine Nachrichten")}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-white shadow-sm">
      {messages.map((m) => (
        <li key={m.id} className="flex flex-col gap-1 p-4">
          <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
            <Badge variant="secondary">{t(typeLabel(m.messageType))}</Badge>
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            {m.isRead ? t("gelesen") : <strong className="text-brand-800">{t("ungelesen")}</strong>}
          </div>
          <p className="font-medium text-ink">{m.title}</p>
          <p className="text-sm whitespace-pre-line text-ink-muted">{m.content}</p>
        </li>
      ))}
    </ul>
  );
}

export function SentHistory({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation("admin");
  if (history.length === 0) return <p className="text-sm text-ink-muted">{t(ADMIN_MESSAGE_TEXTS.noHistory)}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={t("Gesendete Nachrichten")}>
      {history.map((h) => (
        <HistoryItem key={h.id} entry={h} />
      ))}
    </ul>
  );
}

function HistoryItem({ entry: h }: { entry: HistoryEntry }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const preview = h.content.length > 140 ? `${h.content.slice(0, 140)} …` : h.content;
  return (
    <li className="rounded-card border border-border bg-white shadow-sm" data-testid="history-item">
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        className="flex w-full items-start gap-3 p-4 text-left focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink">{h.title}</p>
          <p className="text-sm text-ink-muted">{preview}</p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-ink-muted">
            <span>{t(h.recipientLabel)}</span>
            <span>{t("{{count}} Empfänger", { count: h.recipientCount })}</span>
            <span>{t("{{count}} gelesen", { count: h.readCount })}</span>
            <span>{formatDate(h.createdAt)}</span>
            {h.senderName ? <span>{t("von {{name}}", { name: h.senderName })}</span> : null}
          </p>
        </div>
        <ChevronDown aria-hidden="true" className={open ? "size-5 rotate-180 text-ink-muted" : "size-5 text-ink-muted"} />
        <span className="sr-only">{t("Empfängerstatus anzeigen")}</span>
      </button>
      {open ? <RecipientDetails historyId={h.id} /> : null}
    </li>
  );
}

type DetailsAnswer = { ok: true; recipients: RecipientStatus[]; total: number; read: number } | { ok: false; error: string };

/** Per-recipient status, refreshed every 10 s while open. */
function RecipientDetails({ historyId }: { historyId: string }) {
  const { t } = useTranslation("admin");
  const [data, setData] = useState<DetailsAnswer | null>(null);
  useEffect(() => {
    let stop = false;
    const load = async () => {
      try {
        const res = await fetch(`/admin/messages/${historyId}`);
        const json = (await res.json()) as DetailsAnswer;
        if (!stop) setData(json);
      } catch {
        if (!stop) setData({ ok: false, error: ADMIN_MESSAGE_TEXTS.historyFailed });
      }
    };
    void load();
    const timer = setInterval(() => void load(), ADMIN_MESSAGE_LIMITS.detailsPollMs);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [historyId]);
  if (!data) return <Spinner className="m-4" size="sm" />;
  if (!data.ok)
    return (
      <p role="alert" className="p-4 text-sm text-danger">
        {t(data.error)}
      </p>
    );
  if (data.recipients.length === 0) return <p className="p-4 text-sm text-ink-muted">{t(ADMIN_MESSAGE_TEXTS.noRecipientData)}</p>;
  return (
    <div className="border-t border-border px-4 pb-4">
      <p className="py-2 text-xs text-ink-muted">
        {t("{{read}} von {{total}} gelesen", { read: data.read, total: data.total })}
        {data.total > data.recipients.length ? ` · ${t("die ersten {{count}} angezeigt", { count: data.recipients.length })}` : ""}
      </p>
      <ul className="max-h-64 overflow-y-auto text-sm" aria-label={t("Empfängerstatus")}>
        {data.recipients.map((r) => (
          <li key={r.userId} className="flex flex-wrap items-center gap-x-3 border-b border-border py-1.5 last:border-0">
            <Link to={userRecordPath(r.userId)} className="font-medium text-brand-800 underline">
              {r.username ?? r.email}
            </Link>
            <span className="text-ink-muted">{r.email}</span>
            <span className="ml-auto">
              {r.isRead ? (
                <Badge variant="secondary">{t("Gelesen {{at}}", { at: r.readAt ? formatDateTime(r.readAt) : "" })}</Badge>
              ) : (
                <Badge variant="outline">{t("Ungelesen")}</Badge>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Diagnostics({ diagnostics: d, shownHistory }: { diagnostics: DiagnosticsData; shownHistory: number }) {
  const { t } = useTranslation("admin");
  const { revalidate, state } = useRevalidator();
  const missingHistory = Math.max(0, Math.min(d.historyEntries, 50) - shownHistory);
  const inconsistent = d.orphanMessages > 0 || missingHistory > 0 || d.countMismatches > 0;
  const rows: [string, string | number][] = [
    ["Historie-Einträge", d.historyEntries],
    ["Admin-Nachrichten in Postfächern", d.adminMessages],
    ["Admin-Nachrichten ohne Historie", d.orphanMessages],
    ["Historie-Einträge mit abweichender Empfängerzahl", d.countMismatches],
    ["Offene Live-Verbindungen (dieser Prozess)", d.liveStreams],
    ["Live-Zustellung", d.realtime === "postgres" ? "PostgreSQL LISTEN/NOTIFY" : "eingebettet (ein Prozess)"],
    ["Geprüft", formatDateTime(d.checkedAt)],
  ];
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 shadow-sm">
      {inconsistent ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t(ADMIN_MESSAGE_TEXTS.inconsistency(d.orphanMessages, missingHistory))}
        </p>
      ) : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{t(label)}</dt>
            <dd className="text-right font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Button variant="outline" size="sm" onClick={() => void revalidate()} disabled={state !== "idle"}>
          <RefreshCw aria-hidden="true" />
          {t("Diagnose erneut ausführen")}
        </Button>
      </div>
    </div>
  );
}
