import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import { BULK_ALL_FIELD, countNoun, type Noun } from "~/lib/bulk";
import { toast } from "~/lib/toast";
import { useFetcherResult, type FetcherResult } from "~/lib/use-fetcher-toast";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";

/**
 * The one bulk bar of the back-office lists (issue 30): the count of the selection, one button per
 * action, and a confirmation that names the count ('3 Bewertungen ausblenden?'). The confirmation
 * is a form posting `intent`, the selected `ids` (or `alle=1` with the list's current URL filter,
 * so the server re-runs the filter) and the action's own fields (a reason, a message).
 */

export type BulkAction = {
  /** The posted intent, e.g. 'bulk-hide'. */
  intent: string;
  /** The button text ('Ausblenden'). */
  label: string;
  /** The confirmation's title with {{what}} = '3 Bewertungen': '{{what}} ausblenden?'. */
  title: string;
  description?: string;
  variant?: "default" | "outline" | "destructive";
  /** Extra fields of the confirmation form (a reason, a message); their names are posted as they are. */
  fields?: ReactNode;
  icon?: ReactNode;
};

export type BulkSelectionState = { ids: string[]; all: boolean; count: number };

/** The URL's filter (without the page) as hidden fields: what 'alle N Treffer' means on the server. */
function filterFields(search: string) {
  const params = new URLSearchParams(search);
  params.delete("seite");
  for (const reserved of ["intent", "ids", BULK_ALL_FIELD]) params.delete(reserved);
  return [...params.entries()];
}

export function BulkBar({
  selection,
  actions,
  action,
  noun,
  onDone,
}: {
  selection: BulkSelectionState;
  actions: readonly BulkAction[];
  /** The list's URL that answers the bulk POST. */
  action: string;
  noun: Noun;
  onDone: () => void;
}) {
  const { t } = useTranslation("admin");
  const { search } = useLocation();
  const fetcher = useFetcher<FetcherResult>();
  const [open, setOpen] = useState<BulkAction | null>(null);
  useFetcherResult(fetcher, (d) => {
    if (d.ok) {
      toast.success(t(d.message ?? "Erledigt"));
      setOpen(null);
      onDone();
    } else toast.error(t(d.error ?? "Die Aktion ist fehlgeschlagen."));
  });
  if (selection.count === 0) return null;
  const what = countNoun(selection.count, { one: t(noun.one), other: t(noun.other) });
  const busy = fetcher.state !== "idle";
  return (
    <div
      role="region"
      aria-label={t("Mehrfachauswahl")}
      className="flex flex-wrap items-center gap-2 rounded-card border border-brand-200 bg-brand-50 px-3 py-2"
    >
      <span className="mr-auto text-sm font-medium text-ink" aria-live="polite" data-testid="bulk-count">
        {selection.all ? t("Alle {{what}} ausgewählt", { what }) : t("{{what}} ausgewählt", { what })}
      </span>
      {actions.map((a) => (
        <Button key={a.intent} size="sm" className="max-md:h-11" variant={a.variant ?? "outline"} onClick={() => setOpen(a)}>
          {a.icon}
          {t(a.label)}
        </Button>
      ))}
      <Dialog open={open !== null} onOpenChange={(o) => !o && !busy && setOpen(null)}>
        {open ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t(open.title, { what })}</DialogTitle>
              {open.description ? (
                <DialogDescription>{t(open.description)}</DialogDescription>
              ) : (
                <DialogDescription className="sr-only">{t(open.title, { what })}</DialogDescription>
              )}
            </DialogHeader>
            <fetcher.Form method="post" action={action} className="flex flex-col gap-4">
              <input type="hidden" name="intent" value={open.intent} />
              {selection.all ? (
                <>
                  <input type="hidden" name={BULK_ALL_FIELD} value="1" />
                  {filterFields(search).map(([k, v], i) => (
                    <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
                  ))}
                </>
              ) : (
                selection.ids.map((id) => <input key={id} type="hidden" name="ids" value={id} />)
              )}
              {open.fields}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(null)} disabled={busy}>
                  {t("Abbrechen")}
                </Button>
                <Button type="submit" variant={open.variant === "destructive" ? "destructive" : "default"} disabled={busy}>
                  {t(open.label)}
                </Button>
              </DialogFooter>
            </fetcher.Form>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
