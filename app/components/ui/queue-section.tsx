import { ExternalLink, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * A back-office queue: heading with the number of open items, the rows (a list of `<li>`s) or a
 * dashed empty note. Texts come translated from the caller.
 */
export function QueueSection({ id, title, total, empty, children }: { id: string; title: string; total: number; empty: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title} <span className="text-base font-normal text-ink-muted">({total})</span>
      </h2>
      {total === 0 ? (
        <p className="rounded-card border border-dashed border-border bg-white p-6 text-center text-ink-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">{children}</ul>
      )}
    </section>
  );
}

/** The queue row's link to the item's public page, opened in a new tab (`newTab`: the translated hint for screen readers). */
export function QueueItemLink({ href, children, newTab }: { href: string; children: ReactNode; newTab: string }) {
  return (
    <p className="truncate font-medium text-ink">
      <a href={href} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
        {children}
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{newTab}</span>
      </a>
    </p>
  );
}

/** One decision of a queue row: a submit button, with `value` posted as `decision` when given. */
export type QueueDecision = { value?: string; label: string; icon: LucideIcon; variant?: "default" | "outline" | "destructive" };

/** The queue row's decision buttons (inside the caller's form, which posts the intent and the item's id). */
export function QueueDecisionButtons({ decisions, busy }: { decisions: QueueDecision[]; busy: boolean }) {
  return (
    <div className="flex gap-2">
      {decisions.map(({ value, label, icon: Icon, variant }) => (
        <Button key={label} type="submit" {...(value ? { name: "decision", value } : {})} variant={variant} size="sm" disabled={busy}>
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}
