import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { LicenceConfig } from "./licence.server";
import { CONTEST_MESSAGES } from "./schema";
import { formatAmount } from "~/lib/format";

type LicenceResult = FetcherResult & { fieldErrors?: Record<string, string> };
const LICENCE_FETCHER = "contest-licence";

/**
 * The purchase's result toast. Call it where it stays mounted: after a successful purchase the
 * dashboard replaces the purchase form (the loaders run again), so the form itself never sees it.
 */
export function useLicenceToast() {
  const fetcher = useFetcher<LicenceResult>({ key: LICENCE_FETCHER });
  useFetcherToast(fetcher, { error: CONTEST_MESSAGES.paymentFailed });
}

/** The licence purchase: days between the config's min and max (default 7), price shown from the config; the server computes and charges. */
export function LicencePurchase({ config, paymentsReady = true }: { config: LicenceConfig | null; paymentsReady?: boolean }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<LicenceResult>({ key: LICENCE_FETCHER });
  const [days, setDays] = useState(config?.defaultDays ?? 7);
  if (!paymentsReady) return <p className="text-danger">{t(CONTEST_MESSAGES.paymentsNotSetUp)}</p>;
  if (!config) return <p className="text-danger">{t(CONTEST_MESSAGES.configError)}</p>;
  const price = formatAmount(Math.round(config.pricePerDay * (Number.isFinite(days) ? days : 0) * 100) / 100, config.currency);
  const perDay = formatAmount(config.pricePerDay, config.currency);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.days : undefined;
  return (
    <section aria-labelledby="licence-heading" className="flex flex-col gap-3 rounded-card border border-border bg-white p-4">
      <h2 id="licence-heading" className="text-lg font-semibold text-ink">
        {t("Contest-Berechtigung erwerben")}
      </h2>
      <p className="text-sm text-ink-muted">
        {t("Mit einer Contest-Berechtigung kannst du für die gewählte Dauer eigene Gewinnspiele erstellen. Preis pro Tag: {{price}}.", { price: perDay })}
      </p>
      <fetcher.Form method="post" action="/contests/dashboard" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="purchase" />
        <Field
          label={t("Dauer in Tagen")}
          error={error ? t(error) : undefined}
          description={t("Zwischen {{min}} und {{max}} Tagen", { min: config.minDays, max: config.maxDays })}
        >
          <Input
            name="days"
            type="number"
            inputMode="numeric"
            min={config.minDays}
            max={config.maxDays}
            step={1}
            value={Number.isFinite(days) ? days : ""}
            onChange={(e) => setDays(e.target.valueAsNumber)}
            className="sm:w-32"
          />
        </Field>
        <p className="text-sm font-medium text-ink sm:pb-2" aria-live="polite">
          {t("Gesamtpreis: {{price}}", { price })}
        </p>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {t("Jetzt bezahlen")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
