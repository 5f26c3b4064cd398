import { PlugZap, Save } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/lib/toast";
import { useFetcherResult } from "~/lib/use-fetcher-toast";
import type { IndexNowForm, IndexNowTestResult } from "./indexnow-settings.server";

type Result = { ok: boolean; message?: string; error?: string; info?: boolean; fieldErrors?: Record<string, string>; indexNowTest?: IndexNowTestResult };

/**
 * IndexNow in plain fields of 'Website-Einstellungen' (issue 30): key and endpoint with 'Speichern'
 * and 'Verbindung testen' (both plain submit buttons of one form, so they work without JavaScript;
 * `initial` is the action's answer of such a submission).
 */
export function IndexNowSettings({ form, initial }: { form: IndexNowForm; initial?: Result | null }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<Result>();
  useFetcherResult(fetcher, (data) => {
    if (data.indexNowTest) return;
    if (data.ok && data.info) toast.info(t(data.message ?? ""));
    else if (data.ok) toast.success(t(data.message ?? ""));
    else toast.error(t(data.error || "Fehler beim Speichern der Einstellungen"));
  });
  const data = fetcher.data ?? initial ?? undefined;
  const errors = data && !data.ok ? data.fieldErrors : undefined;
  const test = data?.indexNowTest;
  const busy = fetcher.state !== "idle";
  const intent = fetcher.formData?.get("intent");
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4 rounded-card border border-border bg-white p-4" aria-labelledby="site-indexnow">
      <h3 id="site-indexnow" className="text-lg font-semibold text-ink">
        {t("IndexNow")}
      </h3>
      <p className="text-sm text-ink-muted">
        {t(
          "Mit IndexNow erfahren Suchmaschinen sofort von neuen und geänderten Seiten. Der Schlüssel liegt als Datei unter /{Schlüssel}.txt auf dieser Website.",
        )}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label={t("IndexNow-Schlüssel")}
          error={errors?.indexnowKey}
          description={
            form.keyFile
              ? t("Schlüsseldatei: {{url}}", { url: form.keyFile })
              : form.envKey
                ? t("Leer: Es gilt der Schlüssel aus der Server-Konfiguration.")
                : t("8 bis 128 Buchstaben, Ziffern oder Bindestriche.")
          }
        >
          <Input name="indexnowKey" defaultValue={form.key} maxLength={128} pattern="[A-Za-z0-9\-]{8,128}" autoComplete="off" spellCheck={false} />
        </Field>
        <Field label={t("Endpunkt")} error={errors?.indexnowEndpoint} description={t("Leer: {{url}}", { url: form.defaultEndpoint })}>
          <Input
            name="indexnowEndpoint"
            type="url"
            inputMode="url"
            defaultValue={form.endpoint}
            maxLength={500}
            placeholder={form.defaultEndpoint}
            autoComplete="off"
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="indexnow" disabled={busy}>
          <Save aria-hidden="true" />
          {busy && intent === "indexnow" ? t("Wird gespeichert …") : t("Speichern")}
        </Button>
        <Button type="submit" name="intent" value="indexnowTest" variant="outline" disabled={busy}>
          <PlugZap aria-hidden="true" />
          {busy && intent === "indexnowTest" ? t("Wird getestet …") : t("Verbindung testen")}
        </Button>
      </div>
      {test ? (
        <Alert variant={test.ok ? "success" : "error"} role="status" data-testid="indexnow-test-result">
          <p className="font-medium">{test.status === null ? t("Keine HTTP-Antwort") : t("Antwort des Endpunkts: HTTP {{status}}", { status: test.status })}</p>
          <p>{t(test.explanation)}</p>
          <p className="text-xs break-all">{t("Gesendet: {{url}} an {{endpoint}}", { url: test.url, endpoint: test.endpoint })}</p>
        </Alert>
      ) : null}
    </fetcher.Form>
  );
}
