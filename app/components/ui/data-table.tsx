import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { countNoun, type Noun } from "~/lib/bulk";
import { cn } from "~/lib/cn";
import { BulkBar, type BulkAction } from "./bulk-bar";
import { EmptyNote } from "./query-form";

/**
 * The back-office data table (issue 30): a header with the count, row selection ('alle auf dieser
 * Seite' and 'alle N Treffer' across pages), the bulk bar, the rows and an empty note. One markup
 * for both widths: from 768 px it is a table; below, CSS lays every row out as a card (the
 * `title` column on top, the other facts with their column name, the actions in a row beneath),
 * so nothing needs sideways scrolling at 390 px. Columns with `phone: "hide"` are left out there.
 */

export type Column<R> = {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  className?: string;
  /** On phones: 'title' leads the card, 'fact' (default) shows with its label, 'hide' is left out. */
  phone?: "title" | "fact" | "hide";
  /** The header is read out only (e.g. an actions column). */
  srOnlyHeader?: boolean;
  /** The header cell's content when it is more than the text (a sort link); `header` stays the card's label. */
  headerContent?: ReactNode;
  ariaSort?: "ascending" | "descending";
};

export type DataTableBulk = { action: string; actions: readonly BulkAction[] };

type Props<R> = {
  rows: readonly R[];
  getId: (row: R) => string;
  /** The row's name for the checkbox ('„Titel“ auswählen'). */
  getLabel: (row: R) => string;
  columns: readonly Column<R>[];
  /** The row's own actions and switches: the last column, the card's footer on phones. */
  rowActions?: (row: R) => ReactNode;
  /** Every row of the filter (all pages). */
  total: number;
  noun: Noun;
  empty: string;
  bulk?: DataTableBulk;
  /** Shown next to the count (e.g. a CSV link). */
  headerExtra?: ReactNode;
  rowTestId?: (row: R) => string;
  caption?: string;
};

const CHECKBOX = "size-5 accent-brand-800 md:size-4";
/** The label around a checkbox: a 44 px touch target on phones. */
const HIT = "inline-flex items-center justify-center max-md:size-11 -m-2 md:m-0";

