import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { categoryLabel } from "./categories";
import { CoordinateFields } from "./CoordinateFields";
import { CategoryOptions, CountryOptions } from "./SelectOptions";
import { ImageUploader } from "~/components/ui/image-uploader";
import { PROVIDER_LIMITS, providerAdminSchema, providerSubmitSchema, validateProvider } from "./schema";

export type ProviderFormValues = {
  name: string;
  description: string;
  category: string;
  countryCode: string;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  email: string;
  website: string;
  isAnonymous: boolean;
  imageUrls: string[];
  // admin only
  categories: string[];
  status: "pending" | "approved" | "rejected";
  verified: boolean;
  featured: boolean;
  dofollowWebsite: boolean;
  metaTitle: string;
  metaDescription: string;
  /** Admin only: typed coordinates ('' = computed from the address). */
  latitude: string;
  longitude: string;
};

export const EMPTY_PROVIDER: ProviderFormValues = {
  name: "",
  description: "",
  category: "",
  countryCode: "DE",
  address: "",
  city: "",
  postalCode: "",
  phone: "",
  email: "",
  website: "",
  isAnonymous: false,
  imageUrls: [],
  categories: [],
  status: "pending",
  verified: false,
  featured: false,
  dofollowWebsite: false,
  metaTitle: "",
  metaDescription: "",
  latitude: "",
  longitude: "",
};

/** The stored fields of a provider that the form edits. */
export type ProviderFormSource = {
  name: string;
  description: string;
  category: string;
  categories: readonly string[];
  countryCode: string;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  isAnonymous: boolean;
  imageUrl: string | null;
  imageUrls: readonly string[];
  status: ProviderFormValues["status"];
  verified: boolean;
  featured: boolean;
  dofollowWebsite: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** Form values of a stored provider (null text → "", the primary category out of the extra list). */
export function providerFormValues(p: ProviderFormSource): ProviderFormValues {
  return {
    ...EMPTY_PROVIDER,
    name: p.name,
    description: p.description,
    category: p.category,
    categories: p.categories.filter((c) => c !== p.category),
    countryCode: p.countryCode,
    address: p.address ?? "",
    city: p.city ?? "",
    postalCode: p.postalCode ?? "",
    phone: p.phone ?? "",
    email: p.email ?? "",
    website: p.website ?? "",
    isAnonymous: p.isAnonymous,
    imageUrls: p.imageUrls.length > 0 ? [...p.imageUrls] : p.imageUrl ? [p.imageUrl] : [],
    status: p.status,
    verified: p.verified,
    featured: p.featured,
    dofollowWebsite: p.dofollowWebsite,
    metaTitle: p.metaTitle ?? "",
    metaDescription: p.metaDescription ?? "",
    latitude: p.latitude === null ? "" : String(p.latitude),
    longitude: p.longitude === null ? "" : String(p.longitude),
  };
}

/** Payload sent to the server for the chosen mode. */
export function providerPayload(v: ProviderFormValues, admin: boolean) {
  const base = {
    name: v.name,
    description: v.description,
    category: v.category,
    countryCode: v.countryCode,
    address: v.address,
    city: v.city,
    postalCode: v.postalCode,
    phone: v.phone,
    email: v.email,
    website: v.website,
    isAnonymous: v.isAnonymous,
    imageUrls: v.imageUrls,
  };
  if (!admin) return base;
  return {
    ...base,
    categories: v.categories,
    status: v.status,
    verified: v.verified,
    featured: v.featured,
    dofollowWebsite: v.dofollowWebsite,
    metaTitle: v.metaTitle,
    metaDescription: v.metaDescription,
    latitude: v.latitude,
    longitude: v.longitude,
  };
}

/**
 * Form state with live validation (the zod schema shared with the server): errors of a field
 * show once it was touched or the form was submitted, and server errors clear on edit.
 */
export function useProviderForm(initial: ProviderFormValues, admin: boolean) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const clientErrors = useMemo(() => validateProvider(admin ? providerAdminSchema : providerSubmitSchema, providerPayload(values, admin)), [values, admin]);
  const set = useCallback(<K extends keyof ProviderFormValues>(key: K, value: ProviderFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _removed, ...rest } = e;
      return rest;
    });
  }, []);
  const touch = useCallback((key: string) => setTouched((t) => ({ ...t, [key]: true })), []);
  const errorFor = (key: string) => serverErrors[key] ?? (touched[key] || submitted ? clientErrors[key] : undefined);
  const tooShort = !admin && values.description.trim().length < PROVIDER_LIMITS.descriptionMin;
  const canSubmit = !tooShort && Object.keys(clientErrors).length === 0 && Object.keys(serverErrors).length === 0;
  return { values, set, touch, errorFor, canSubmit, setSubmitted, setServerErrors, uploading, setUploading, clientErrors };
}

