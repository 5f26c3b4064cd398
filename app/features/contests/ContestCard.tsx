import { CalendarDays, Clock, Gift, Link2, PartyPopper, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatAmount, formatDate } from "~/lib/format";
import type { ContestCardData } from "./public.server";
import { canJoin, CONTEST_MESSAGES, daysLeft, isEnded, isFull, STATUS_LABELS } from "./schema";
import { contestPath } from "./slug";

/** The labels of a card (spec 2 'Contest card labels'), in the spec's order. */
export function contestLabels(c: ContestCardData, now = new Date()): string[] {
  const labels: string[] = [];
  if (isEnded(c, now)) labels.push(CONTEST_MESSAGES.ended);
  if (c.status === "pending") labels.push("Wartet auf Freigabe");
  if (isFull(c)) labels.push(CONTEST_MESSAGES.full);
  if (c.joined) labels.push("Du nimmst bereits teil");
  return labels;
}

export function formatPrize(c: Pick<ContestCardData, "prizeValue" | "currency">): string {
  return formatAmount(c.prizeValue, c.currency);
}

/** A contest image; hidden when it fails to load. */
export function ContestImage({ src, className, eager }: { src: string | null; className?: string; eager?: boolean }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return null;
  return <img src={src} alt="" loading={eager ? "eager" : "lazy"} decoding="async" className={className} onError={() => setBroken(true)} />;
}

/**
 * One contest card: a button that opens the details dialog; the prize value ('Wert: 299,00 €')
 * and the time left ('noch 3 Tage', 'endet heute'); 'Jetzt teilnehmen' as the visible primary
 * action (a link to the contest's page, where the form works without JavaScript; with it, the
 * details dialog opens), and the link to the contest's own page.
 */
export function ContestCard({ contest: c, onOpen, footer }: { contest: ContestCardData; onOpen: (id: string) => void; footer?: React.ReactNode }) {
  const { t } = useTranslation("common");
  const labels = contestLabels(c);
  const left = isEnded(c) ? null : daysLeft(c.endDate);
  const joinable = canJoin(c);
  const participants = c.maxParticipants === null ? String(c.participantCount) : `${c.participantCount} / ${c.maxParticipants}`;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-card border border-border bg-white shadow-sm"
      data-testid="contest-card"
      data-contest-id={c.id}
    >
      <button
        type="button"
        data-contest-card={c.id}
        onClick={() => onOpen(c.id)}
        className="flex flex-1 flex-col text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        aria-label={t("Details zu {{title}}", { title: c.title })}
      >
        <div className="relative h-40 w-full shrink-0 bg-surface-muted">
          <ContestImage src={c.imageUrl} className="h-40 w-full object-cover" />
          {!c.imageUrl && <Gift aria-hidden="true" className="absolute inset-0 m-auto size-10 text-ink-muted" />}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant={c.status === "active" ? "default" : "secondary"}>{t(STATUS_LABELS[c.status])}</Badge>
            {labels.map((l) => (
              <Badge key={l} variant="outline">
                {t(l)}
              </Badge>
            ))}
          </div>
          <h2 className="line-clamp-2 text-lg font-semibold text-ink">{c.title}</h2>
          <p className="line-clamp-3 text-sm text-ink-muted">{c.description}</p>
          <dl className="mt-auto grid grid-cols-1 gap-1 pt-2 text-sm text-ink">
            <div className="flex items-center gap-2">
              <Gift aria-hidden="true" className="size-4 text-brand" />
              <dt className="sr-only">{t("Gewinn")}</dt>
              <dd className="min-w-0">
                {c.prizeDescription ? <span className="block line-clamp-2">{c.prizeDescription}</span> : null}
                <span className="font-semibold" data-testid="prize-value">
                  {t("Wert: {{amount}}", { amount: formatPrize(c) })}
                </span>
              </dd>
            </div>
            {left !== null ? (
              <div className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 text-brand" />
                <dt className="sr-only">{t("Restzeit")}</dt>
                <dd className={cn("font-medium", left <= 3 && "text-featured")} data-testid="time-left">
                  {left === 0 ? t("endet heute") : t("noch {{count}} Tage", { count: left })}
                </dd>
              </div>
            ) : null}
            <div className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-4 text-brand" />
              <dt className="sr-only">{t("Teilnehmer")}</dt>
              <dd data-testid="participant-count">{participants}</dd>
            </div>
            <div className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 text-brand" />
              <dt className="sr-only">{t("Zeitraum")}</dt>
              <dd>
                {formatDate(c.startDate)} – {formatDate(c.endDate)}
              </dd>
            </div>
          </dl>
        </div>
      </button>
      <div className="flex flex-wrap items-center gap-2 border-t border-border px-4 py-2">
        {joinable ? (
          <Link
            to={contestPath(c)}
            className={cn(buttonVariants(), "min-h-11")}
            aria-label={t("Jetzt teilnehmen: {{title}}", { title: c.title })}
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              onOpen(c.id);
            }}
          >
            <PartyPopper aria-hidden="true" />
            {t("Jetzt teilnehmen")}
          </Link>
        ) : null}
        <Link
          to={contestPath(c)}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          aria-label={t("Seite öffnen: {{title}}", { title: c.title })}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {t("Seite öffnen")}
        </Link>
      </div>
      {footer}
    </article>
  );
}
