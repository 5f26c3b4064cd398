import { Save } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { FAVICON_RULE } from "./favicon-limits";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/lib/toast";
import { useFetcherResult } from "~/lib/use-fetcher-toast";
import { OPERATOR_FIELDS, type OperatorData } from "~/lib/operator";

type Result = { ok: boolean; message?: string; error?: string; info?: boolean; fieldErrors?: Record<string, string> };

/** One fetcher per form; success (or the info 'Keine Änderungen zu speichern') and errors as toasts. */
function useSettingsFetcher(errorText: string) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<Result>();
  useFetcherResult(fetcher, (data) => {
    if (data.ok && data.info) toast.info(t(data.message ?? ""));
    else if (data.ok) toast.success(t(data.message ?? ""));
    else toast.error(t(data.error || errorText));
  });
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  return { fetcher, errors, busy: fetcher.state !== "idle" };
}

function SaveButton({ busy, label = "Speichern" }: { busy: boolean; label?: string }) {
  const { t } = useTranslation("admin");
  return (
    <div>
      <Button type="submit" disabled={busy}>
        <Save aria-hidden="true" />
        {busy ? t("Wird gespeichert …") : t(label)}
      </Button>
    </div>
  );
}

function Basics({ siteTitle, faviconUrl }: { siteTitle: string; faviconUrl: string }) {
  const { t } = useTranslation("admin");
  const { fetcher, errors, busy } = useSettingsFetcher("Fehler beim Speichern der Einstellungen");
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-4 rounded-card border border-border bg-white p-4"
      aria-labelledby="site-basics"
    >
      <h3 id="site-basics" className="text-lg font-semibold text-ink">
        {t("Favicon und Seitentitel")}
      </h3>
      <input type="hidden" name="intent" value="basics" />
      <Field label={t("Seitentitel")} error={errors?.siteTitle} required>
        <Input name="siteTitle" defaultValue={siteTitle} maxLength={100} />
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <img src={faviconUrl} alt={t("Aktuelles Favicon")} width={32} height={32} className="size-8 rounded border border-border bg-white" />
        <Field label={t("Favicon")} error={errors?.favicon} description={t("PNG, JPG oder ICO, höchstens 2 MB; empfohlen 32×32 oder 16×16 px.")}>
          <FileInput name="favicon" accept=".png,.jpg,.jpeg,.ico,image/png,image/jpeg,image/x-icon,image/vnd.microsoft.icon" image={FAVICON_RULE} />
        </Field>
      </div>
      <SaveButton busy={busy} />
    </fetcher.Form>
  );
}

function Operator({ operator }: { operator: OperatorData }) {
  const { t } = useTranslation("admin");
  const { fetcher, errors, busy } = useSettingsFetcher("Fehler beim Speichern der Einstellungen");
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4 rounded-card border border-border bg-white p-4" aria-labelledby="site-operator">
      <h3 id="site-operator" className="text-lg font-semibold text-ink">
        {t("Betreiberangaben (Impressum)")}
      </h3>
      <p className="text-sm text-ink-muted">{t("Diese Angaben erscheinen im Impressum, in der Datenschutzerklärung und in den Nutzungsbedingungen.")}</p>
      <input type="hidden" name="intent" value="operator" />
      <div className="grid gap-4 md:grid-cols-2">
        {OPERATOR_FIELDS.map((f) => (
          <Field key={f.key} label={t(f.label)} error={errors?.[f.key]} required={f.required}>
            <Input name={f.key} defaultValue={operator[f.key]} maxLength={f.max} />
          </Field>
        ))}
      </div>
      <SaveButton busy={busy} />
    </fetcher.Form>
  );
}

function KeyValue({ rows }: { rows: { key: string; value: string; updatedAt: string }[] }) {
  const { t } = useTranslation("admin");
  const { fetcher, errors, busy } = useSettingsFetcher("Fehler beim Speichern der Einstellung");
  const [key, setKey] = useState("");
  const [value, setValue] = useState("");
  return (
    <section className="flex flex-col gap-4 rounded-card border border-border bg-white p-4" aria-labelledby="site-kv">
      <h3 id="site-kv" className="text-lg font-semibold text-ink">
        {t("Alle Einstellungen")}
      </h3>
      {/* relative: the visually hidden texts in the table (absolutely positioned) scroll with it
          instead of widening the page (137 px at 320 px). */}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("Gespeicherte Einstellungen")}</caption>
          <thead>
            <tr className="border-b border-border text-ink-muted">
              <th scope="col" className="py-2 pr-4 font-medium">
                {t("Schlüssel")}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t("Wert")}
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">{t("Aktion")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-b border-border/60">
                <td className="py-2 pr-4 font-mono text-xs">{r.key}</td>
                <td className="max-w-md truncate py-2 pr-4">{r.value}</td>
                <td className="py-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    type="button"
                    onClick={() => {
                      setKey(r.key);
                      setValue(r.value);
                    }}
                  >
                    {t("Bearbeiten")}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fetcher.Form method="post" className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <input type="hidden" name="intent" value="setting" />
        <Field label={t("Schlüssel")} error={errors?.key} required>
          <Input name="key" value={key} onChange={(e) => setKey(e.currentTarget.value)} maxLength={64} pattern="[a-z][a-z0-9_]{1,63}" />
        </Field>
        <Field label={t("Wert")} error={errors?.value}>
          <Textarea name="value" rows={2} value={value} onChange={(e) => setValue(e.currentTarget.value)} maxLength={5000} />
        </Field>
        <SaveButton busy={busy} label="Einstellung speichern" />
      </fetcher.Form>
    </section>
  );
}

/** /admin/site-settings (spec 3 "Website settings"). */
export function SiteSettingsPage(props: {
  siteTitle: string;
  faviconUrl: string;
  operator: OperatorData;
  rows: { key: string; value: string; updatedAt: string }[];
  indexNow?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-ink">{t("Website-Einstellungen")}</h2>
        <Link to="/admin/seo" className="text-sm font-medium text-brand-800 underline">
          {t("Homepage-SEO und SEO-Werkzeuge")}
        </Link>
      </div>
      <Basics siteTitle={props.siteTitle} faviconUrl={props.faviconUrl} />
      <Operator operator={props.operator} />
      {props.indexNow}
      <KeyValue rows={props.rows} />
    </section>
  );
}
