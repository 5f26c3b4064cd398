import { Bell } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { badgeText, NOTIFICATION_TEXTS } from "./messages";
import { useInbox } from "./NotificationsProvider";

// The panel body loads on the first opening; the bell button itself is part of the page.
const NotificationPanel = lazyPart(() => import("./NotificationPanel"));

const MOBILE_QUERY = "(max-width: 767.98px)";

/**
 * The bell of the header (spec 2 section 2) with the unread badge (99+ above 99). Opens the panel:
 * a dropdown below the bell from 768 px on, a full-screen modal below; it closes when the viewport
 * crosses the breakpoint. Opening records a bell_click for each unread message.
 */
export function NotificationBell({ placement }: { placement: "desktop" | "mobile" }) {
  const { t } = useTranslation("navigation");
  const inbox = useInbox();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setOpen(false);
    media.addEventListener("change", onChange);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (placement === "desktop" && wrapperRef.current && !wrapperRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      media.removeEventListener("change", onChange);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, placement]);

  if (!inbox.enabled) return null;
  const toggle = () => {
    if (!open) {
      inbox.track(
        inbox.messages.filter((m) => !m.isRead).map((m) => m.id),
        "bell_click",
      );
      if (inbox.status === "error" || inbox.status === "idle") void inbox.reload();
    }
    setOpen(!open);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const label = inbox.unread > 0 ? t("Benachrichtigungen ({{count}} ungelesen)", { count: inbox.unread }) : t("Benachrichtigungen");
  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        data-testid={`notification-bell-${placement}`}
        className={cn(
          "relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink lg:size-10",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        {inbox.unread > 0 ? (
          <span
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] leading-none font-bold text-white"
          >
            {badgeText(inbox.unread)}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-modal={placement === "mobile" ? true : undefined}
          // A modal on phones: the cookie banner steps aside while it is open (components/ui/use-modal-open).
          data-modal={placement === "mobile" ? "" : undefined}
          aria-label={t("Nachrichten")}
          className={cn(
            "z-50 flex flex-col bg-white",
            placement === "desktop"
              ? "absolute top-full right-0 mt-2 w-96 max-w-[calc(100vw-2rem)] rounded-card border border-border shadow-lg"
              : "fixed inset-0 h-dvh w-full",
          )}
        >
          <LazyBoundary
            onUnavailable={close}
            fallback={
              <p className="flex items-center gap-2 p-4 text-sm text-ink-muted">
                <Spinner label="" size="sm" />
                <span role="status">{t(NOTIFICATION_TEXTS.loading)}</span>
              </p>
            }
          >
            <NotificationPanel placement={placement} onClose={close} />
          </LazyBoundary>
        </div>
      ) : null}
    </div>
  );
}