/** The selection of a list: rows of this page, or 'alle N Treffer' (every row of the filter). */
export function useRowSelection(ids: readonly string[], total: number) {
  const { search } = useLocation();
  const [selected, setSelected] = useState<string[]>([]);
  const [all, setAll] = useState(false);
  // A new filter, page or sort starts a new selection.
  useEffect(() => {
    setSelected([]);
    setAll(false);
  }, [search]);
  const visible = selected.filter((id) => ids.includes(id));
  return {
    ids,
    total,
    all,
    visible,
    pageChecked: ids.length > 0 && visible.length === ids.length,
    isChecked: (id: string) => all || visible.includes(id),
    toggle: (id: string, on: boolean) => {
      setAll(false);
      setSelected((s) => (on ? [...s.filter((x) => x !== id), id] : s.filter((x) => x !== id)));
    },
    setPage: (on: boolean) => {
      setAll(false);
      setSelected(on ? [...ids] : []);
    },
    selectAll: () => setAll(true),
    clear: () => {
      setSelected([]);
      setAll(false);
    },
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;

/** The list's header (page checkbox, count, 'alle N Treffer') and the bulk bar, for tables and card grids. */
export function SelectionHeader({ sel, noun, bulk, headerExtra }: { sel: RowSelection; noun: Noun; bulk?: DataTableBulk; headerExtra?: ReactNode }) {
  const { t } = useTranslation("admin");
  const withSelect = Boolean(bulk) && sel.ids.length > 0;
  const nounT = { one: t(noun.one), other: t(noun.other) };
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {withSelect ? (
          <label className="inline-flex min-h-11 items-center gap-2 text-sm text-ink md:min-h-0">
            <input type="checkbox" className={CHECKBOX} checked={sel.pageChecked} onChange={(e) => sel.setPage(e.target.checked)} />
            {t("Alle auf dieser Seite")}
          </label>
        ) : null}
        <p className="text-sm text-ink-muted" aria-live="polite" data-testid="list-count">
          {countNoun(sel.total, nounT)}
        </p>
        {withSelect && sel.pageChecked && sel.total > sel.ids.length && !sel.all ? (
          <button type="button" className="min-h-11 text-sm font-medium text-brand-800 underline underline-offset-4 md:min-h-0" onClick={sel.selectAll}>
            {t("Alle {{n}} Treffer auswählen", { n: sel.total.toLocaleString("de-DE") })}
          </button>
        ) : null}
        {sel.all ? (
          <button type="button" className="min-h-11 text-sm font-medium text-brand-800 underline underline-offset-4 md:min-h-0" onClick={sel.clear}>
            {t("Auswahl aufheben")}
          </button>
        ) : null}
        {headerExtra ? <div className="ml-auto">{headerExtra}</div> : null}
      </div>
      {bulk ? (
        <BulkBar
          selection={{ ids: sel.visible, all: sel.all, count: sel.all ? sel.total : sel.visible.length }}
          actions={bulk.actions}
          action={bulk.action}
          noun={noun}
          onDone={sel.clear}
        />
      ) : null}
    </>
  );
}

/** A row's or card's selection checkbox (44 px target on phones). */
export function RowCheckbox({ sel, id, label }: { sel: RowSelection; id: string; label: string }) {
  const { t } = useTranslation("admin");
  return (
    <label className={HIT}>
      <input
        type="checkbox"
        className={CHECKBOX}
        aria-label={t("„{{name}}“ auswählen", { name: label })}
        checked={sel.isChecked(id)}
        disabled={sel.all}
        onChange={(e) => sel.toggle(id, e.target.checked)}
      />
    </label>
  );
}

export function DataTable<R>({ rows, getId, getLabel, columns, rowActions, total, noun, empty, bulk, headerExtra, rowTestId, caption }: Props<R>) {
  const { t } = useTranslation("admin");
  const ids = rows.map(getId);
  const sel = useRowSelection(ids, total);
  const withSelect = Boolean(bulk) && rows.length > 0;
  return (
    <div className="flex flex-col gap-3">
      <SelectionHeader sel={sel} noun={noun} bulk={bulk} headerExtra={headerExtra} />
      {rows.length === 0 ? (
        <EmptyNote>{t(empty)}</EmptyNote>
      ) : (
        // relative: the visually hidden head (sr-only, absolutely positioned) is placed within the
        // table's frame, not the page's. A phone card's long value breaks anywhere (wrap-anywhere
        // below): that one made /admin/security 34 px too wide at 320 px.
        <div className="relative md:overflow-x-auto">
          <table data-slot="data-table" className="w-full border-collapse text-sm max-md:block">
            {caption ? <caption className="sr-only">{caption}</caption> : null}
            <thead className="border-b border-border max-md:sr-only">
              <tr>
                {withSelect ? (
                  <th scope="col" className="w-10 px-3">
                    <span className="sr-only">{t("Auswahl")}</span>
                  </th>
                ) : null}
                {columns.map((c) => (
                  <th
                    key={c.id}
                    scope="col"
                    aria-sort={c.ariaSort}
                    className={cn(
                      "h-10 px-3 text-left align-middle font-semibold whitespace-nowrap text-ink-muted",
                      c.className,
                      c.phone === "hide" && "max-md:hidden",
                    )}
                  >
                    {c.headerContent ?? (c.srOnlyHeader ? <span className="sr-only">{t(c.header)}</span> : t(c.header))}
                  </th>
                ))}
                {rowActions ? (
                  <th scope="col" className="px-3">
                    <span className="sr-only">{t("Aktionen")}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
              {rows.map((row) => {
                const id = getId(row);
                const checked = sel.isChecked(id);
                return (
                  <tr
                    key={id}
                    data-testid={rowTestId?.(row)}
                    data-state={checked ? "selected" : undefined}
                    className="border-b border-border transition-colors hover:bg-surface-muted/60 data-[state=selected]:bg-brand-50 max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)] max-md:gap-x-2 max-md:rounded-card max-md:border max-md:bg-white max-md:p-3 max-md:shadow-sm"
                  >
                    {withSelect ? (
                      <td className="px-3 py-2.5 align-middle max-md:row-span-2 max-md:p-0">
                        <RowCheckbox sel={sel} id={id} label={getLabel(row)} />
                      </td>
                    ) : null}
                    {columns.map((c) => (
                      <td
                        key={c.id}
                        data-label={t(c.header)}
                        className={cn(
                          "px-3 py-2.5 align-middle max-md:col-start-2 max-md:min-w-0 max-md:px-0 max-md:py-0.5 max-md:wrap-anywhere",
                          c.phone === "hide" && "max-md:hidden",
                          c.phone === "title"
                            ? "max-md:text-base max-md:font-semibold"
                            : "max-md:flex max-md:flex-wrap max-md:items-baseline max-md:gap-x-2 max-md:before:text-xs max-md:before:text-ink-muted max-md:before:content-[attr(data-label)_':']",
                          c.className,
                          "max-md:max-w-none",
                        )}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                    {rowActions ? (
                      <td className="px-3 py-2.5 align-middle max-md:col-span-2 max-md:col-start-1 max-md:mt-2 max-md:border-t max-md:border-border max-md:px-0 max-md:pt-2 max-md:pb-0">
                        <div className="flex flex-wrap items-center justify-end gap-1 max-md:justify-start">{rowActions(row)}</div>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
