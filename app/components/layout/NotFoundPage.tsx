import { ArrowLeft, FileQuestionMark, House, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/root-data";
import { useInsideLayout } from "./layout-context";
import { POPULAR_PAGES } from "./nav-items";

export const NOT_FOUND_TITLE = "Seite nicht gefunden";
export const NOT_FOUND_ROBOTS = "noindex,follow";

/**
 * The path to show as missing. Redirects to /404-not-found may pass the original path as
 * `?from=/the/path` (or as navigation state `{ from }`); otherwise it is the current address.
 */
export function missingPath(location: { pathname: string; search: string; state?: unknown }): string {
  const fromState = (location.state as { from?: unknown } | null | undefined)?.from;
  if (typeof fromState === "string" && fromState.startsWith("/")) return fromState;
  const fromQuery = new URLSearchParams(location.search).get("from");
  if (fromQuery && fromQuery.startsWith("/") && !fromQuery.startsWith("//")) return fromQuery;
  return `${location.pathname}${location.search}`;
}

/**
 * The 404 page (spec 1 section 2 "Other"): noindex/follow, prerender status marker 404, the
 * missing path, links to home, home with the search open, back, and popular pages.
 * Title, robots and prerender tags are rendered by the component (React hoists them into
 * <head>), so they are present when an error boundary shows this page. The not-found route sets
 * them through its meta export instead and passes headTags={false} to avoid duplicates.
 */
export function NotFoundPage({ headTags = true }: { headTags?: boolean }) {
  const { t } = useTranslation("errors");
  const { siteTitle } = useRootData();
  const location = useLocation();
  const insideLayout = useInsideLayout();
  const missing = missingPath(location);

  const Root = insideLayout ? "div" : "main";
  return (
    <Root
      id={insideLayout ? undefined : "main"}
      className={cn("flex justify-center px-4", insideLayout ? "py-12 sm:py-16" : "min-h-dvh items-center bg-surface py-12")}
    >
      {headTags ? (
        <>
          <title>{`${t("Seite nicht gefunden")} | ${siteTitle}`}</title>
          <meta name="robots" content={NOT_FOUND_ROBOTS} />
          <meta name="prerender-status-code" content="404" />
        </>
      ) : null}

      <div className="flex w-full max-w-xl flex-col items-center gap-5 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <FileQuestionMark aria-hidden="true" className="size-8" />
        </span>
        <p className="text-sm font-semibold tracking-widest text-brand-800">{t("Fehler 404")}</p>
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t("Seite nicht gefunden")}</h1>
        <p className="leading-relaxed text-ink-muted">{t("Die Seite, die du suchst, gibt es nicht (mehr) oder sie ist umgezogen.")}</p>
        <p className="max-w-full text-sm text-ink-muted">
          {t("Angefragte Adresse:")} <code className="rounded-md bg-surface-muted px-1.5 py-0.5 font-mono text-[0.8125rem] break-all text-ink">{missing}</code>
        </p>

        <div className="flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row">
          <HomeButton />
          <ButtonLink to="/?search=open" icon={Search} variant="outline">
            {t("Zur Suche")}
          </ButtonLink>
          <Button variant="ghost" onClick={() => window.history.back()}>
            <ArrowLeft aria-hidden="true" />
            {t("Zurück")}
          </Button>
        </div>

        <nav aria-labelledby="not-found-popular" className="mt-6 w-full rounded-card border border-border bg-white p-5 text-left shadow-sm">
          <h2 id="not-found-popular" className="mb-3 text-sm font-semibold text-ink">
            {t("Beliebte Seiten")}
          </h2>
          <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap">
            {POPULAR_PAGES.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-brand-900 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  <Icon aria-hidden="true" className="size-4 text-brand-800" />
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Root>
  );
}

/** 'Zur Startseite' as the primary button of error and not-found pages. */
export function HomeButton() {
  const { t } = useTranslation("errors");
  return (
    <ButtonLink to="/" icon={House}>
      {t("Zur Startseite")}
    </ButtonLink>
  );
}
