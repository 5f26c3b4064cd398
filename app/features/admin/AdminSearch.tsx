import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useFetcher, useNavigate } from "react-router";
import { Badge } from "~/components/ui/badge";
import { controlClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { ADMIN_SEARCH_KIND_LABELS, type AdminSearchGroup } from "./search";

export const ADMIN_SEARCH_PATH = "/admin/suche";
const MIN = 2;

type SearchData = { q: string; groups: AdminSearchGroup[] };

/**
 * 'Suche im Admin-Bereich' in the back-office header: a GET form to /admin/suche (works without
 * JavaScript), enhanced to an ARIA combobox with live, grouped results (arrow keys, Enter opens,
 * Escape closes; Enter without a chosen hit opens the results page).
 */
export function AdminSearchField({ initial = "" }: { initial?: string }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<SearchData>();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const [q, setQ] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const data = fetcher.data && "groups" in fetcher.data ? fetcher.data : null;
  const hits = q.trim().length >= MIN && data ? data.groups.flatMap((g) => g.hits) : [];
  const expanded = open && q.trim().length >= MIN && data !== null;

  useEffect(() => () => clearTimeout(timer.current), []);

  const load = (value: string) => {
    clearTimeout(timer.current);
    if (value.trim().length < MIN) return;
    timer.current = setTimeout(() => void fetcher.load(`${ADMIN_SEARCH_PATH}?${new URLSearchParams({ q: value.trim() }).toString()}`), 200);
  };

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    setQ("");
    void navigate(href);
  };

  let index = -1;
  return (
    <div ref={box} className="relative w-full md:max-w-md" onBlur={(e) => !box.current?.contains(e.relatedTarget as Node | null) && setOpen(false)}>
      <Form method="get" action={ADMIN_SEARCH_PATH} role="search" aria-label={t("Suche im Admin-Bereich")}>
        <label htmlFor={`${id}-q`} className="sr-only">
          {t("Suche im Admin-Bereich")}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
        <input
          id={`${id}-q`}
          name="q"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          autoComplete="off"
          maxLength={100}
          placeholder={t("Benutzer, Anbieter, Bewertungen … suchen")}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={q}
          className={cn(controlClasses, "h-11 pl-9")}
          onChange={(e) => {
            setQ(e.target.value);
            setActive(-1);
            setOpen(true);
            load(e.target.value);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" && hits.length) {
              e.preventDefault();
              setOpen(true);
              setActive((i) => (i + 1) % hits.length);
            } else if (e.key === "ArrowUp" && hits.length) {
              e.preventDefault();
              setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
            } else if (e.key === "Escape") {
              if (expanded) e.preventDefault();
              setOpen(false);
              setActive(-1);
            } else if (e.key === "Enter" && expanded && active >= 0 && hits[active]) {
              e.preventDefault();
              go(hits[active].href);
            }
          }}
        />
      </Form>
      <div
        id={listId}
        role="listbox"
        aria-label={t("Treffer")}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-border bg-white p-1 shadow-lg"
      >
        {hits.length === 0 ? (
          <p className="px-3 py-2 text-sm text-ink-muted" role="presentation">
            {fetcher.state === "loading" ? t("Suche läuft …") : t("Keine Treffer")}
          </p>
        ) : (
          data?.groups.map((group) => (
            <div key={group.kind} role="group" aria-label={t(ADMIN_SEARCH_KIND_LABELS[group.kind])}>
              <p role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {t(ADMIN_SEARCH_KIND_LABELS[group.kind])}
              </p>
              {group.hits.map((hit) => {
                index += 1;
                const i = index;
                return (
                  <div
                    key={hit.id}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    tabIndex={-1}
                    className={cn(
                      "flex min-h-11 cursor-pointer flex-col justify-center rounded-lg px-3 py-1.5 text-sm",
                      i === active ? "bg-brand-100" : "hover:bg-surface-muted",
                    )}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => go(hit.href)}
                  >
                    <span className="font-medium text-ink">{hit.title}</span>
                    {hit.detail ? <span className="truncate text-xs text-ink-muted">{hit.detail}</span> : null}
                  </div>
                );
              })}
            </div>
          ))
        )}
        <Link
          to={`${ADMIN_SEARCH_PATH}?${new URLSearchParams({ q: q.trim() }).toString()}`}
          tabIndex={-1}
          onClick={() => setOpen(false)}
          className="mt-1 flex min-h-11 items-center border-t border-border px-3 text-sm font-medium text-brand-800 underline"
        >
          {t("Alle Treffer anzeigen")}
        </Link>
      </div>
    </div>
  );
}

/** The results page /admin/suche?q=: every kind with its hits as links, grouped. */
export function AdminSearchResults({ q, groups }: SearchData) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="admin-search-heading" className="flex flex-col gap-5">
      <h2 id="admin-search-heading" className="text-xl font-semibold text-ink">
        {q ? t("Treffer für „{{q}}“", { q }) : t("Suche im Admin-Bereich")}
      </h2>
      {q.trim().length < MIN ? (
        <p className="text-ink-muted">{t("Gib mindestens 2 Zeichen ein: Name, E-Mail, ID oder Slug.")}</p>
      ) : groups.length === 0 ? (
        <p className="text-ink-muted" role="status">
          {t("Keine Treffer")}
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.kind} aria-labelledby={`search-${group.kind}`} className="flex flex-col gap-2">
            <h3 id={`search-${group.kind}`} className="text-lg font-semibold text-ink">
              {t(ADMIN_SEARCH_KIND_LABELS[group.kind])}
            </h3>
            <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-white">
              {group.hits.map((hit) => (
                <li key={hit.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
                  <Link to={hit.href} className="min-h-11 content-center font-medium break-all text-brand-800 underline">
                    {hit.title}
                  </Link>
                  {hit.status ? <Badge variant="outline">{hit.status}</Badge> : null}
                  {hit.detail ? <span className="text-sm break-all text-ink-muted">{hit.detail}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
