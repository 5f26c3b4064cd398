import type { ReactNode } from "react";

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
