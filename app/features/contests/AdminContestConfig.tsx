import { Save } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useDialogSave, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { AdminContestConfig } from "./admin-config.server";
import { CONTEST_ADMIN_MESSAGES, CONTEST_CURRENCIES, formatStamp } from "./admin-schema";
import { ADMIN_CONTESTS_ACTION } from "./AdminContestData";

/**
 * The creator-licence config (spec 3 "Contest config"): price per day, currency, min and max days,
 * active. Saves into the latest row ('Konfiguration gespeichert' / 'Fehler beim Speichern der
 * Konfiguration'); the server validates min >= 1 and max >= min.
 */
export function AdminContestConfigForm({ config }: { config: AdminContestConfig }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult & { fieldErrors?: Record<string, string> }>();
  const { errors, busy } = useDialogSave(fetcher, CONTEST_ADMIN_MESSAGES.configError, () => undefined);
  const e = (name: string) => (errors?.[name] ? t(errors[name]) : undefined);
  return (
    <Card className="flex max-w-xl flex-col gap-4 p-5">
      <div>
        <h3 className="text-lg font-semibold text-ink">{t("Contest-Konfiguration")}</h3>
        <p className="text-sm text-ink-muted">
          {t("Der Preis der Creator-Lizenz ergibt sich aus der aktiven Konfiguration: Preis pro Tag × Anzahl Tage.")}
          {config.updatedAt ? ` ${t("Zuletzt geändert am {{at}}.", { at: formatStamp(config.updatedAt) })}` : ""}
        </p>
      </div>
      <PaymentState payments={config.payments} />
      <fetcher.Form method="post" action={ADMIN_CONTESTS_ACTION} className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="config" />
        <Field label={t("Preis pro Tag")} error={e("pricePerDay")} required>
          <Input name="pricePerDay" inputMode="decimal" defaultValue={String(config.pricePerDay).replace(".", ",")} />
        </Field>
        <Field label={t("Währung")} error={e("currency")} required>
          <NativeSelect name="currency" defaultValue={config.currency}>
            {CONTEST_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t("Mindestdauer (Tage)")} error={e("minDays")} required>
          <Input name="minDays" type="number" min={1} step={1} inputMode="numeric" defaultValue={config.minDays} />
        </Field>
        <Field label={t("Höchstdauer (Tage)")} error={e("maxDays")} required>
          <Input name="maxDays" type="number" min={1} step={1} inputMode="numeric" defaultValue={config.maxDays} />
        </Field>
        <div className="sm:col-span-2">
          <Field label={t("Aktiv")} inline>
            <Checkbox name="isActive" value="1" defaultChecked={config.isActive} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            <Save aria-hidden="true" />
            {t("Konfiguration speichern")}
          </Button>
        </div>
      </fetcher.Form>
    </Card>
  );
}

/** Whether licences can be paid (issue #28): no provider in production means no purchase at all. */
function PaymentState({ payments }: { payments: AdminContestConfig["payments"] }) {
  const { t } = useTranslation("admin");
  if (!payments.ready) {
    return (
      <Alert variant="error" title={t("Zahlungen sind nicht eingerichtet")}>
        {payments.reason === "unknown"
          ? t("Der Zahlungsanbieter „{{name}}“ ist unbekannt. Mitglieder können keine Contest-Berechtigung kaufen.", { name: payments.name })
          : t("Es ist kein Zahlungsanbieter konfiguriert (CONTEST_PAYMENT_PROVIDER). Mitglieder können keine Contest-Berechtigung kaufen.")}
      </Alert>
    );
  }
  if (payments.instant) {
    return (
      <Alert variant="info" title={t("Zahlungsanbieter „instant“")}>
        {t("Jeder Kauf wird sofort als bezahlt verbucht, ohne dass Geld fließt: nur für die Demo und Tests.")}
      </Alert>
    );
  }
  return <p className="text-sm text-ink-muted">{t("Zahlungsanbieter: {{name}}", { name: payments.name })}</p>;
}
