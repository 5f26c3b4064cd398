import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ContestCard } from "./ContestCard";
import type { ContestCardData } from "./public.server";
import { CONTEST_LIMITS } from "./schema";

const GAP = 16;
const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** Columns of the grid: 3 on large screens (1024 px), 2 on medium (768 px), else 1. */
function useColumns() {
  const [cols, setCols] = useState(3);
  useEffect(() => {
    const lg = window.matchMedia("(min-width: 1024px)");
    const md = window.matchMedia("(min-width: 768px)");
    const update = () => setCols(lg.matches ? 3 : md.matches ? 2 : 1);
    update();
    lg.addEventListener("change", update);
    md.addEventListener("change", update);
    return () => {
      lg.removeEventListener("change", update);
      md.removeEventListener("change", update);
    };
  }, []);
  return cols;
}

const GRID = "grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3";

function Cards({ items, onOpen, footer }: { items: ContestCardData[]; onOpen: (id: string) => void; footer?: (c: ContestCardData) => React.ReactNode }) {
  return items.map((c) => (
    <li key={c.id} className="min-w-0">
      <ContestCard contest={c} onOpen={onOpen} footer={footer?.(c)} />
    </li>
  ));
}

/**
 * The card grid; above 12 entries it is virtualised by rows against the window (estimated card
 * height 420 px, overscan 2). Before hydration the first 12 cards are rendered as a plain grid.
 */
export function ContestGrid({
  contests,
  onOpen,
  footer,
}: {
  contests: ContestCardData[];
  onOpen: (id: string) => void;
  footer?: (c: ContestCardData) => React.ReactNode;
}) {
  const { t } = useTranslation("common");
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const virtual = contests.length > CONTEST_LIMITS.virtualiseAbove;
  if (!virtual || !mounted) {
    return (
      <ul className={GRID} aria-label={t("Gewinnspiele")}>
        <Cards items={virtual ? contests.slice(0, CONTEST_LIMITS.virtualiseAbove) : contests} onOpen={onOpen} footer={footer} />
      </ul>
    );
  }
  return <VirtualGrid contests={contests} onOpen={onOpen} footer={footer} />;
}

function VirtualGrid({
  contests,
  onOpen,
  footer,
}: {
  contests: ContestCardData[];
  onOpen: (id: string) => void;
  footer?: (c: ContestCardData) => React.ReactNode;
}) {
  const { t } = useTranslation("common");
  const cols = useColumns();
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useIsoLayoutEffect(() => setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY), []);
  const rowCount = Math.ceil(contests.length / cols);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => CONTEST_LIMITS.cardHeight + GAP,
    overscan: CONTEST_LIMITS.overscan,
    scrollMargin: offset,
  });
  return (
    <ul ref={listRef} aria-label={t("Gewinnspiele")} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute left-0 top-0 w-full pb-4"
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          <ul className={GRID}>
            <Cards items={contests.slice(row.index * cols, row.index * cols + cols)} onOpen={onOpen} footer={footer} />
          </ul>
        </li>
      ))}
    </ul>
  );
}
