import { CheckCheck, X } from "lucide-react";
import { Component, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/format";
import { linkifyText, NOTIFICATION_TEXTS, typeLabel, type InboxMessage } from "./messages";
import { useInbox } from "./NotificationsProvider";

/** The panel body (lazy chunk): list, states, mark all read, and its own error card with retry. */
export default function NotificationPanel({ placement, onClose }: { placement: "desktop" | "mobile"; onClose: () => void }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <PanelBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <PanelBody placement={placement} onClose={onClose} />
    </PanelBoundary>
  );
}

function PanelBody({ placement, onClose }: { placement: "desktop" | "mobile"; onClose: () => void }) {
  const { t } = useTranslation("navigation");
  const inbox = useInbox();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      {/* On a phone 'Alle als gelesen markieren' gets a row of its own (issue #26 item 11: the panel fits 320 px). */}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-border px-4 py-3">
        <h2 ref={headingRef} tabIndex={-1} className="min-w-0 flex-1 text-base font-semibold text-ink focus:outline-none">
          {t("Nachrichten")}
        </h2>
        {inbox.unread > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className={cn(placement === "mobile" && "order-last basis-full justify-start")}
            onClick={() => void inbox.markAllRead()}
          >
            <CheckCheck aria-hidden="true" />
            {t("Alle als gelesen markieren")}
          </Button>
        ) : null}
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t("Nachrichten schließen")}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className={cn("overflow-y-auto overscroll-contain", placement === "desktop" ? "max-h-96" : "flex-1")}>
        {inbox.status === "error" ? (
          <div role="alert" className="flex flex-col items-start gap-2 p-4">
            <p className="text-sm text-danger">{t(NOTIFICATION_TEXTS.loadError(inbox.error ?? NOTIFICATION_TEXTS.loadErrorDefault))}</p>
            <Button variant="outline" size="sm" onClick={() => void inbox.reload()}>
              {t("Erneut versuchen")}
            </Button>
          </div>
        ) : inbox.status !== "ready" && inbox.messages.length === 0 ? (
          <p className="flex items-center gap-2 p-4 text-sm text-ink-muted">
            <Spinner label="" size="sm" />
            <span role="status">{t(NOTIFICATION_TEXTS.loading)}</span>
          </p>
        ) : inbox.messages.length === 0 ? (
          <p className="p-6 text-center text-sm text-ink-muted">{t(NOTIFICATION_TEXTS.empty)}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t("Nachrichtenliste")}>
            {inbox.messages.map((m) => (
              <MessageItem key={m.id} message={m} onOpenLink={onClose} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function MessageText({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-line text-ink-muted">
      {linkifyText(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-800 underline underline-offset-2">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function MessageItem({ message: m, onOpenLink }: { message: InboxMessage; onOpenLink: () => void }) {
  const { t } = useTranslation("navigation");
  const inbox = useInbox();
  const [expanded, setExpanded] = useState(false);
  const open = () => {
    setExpanded(!expanded);
    if (!expanded) inbox.markRead(m.id, "message_open");
  };
  return (
    <li className={cn("px-4 py-3", !m.isRead && "bg-brand-50/60")} data-testid="notification-item" data-read={m.isRead ? "true" : "false"}>
      <div className="flex items-start gap-2">
        <button
          type="button"
          onClick={open}
          aria-expanded={expanded}
          className="min-h-11 min-w-0 flex-1 rounded text-left focus-visible:outline-2 focus-visible:outline-brand-700 md:min-h-0"
        >
          <span className="flex items-center gap-2 text-xs font-medium text-brand-800">
            {!m.isRead ? <span aria-hidden="true" className="size-2 rounded-full bg-brand-700" /> : null}
            {t(typeLabel(m.messageType))}
            {!m.isRead ? <span className="sr-only">{t("ungelesen")}</span> : null}
          </span>
          <span className={cn("mt-0.5 block text-sm text-ink", !m.isRead && "font-semibold")}>{m.title}</span>
        </button>
        {!m.isRead ? (
          <Button variant="ghost" size="sm" className="shrink-0 text-xs" onClick={() => inbox.markRead(m.id, "read_button_click")}>
            {t("Als gelesen markieren")}
          </Button>
        ) : null}
      </div>
      <div className={cn("mt-1 space-y-1", !expanded && "line-clamp-2")}>
        <MessageText text={m.content} />
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
        <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        {m.actor ? (
          <span>
            {t("von")}{" "}
            {m.actor.href ? (
              <Link to={m.actor.href} onClick={onOpenLink} className="text-brand-800 underline underline-offset-2">
                {m.actor.label}
              </Link>
            ) : (
              t(m.actor.label)
            )}
          </span>
        ) : null}
        {m.link ? (
          <Link
            to={m.link}
            onClick={() => {
              inbox.markRead(m.id, "message_open");
              onOpenLink();
            }}
            className="text-brand-800 underline underline-offset-2"
          >
            {t("Ansehen")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

class PanelBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return <PanelCrash message={this.state.error.message} onRetry={this.props.onRetry} />;
  }
}

function PanelCrash({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation("navigation");
  return (
    <div role="alert" className="m-3 flex flex-col items-start gap-2 rounded-card border border-red-200 bg-red-50 p-4">
      <p className="font-semibold text-danger">{t(NOTIFICATION_TEXTS.panelCrash)}</p>
      <p className="text-sm text-ink-muted">{message || t(NOTIFICATION_TEXTS.panelCrashDefault)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("Erneut versuchen")}
      </Button>
    </div>
  );
}