export type ProviderFormState = ReturnType<typeof useProviderForm>;

function Counter({ n, max, min }: { n: number; max: number; min?: number }) {
  const { t } = useTranslation("forms");
  return (
    <span className={cn("tabular-nums", (n > max || (min !== undefined && n < min)) && "text-danger")}>
      {min !== undefined ? t("{{n}}/{{max}} Zeichen (mindestens {{min}})", { n, max, min }) : t("{{n}}/{{max}} Zeichen", { n, max })}
    </span>
  );
}

/** All fields of the provider form (spec 1 section 5); the admin mode adds status, flags and SEO. */
export function ProviderFields({
  form,
  admin,
  categories,
  countries,
}: {
  form: ProviderFormState;
  admin: boolean;
  categories: string[];
  countries: { code: string; name: string }[];
}) {
  const { t } = useTranslation("forms");
  const { values: v, set, touch, errorFor } = form;
  const text = (key: keyof ProviderFormValues) => ({
    value: v[key] as string,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value as never),
    onBlur: () => touch(key),
    name: key,
  });
  const check = (key: "isAnonymous" | "verified" | "featured" | "dofollowWebsite", label: string, description?: string) => (
    <div className="flex items-start gap-2.5">
      <input
        id={`pf-${key}`}
        name={key}
        type="checkbox"
        value="1"
        checked={v[key]}
        onChange={(e) => set(key, e.target.checked)}
        className="mt-0.5 size-5 accent-brand-800"
      />
      <label htmlFor={`pf-${key}`} className="text-sm">
        <span className="font-medium text-ink">{label}</span>
        {description ? <span className="block text-ink-muted">{description}</span> : null}
      </label>
    </div>
  );
  const descLen = v.description.trim().length;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field label={t("Name")} required error={errorFor("name") && t(errorFor("name")!)} className="md:col-span-2">
        <Input {...text("name")} maxLength={120} autoComplete="organization" />
      </Field>
      <Field
        label={t("Beschreibung")}
        required={!admin}
        error={errorFor("description") && t(errorFor("description")!)}
        description={<Counter n={descLen} max={PROVIDER_LIMITS.descriptionMax} min={admin ? undefined : PROVIDER_LIMITS.descriptionMin} />}
        className="md:col-span-2"
      >
        <Textarea {...text("description")} rows={7} maxLength={2100} />
      </Field>
      <Field label={t("Kategorie")} required error={errorFor("category") && t(errorFor("category")!)}>
        <NativeSelect name="category" value={v.category} onChange={(e) => set("category", e.target.value)} onBlur={() => touch("category")}>
          <CategoryOptions categories={categories} emptyLabel={t("Kategorie wählen")} />
        </NativeSelect>
      </Field>
      <Field label={t("Land")} required error={errorFor("countryCode") && t(errorFor("countryCode")!)}>
        <NativeSelect name="countryCode" value={v.countryCode} onChange={(e) => set("countryCode", e.target.value)}>
          <CountryOptions countries={countries} />
        </NativeSelect>
      </Field>
      {admin ? (
        <fieldset className="md:col-span-2">
          <legend className="mb-2 text-sm font-medium text-ink">{t("Weitere Kategorien")}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {categories.map((c) => (
              <label key={c} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-800"
                  checked={c === v.category || v.categories.includes(c)}
                  disabled={c === v.category}
                  onChange={(e) => set("categories", e.target.checked ? [...v.categories, c] : v.categories.filter((x) => x !== c))}
                />
                {t(categoryLabel(c))}
              </label>
            ))}
          </div>
          {errorFor("categories") ? <p className="mt-1 text-sm text-danger">{t(errorFor("categories")!)}</p> : null}
        </fieldset>
      ) : null}
      <Field label={t("Adresse")} error={errorFor("address") && t(errorFor("address")!)} className="md:col-span-2">
        <Input {...text("address")} autoComplete="address-line1" maxLength={200} />
      </Field>
      <Field label={t("Stadt")} error={errorFor("city") && t(errorFor("city")!)}>
        <Input {...text("city")} autoComplete="address-level2" maxLength={100} />
      </Field>
      <Field label={t("Postleitzahl")} error={errorFor("postalCode") && t(errorFor("postalCode")!)}>
        <Input {...text("postalCode")} autoComplete="postal-code" maxLength={20} />
      </Field>
      <Field label={t("Telefon")} error={errorFor("phone") && t(errorFor("phone")!)}>
        <Input {...text("phone")} type="tel" autoComplete="tel" maxLength={50} />
      </Field>
      <Field label={t("E-Mail")} error={errorFor("email") && t(errorFor("email")!)}>
        <Input {...text("email")} type="email" autoComplete="email" maxLength={200} />
      </Field>
      <Field
        label={t("Website")}
        error={errorFor("website") && t(errorFor("website")!)}
        description={t("Beginnt mit http:// oder https://")}
        className="md:col-span-2"
      >
        <Input {...text("website")} type="url" maxLength={500} />
      </Field>
      {admin ? (
        <>
          <Field label={t("Status")}>
            <NativeSelect name="status" value={v.status} onChange={(e) => set("status", e.target.value as ProviderFormValues["status"])}>
              <option value="pending">{t("Ausstehend")}</option>
              <option value="approved">{t("Freigegeben")}</option>
              <option value="rejected">{t("Abgelehnt")}</option>
            </NativeSelect>
          </Field>
          <div className="flex flex-col gap-3">
            {check("verified", t("Verifiziert"))}
            {check("featured", t("Featured"))}
            {check("dofollowWebsite", t("Website als dofollow verlinken"))}
          </div>
          <Field
            label={t("Meta-Titel")}
            error={errorFor("metaTitle") && t(errorFor("metaTitle")!)}
            description={<Counter n={v.metaTitle.length} max={PROVIDER_LIMITS.metaTitleMax} />}
            className="md:col-span-2"
          >
            <Input {...text("metaTitle")} maxLength={120} />
          </Field>
          <Field
            label={t("Meta-Beschreibung")}
            error={errorFor("metaDescription") && t(errorFor("metaDescription")!)}
            description={<Counter n={v.metaDescription.length} max={PROVIDER_LIMITS.metaDescriptionMax} />}
            className="md:col-span-2"
          >
            <Textarea {...text("metaDescription")} rows={3} maxLength={300} />
          </Field>
          <CoordinateFields form={form} />
        </>
      ) : null}
      <div className="md:col-span-2">{check("isAnonymous", t("Anonym einreichen"), t("Dein Name wird beim Eintrag nicht angezeigt."))}</div>
      <fieldset className="md:col-span-2">
        <legend className="mb-2 text-sm font-medium text-ink">{admin ? t("Bilder verwalten") : t("Bilder")}</legend>
        <ImageUploader
          kind="provider"
          max={PROVIDER_LIMITS.images}
          value={v.imageUrls}
          onChange={(urls) => set("imageUrls", urls)}
          onBusyChange={form.setUploading}
          silentReject={admin}
        />
        {v.imageUrls.map((url) => (
          <input key={url} type="hidden" name="imageUrls" value={url} />
        ))}
      </fieldset>
    </div>
  );
}
