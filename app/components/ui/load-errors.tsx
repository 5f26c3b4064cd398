import { RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
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
