import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { StaticPart } from "~/lib/static-part";

/** One option: its key, its German label (translated here) and how many entries it has. */
export type FilterBarItem = { key: string; label: string; count: number };

/**
 * 'Alle' plus options with counts, as links (each filtered view is its own URL), or as buttons
 * when `onSelect` is given (client-side filter, e.g. on /favorites).
 */
export function FilterBar({
  items,
  total,
  active,
  hrefFor,
  onSelect,
  label,
  oneRow = false,
}: {
  items: FilterBarItem[];
  total: number;
  active: string | null;
  hrefFor?: (key: string | null) => string;
  onSelect?: (key: string | null) => void;
  label?: string;
  /** One scrolling row at every width (home: the results stay high on the page); else it wraps from 768 px on. */
  oneRow?: boolean;
}) {
  const { t } = useTranslation("common");
  const entries: { key: string | null; label: string; count: number }[] = [
    { key: null, label: t("Alle"), count: total },
    ...items.map((i) => ({ key: i.key, label: t(i.label), count: i.count })),
  ];
  const list = (
    <ul className={cn("flex w-max gap-2", !oneRow && "md:w-auto md:flex-wrap")}>
      {entries.map((e) => {
        const isActive = active === e.key;
        const cls = cn(
          "inline-flex h-11 md:h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
          isActive ? "border-brand-800 bg-brand-800 text-white" : "border-border bg-white text-ink hover:bg-brand-50",
        );
        const count = (
          <span className={cn("rounded-full px-1.5 text-xs", isActive ? "bg-brand-900 text-white" : "bg-surface-muted text-ink-muted")}>{e.count}</span>
        );
        return (
          <li key={e.key ?? "all"}>
            {onSelect ? (
              <button type="button" className={cls} aria-pressed={isActive} onClick={() => onSelect(e.key)}>
                {e.label}
                {count}
              </button>
            ) : (
              <Link to={hrefFor!(e.key)} className={cls} aria-current={isActive ? "page" : undefined} preventScrollReset data-keep-scroll="">
                {e.label}
                {count}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
  const navProps = { "aria-label": label ?? t("Kategorien"), className: "-mx-4 overflow-x-auto px-4 pb-1" };
  if (onSelect) return <nav {...navProps}>{list}</nav>;
  // Links alone: taken over as the server wrote it, not hydrated (decision 0050); any change of a
  // chip (its address, count or state) renders it anew.
  const key = `${active}|${entries.map((e) => `${hrefFor!(e.key)}:${e.count}`).join("|")}`;
  return (
    <StaticPart as="nav" key={key} {...navProps}>
      {list}
    </StaticPart>
  );
}
