import { RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import { toast } from "~/lib/toast";
import { Alert } from "./alert";
import { Button } from "./button";

/**
 * The load errors of a page's parts (lib/load-part.server.ts): each as an alert in the page (also
 * without JavaScript) and once as a toast, as the spec's 'Fehler beim Laden der …' toasts.
 */
export function LoadErrors({ errors, className }: { errors: readonly string[] | undefined; className?: string }) {
  const { t } = useTranslation("common");
  const key = errors?.join("|") ?? "";
  useEffect(() => {
    for (const text of key ? key.split("|") : []) toast.error(t(text));
  }, [key, t]);
  if (!errors?.length) return null;
  return (
    <div className={className}>
      {errors.map((text) => (
        <Alert key={text} variant="error">
          {t(text)}
        </Alert>
      ))}
    </div>
  );
}

/** The spec's load-error text with a retry (reloads the page). */
export function LoadErrorAlert({ text }: { text: string }) {
  const { t } = useTranslation("common");
  return (
    <Alert variant="error" className="flex flex-col items-start gap-3">
      <p>{t(text)}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        <RotateCcw aria-hidden="true" />
        {t("Erneut versuchen")}
      </Button>
    </Alert>
  );
}

/**
 * A route ErrorBoundary for a page whose data failed to load (also on a client-side navigation):
 * the spec's text for that data with a retry, inside the layout. Refusals and not-found go on to
 * the parent boundaries (sign-in prompt, admin refusal, not-found page).
 */
export function loadErrorBoundary(text: string, wide = false) {
  return function LoadErrorBoundary({ error }: { error: unknown }) {
    if (isRouteErrorResponse(error) && [401, 403, 404].includes(error.status)) throw error;
    return (
      <div className={wide ? undefined : "mx-auto w-full max-w-3xl px-4 py-8"} data-testid="load-error">
        <LoadErrorAlert text={text} />
      </div>
    );
  };
}
