import { Hourglass, Save } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { formatDate } from "~/lib/format";
import { categoryLabel } from "~/features/providers/categories";
import type { PendingChange } from "./change-requests.server";
import { centsToEuroText, CLUB_ADMISSION_LABELS, CLUB_LICENCE_LABELS, MINIMUM_AGE_MAX, MINIMUM_AGE_MIN } from "./listing-values";
import { OpeningHoursEditor, hoursDefaults } from "./OpeningHoursEditor";
import { OwnerImagesField } from "./OwnerImagesField";
import { REVIEWED_FIELDS, REVIEWED_FIELD_LABELS } from "./owner-edit-schema";
import type { OwnerEditData } from "./owner-edit.server";

type Errors = Record<string, string | undefined>;

/**
 * 'Eintrag bearbeiten': one plain form (multipart, works without JavaScript) in five sections.
 * `posted` are the values of a refused post, so that nothing typed is lost.
 */
export function OwnerEditForm({
  data,
  categories,
  errors,
  posted,
  formError,
}: {
  data: Pick<OwnerEditData, "provider" | "pending" | "countries">;
  categories: string[];
  errors: Errors;
  posted: Record<string, string> | null;
  formError: string | null;
}) {
  const { t } = useTranslation("forms");
  const p = data.provider;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [uploading, setUploading] = useState(false);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const v = (key: string, stored: string | number | null | undefined) =>
    posted ? (posted[key] ?? "") : stored === null || stored === undefined ? "" : String(stored);

  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-8" noValidate data-testid="owner-edit-form">
      {formError ? (
        <Alert variant="error" title={t(formError)}>
          <p>{t("Deine Eingaben sind erhalten; die Hinweise stehen bei den Feldern.")}</p>
        </Alert>
      ) : null}

      <Section id="contact" title={t("Beschreibung und Kontakt")}>
        <Field label={t("Beschreibung")} error={errors.description} required>
          <Textarea name="description" rows={8} maxLength={2000} defaultValue={v("description", p.description)} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t("Telefon")} error={errors.phone}>
            <Input name="phone" type="tel" autoComplete="tel" defaultValue={v("phone", p.phone)} />
          </Field>
          <Field label={t("E-Mail")} error={errors.email}>
            <Input name="email" type="email" autoComplete="email" defaultValue={v("email", p.email)} />
          </Field>
          <Field label={t("Website")} error={errors.website} description={t("Mit https://")}>
            <Input name="website" type="url" inputMode="url" defaultValue={v("website", p.website)} />
          </Field>
        </div>
      </Section>

      <Section
        id="hours"
        title={t("Öffnungszeiten")}
        hint={t("Pro Tag bis zu drei Zeiträume, z. B. 10:00–13:00 und 14:00–19:00 für eine Mittagspause. Ein Tag ohne Zeiten gilt als geschlossen.")}
      >
        <OpeningHoursEditor defaults={hoursDefaults(p.openingHours, posted)} errors={errors} hydrated={hydrated} />
      </Section>

      <Section id="images" title={t("Logo und Fotos")}>
        <OwnerImagesField
          logoUrl={p.logoUrl}
          imageUrls={p.imageUrls}
          hydrated={hydrated}
          error={errors.imageUrls ?? errors.logoUrl}
          onBusyChange={setUploading}
        />
      </Section>

      {p.isClub ? (
        <Section
          id="club"
          title={t("Club-Angaben")}
          hint={p.clubFactsUpdatedAt ? t("Zuletzt geändert am {{date}}", { date: formatDate(p.clubFactsUpdatedAt) }) : t("Noch keine Angaben.")}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("Mitgliederaufnahme")} error={errors.clubAdmission}>
              <NativeSelect name="clubAdmission" defaultValue={v("clubAdmission", p.clubAdmission)}>
                <option value="">{t("Keine Angabe")}</option>
                {Object.entries(CLUB_ADMISSION_LABELS).map(([key, label]) => (
                  <option key={key} value={key}>
                    {t(label)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={t("Erlaubnis nach KCanG")} error={errors.clubLicence}>
              <NativeSelect name="clubLicence" defaultValue={v("clubLicence", p.clubLicence)}>
                <option value="">{t("Keine Angabe")}</option>
                {Object.entries(CLUB_LICENCE_LABELS).map(([key, label]) => (
                  <option key={key} value={key}>
                    {t(label)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={t("Mitgliedsbeitrag von (€ pro Monat)")} error={errors.clubFeeMin}>
              <Input name="clubFeeMin" inputMode="decimal" defaultValue={v("clubFeeMin", centsToEuroText(p.clubFeeMinCents))} placeholder="25" />
            </Field>
            <Field label={t("Mitgliedsbeitrag bis (€ pro Monat)")} error={errors.clubFeeMax}>
              <Input name="clubFeeMax" inputMode="decimal" defaultValue={v("clubFeeMax", centsToEuroText(p.clubFeeMaxCents))} placeholder="40" />
            </Field>
            <Field
              label={t("Mindestalter")}
              error={errors.minimumAge}
              description={t("{{min}} bis {{max}} Jahre", { min: MINIMUM_AGE_MIN, max: MINIMUM_AGE_MAX })}
            >
              <Input
                name="minimumAge"
                type="number"
                min={MINIMUM_AGE_MIN}
                max={MINIMUM_AGE_MAX}
                inputMode="numeric"
                defaultValue={v("minimumAge", p.minimumAge)}
              />
            </Field>
          </div>
        </Section>
      ) : null}

      <Section id="reviewed" title={t("Name, Kategorie und Adresse")} hint={t("Änderungen hier prüft unser Team, bevor sie erscheinen.")}>
        {data.pending ? <PendingBox pending={data.pending} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("Name")} error={errors.name} required>
            <Input name="name" maxLength={100} defaultValue={v("name", p.name)} />
          </Field>
          <Field label={t("Kategorie")} error={errors.category} required>
            <NativeSelect name="category" defaultValue={v("category", p.category)}>
              {[...new Set([p.category, ...categories])].map((c) => (
                <option key={c} value={c}>
                  {t(categoryLabel(c))}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t("Adresse")} error={errors.address} className="sm:col-span-2">
            <Input name="address" autoComplete="address-line1" defaultValue={v("address", p.address)} />
          </Field>
          <Field label={t("Postleitzahl")} error={errors.postalCode}>
            <Input name="postalCode" autoComplete="postal-code" maxLength={20} defaultValue={v("postalCode", p.postalCode)} />
          </Field>
          <Field label={t("Stadt")} error={errors.city}>
            <Input name="city" autoComplete="address-level2" maxLength={100} defaultValue={v("city", p.city)} />
          </Field>
          <Field label={t("Land")} error={errors.countryCode} required>
            <NativeSelect name="countryCode" defaultValue={v("countryCode", p.countryCode)}>
              {data.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-border bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <Button type="submit" disabled={saving || uploading} className="min-h-11">
          <Save aria-hidden="true" />
          {saving ? t("Wird gespeichert …") : t("Änderungen speichern")}
        </Button>
        {uploading ? <p className="text-sm text-ink-muted">{t("Bitte warte, bis alle Bilder hochgeladen sind")}</p> : null}
      </div>
    </Form>
  );
}

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`section-${id}`} className="flex flex-col gap-4 rounded-card border border-border bg-white p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={`section-${id}`} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** 'Wartet auf Prüfung': the requested values beside the published ones. */
export function PendingBox({ pending }: { pending: PendingChange }) {
  const { t } = useTranslation("forms");
  const text = (field: (typeof REVIEWED_FIELDS)[number], value: string | null | undefined) =>
    !value ? "–" : field === "category" ? t(categoryLabel(value)) : value;
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm" data-testid="pending-change">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Hourglass aria-hidden="true" className="size-4" />
        {t("Wartet auf Prüfung")} · {t("beantragt am {{date}}", { date: formatDate(pending.createdAt) })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {REVIEWED_FIELDS.filter((f) => Object.hasOwn(pending.changes, f)).map((f) => (
          <div key={f} className="contents">
            <dt className="text-ink-muted">{t(REVIEWED_FIELD_LABELS[f])}</dt>
            <dd className="break-words text-ink">
              <span className="font-medium">{text(f, pending.changes[f])}</span>{" "}
              <span className="text-ink-muted">({t("bisher: {{value}}", { value: text(f, pending.previous[f]) })})</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
