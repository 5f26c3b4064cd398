import { ChevronDown, ShieldAlert } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Alert } from "~/components/ui/alert";
import { operatorComplete } from "~/lib/operator";
import { ButtonLink } from "~/components/ui/button-link";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/root-data";
import { AdminSearchField } from "./AdminSearch";
import { ADMIN_TABS, type AdminTabId } from "./tabs";

/**
 * The back-office frame: heading, 'Suche im Admin-Bereich' and the tab bar (every tab a link to its
 * own URL, so reload and back keep it). Below 768 px the bar is a 'Bereich wählen' disclosure
 * (<details>, a list of links: works without JavaScript); from 768 px on the bar scrolls sideways
 * until it wraps at 1024 px.
 */
export function AdminShell({ active, children, searchTerm }: { active: AdminTabId | null; children: ReactNode; searchTerm?: string }) {
  const { t } = useTranslation("admin");
  const bar = useRef<HTMLElement>(null);
  const { operator } = useRootData();
  // On a phone the bar scrolls sideways: keep the active tab in view.
  useEffect(() => {
    const current = bar.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const nav = bar.current;
    if (current && nav && nav.scrollWidth > nav.clientWidth) nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 md:py-8">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{t("Admin-Dashboard")}</h1>
        <AdminSearchField key={searchTerm ?? ""} initial={searchTerm ?? ""} />
      </div>
      {operatorComplete(operator) ? null : (
        <Alert variant="error" role="status" data-testid="operator-warning">
          <p>
            {t("Die Betreiberangaben für das Impressum fehlen noch (Name, Anschrift, E-Mail, Verantwortlicher).")}{" "}
            <Link to="/admin/site-settings" className="font-medium text-brand-800 underline">
              {t("Jetzt in den Website-Einstellungen ergänzen")}
            </Link>
          </p>
        </Alert>
      )}
      <TabMenu key={active ?? "none"} active={active} />
      <nav ref={bar} aria-label={t("Admin-Bereiche")} className="relative -mx-4 hidden overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 md:block">
        <ul className="flex w-max gap-1 rounded-xl border border-border bg-surface-muted p-1 lg:w-auto lg:flex-wrap">
          {ADMIN_TABS.map((tab) => (
            <li key={tab.id}>
              <NavLink
                to={tab.href}
                end={tab.id === "overview"}
                aria-current={active === tab.id ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                  active === tab.id ? "bg-white text-brand-900 shadow-sm" : "text-ink-muted hover:bg-white/70 hover:text-ink",
                )}
              >
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div>{children}</div>
    </div>
  );
}

/** The phone's tab menu: 'Bereich wählen' with the current tab, opening a list of links (closed again on navigation by its key). */
function TabMenu({ active }: { active: AdminTabId | null }) {
  const { t } = useTranslation("admin");
  const current = ADMIN_TABS.find((tab) => tab.id === active);
  return (
    <nav aria-label={t("Bereich wählen")} className="md:hidden">
      <details className="group rounded-xl border border-border bg-surface-muted">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="text-ink-muted">{t("Bereich wählen")}:</span> {current ? t(current.label) : t("Übersicht")}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="grid grid-cols-1 gap-1 p-1 min-[360px]:grid-cols-2">
          {ADMIN_TABS.map((tab) => (
            <li key={tab.id}>
              <Link
                to={tab.href}
                aria-current={active === tab.id ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center rounded-lg px-3 text-sm font-medium",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                  active === tab.id ? "bg-white text-brand-900 shadow-sm" : "text-ink-muted hover:bg-white/70 hover:text-ink",
                )}
              >
                {t(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

/** The refusal shown instead of the back-office (401/403), with the guard's German message. */
export function AdminRefusal({ message }: { message: string }) {
  const { t } = useTranslation("admin");
  const { siteTitle } = useRootData();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <title>{`${t("Kein Zugriff")} | ${siteTitle}`}</title>
      <meta name="robots" content="noindex" />
      <span className="flex size-14 items-center justify-center rounded-full bg-danger-bg text-danger">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-ink">{t("Kein Zugriff")}</h1>
      <p className="text-ink-muted" role="alert">
        {message}
      </p>
      <ButtonLink to="/" variant="outline">
        {t("Zur Startseite")}
      </ButtonLink>
    </div>
  );
}

/** A tab whose feature comes with a later issue: what will be there, no fake screen. */
export function UpcomingTab({ label, note }: { label: string; note: string }) {
  const { t } = useTranslation("admin");
  return (
    <section className="flex flex-col gap-2 rounded-card border border-dashed border-border bg-white p-6">
      <h2 className="text-lg font-semibold text-ink">{t(label)}</h2>
      <p className="text-ink-muted">{t(note)}</p>
    </section>
  );
}
