import { House, RotateCcw, TriangleExclamationPoint } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useLocation, useRevalidator } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { GENERIC_ERROR } from "~/lib/errors";
import { useRootData } from "~/lib/root-data";
import { useInsideLayout } from "./layout-context";

/** After this many in-app retries the next one reloads the whole page. */
export const RELOAD_AFTER_ATTEMPTS = 3;

/** What went wrong, in German: the refusal's own message (HttpError data), else the status code. */
export function errorDetails(error: unknown): string | null {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message = typeof data === "object" && data !== null && "error" in data ? (data as { error: unknown }).error : null;
    // The generic 500 text says what the page says already.
    if (message === GENERIC_ERROR) return null;
    return typeof message === "string" && message ? message : `Fehlercode ${error.status}`;
  }
  if (error instanceof Error) return import.meta.env.DEV ? `${error.message}\n\n${error.stack ?? ""}` : null;
  return null;
}

/**
 * The error fallback page (spec 2 section 2), shown by the root error boundary (without header)
 * and by the layout's error boundary. Retry revalidates the page data, which also clears a
 * rendering error; from the fourth attempt on it reloads the page. Without JavaScript the
 * retry link simply reloads the page.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation("errors");
  const insideLayout = useInsideLayout();
  const revalidator = useRevalidator();
  const location = useLocation();
  const { siteTitle } = useRootData();
  const [attempts, setAttempts] = useState(0);
  const details = errorDetails(error);
  const here = `${location.pathname}${location.search}`;
  const busy = revalidator.state === "loading";

  const retry = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const next = attempts + 1;
    setAttempts(next);
    if (next > RELOAD_AFTER_ATTEMPTS) window.location.reload();
    else void revalidator.revalidate();
  };

  const Root = insideLayout ? "div" : "main";
  return (
    <Root id={insideLayout ? undefined : "main"} className={cn("flex items-center justify-center px-4", insideLayout ? "py-16" : "min-h-dvh bg-surface py-12")}>
      {insideLayout ? null : <title>{`${t("Fehler")} | ${siteTitle}`}</title>}
      <meta name="robots" content="noindex" />
      <div className="flex w-full max-w-lg flex-col items-center gap-5 rounded-card border border-border bg-white p-8 text-center shadow-sm">
        <span className="flex size-14 items-center justify-center rounded-full bg-danger-bg text-danger">
          <TriangleExclamationPoint aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold text-ink">{t("Oops! Etwas ist schiefgelaufen")}</h1>
        <p className="leading-relaxed text-ink-muted">{t("Ein unerwarteter Fehler ist aufgetreten. Wir arbeiten daran, das Problem zu beheben.")}</p>
        {details ? (
          <pre className="max-h-48 w-full overflow-auto rounded-lg bg-surface-muted p-3 text-left text-xs whitespace-pre-wrap text-ink-muted">{details}</pre>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <a href={here} onClick={retry} aria-disabled={busy || undefined} className={buttonVariants()}>
            <RotateCcw aria-hidden="true" className={cn(busy && "animate-spin")} />
            {/* 'Erneut versuchen', then with the attempt count, e.g. 'Erneut versuchen (2)' */}
            {attempts > 0 ? t("Erneut versuchen ({{n}})", { n: attempts }) : t("Erneut versuchen")}
          </a>
          {/* A full page load: the app state may be broken after an error. */}
          <a href="/" className={buttonVariants({ variant: "outline" })}>
            <House aria-hidden="true" />
            {t("Zur Startseite")}
          </a>
        </div>
      </div>
    </Root>
  );
}
