import * as React from "react";
import { cn } from "~/lib/cn";

export type EmptyStateProps = {
  /** A lucide icon component, e.g. Inbox. */
  icon?: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: React.ReactNode;
  text?: React.ReactNode;
  /** The next step, e.g. <Button asChild><Link to="/">Zur Startseite</Link></Button>. */
  action?: React.ReactNode;
  /** Heading level of the title (default h2). */
  headingLevel?: "h2" | "h3" | "p";
  className?: string;
};

export function EmptyState({ icon: Icon, title, text, action, headingLevel: Heading = "h2", className }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-card border border-dashed border-border bg-white/60 px-6 py-12 text-center",
        className,
      )}
    >
      {Icon ? (
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      {text ? <p className="max-w-prose text-sm text-ink-muted">{text}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{action}</div> : null}
    </div>
  );
}
