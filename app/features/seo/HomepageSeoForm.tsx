import { Save } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import { useRootData } from "~/lib/root-data";
import { SEO_LIMITS, SEO_MESSAGES, type HomepageSeoInput } from "./schema";
import { SocialPreview } from "./SocialPreview";

type Values = HomepageSeoInput;
type Result = FetcherResult & { fieldErrors?: Record<string, string> };

/** A text field with its counter ('23/60'); the limit is the input's maxLength and the server's. */
function Counted({
  name,
  label,
  values,
  set,
  max,
  multiline,
  errors,
}: {
  name: keyof Values;
  label: string;
  values: Values;
  set: (name: keyof Values, value: string) => void;
  max: number;
  multiline?: boolean;
  errors?: Record<string, string>;
}) {
  const { t } = useTranslation("admin");
  const value = values[name];
  const props = { name, value, maxLength: max, onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value) };
  return (
    <Field label={t(label)} error={errors?.[name]} labelAside={<span className="text-xs text-ink-muted tabular-nums">{`${value.length}/${max}`}</span>}>
      {multiline ? <Textarea rows={3} {...props} /> : <Input {...props} />}
    </Field>
  );
}

/** Plain URL field (images). */
function UrlField({
  name,
  label,
  values,
  set,
  errors,
}: {
  name: keyof Values;
  label: string;
  values: Values;
  set: (n: keyof Values, v: string) => void;
  errors?: Record<string, string>;
}) {
  const { t } = useTranslation("admin");
  return (
    <Field label={t(label)} error={errors?.[name]} description={t("Eigener Pfad (/…) oder https://…; empfohlen 1200×630 px.")}>
      <Input name={name} value={values[name]} maxLength={SEO_LIMITS.url} inputMode="url" onChange={(e) => set(name, e.currentTarget.value)} />
    </Field>
  );
}

/**
 * The homepage SEO form (spec 3 "Homepage SEO"): tabs Grundlagen, Open Graph (with the live social
 * preview), Twitter Cards and Debug Tools; one save button for all fields (every tab stays mounted,
 * so hidden fields are sent too).
 */
export function HomepageSeoForm({ initial }: { initial: Values }) {
  const { t } = useTranslation("admin");
  const { siteTitle, origin } = useRootData();
  const fetcher = useFetcher<Result>();
  const [values, setValues] = useState<Values>(initial);
  const set = (name: keyof Values, value: string) => setValues((v) => ({ ...v, [name]: value }));
  useFetcherToast(fetcher, { error: SEO_MESSAGES.saveFailed, success: SEO_MESSAGES.saved });
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const common = { values, set, errors };
  const preview = {
    title: values.ogTitle || values.title || siteTitle,
    description: values.ogDescription || values.description,
    image: values.ogImage,
    siteName: values.siteName || siteTitle,
    host: origin ? new URL(origin).host : "",
  };
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" aria-label={t("Homepage-SEO")}>
      <input type="hidden" name="intent" value="save" />
      <Tabs defaultValue="basics">
        <TabsList aria-label={t("Homepage-SEO-Bereiche")}>
          <TabsTrigger value="basics">{t("Grundlagen")}</TabsTrigger>
          <TabsTrigger value="og">{t("Open Graph")}</TabsTrigger>
          <TabsTrigger value="twitter">{t("Twitter Cards")}</TabsTrigger>
          <TabsTrigger value="debug">{t("Debug Tools")}</TabsTrigger>
        </TabsList>
        <TabsContent value="basics" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
          <Counted name="title" label="Titel" max={SEO_LIMITS.title} {...common} />
          <Counted name="description" label="Meta-Beschreibung" max={SEO_LIMITS.description} multiline {...common} />
          <Counted name="keywords" label="Keywords" max={SEO_LIMITS.keywords} {...common} />
        </TabsContent>
        <TabsContent value="og" forceMount className="grid gap-6 data-[state=inactive]:hidden lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <Counted name="siteName" label="Seitenname" max={SEO_LIMITS.siteName} {...common} />
            <Counted name="ogTitle" label="OG-Titel" max={SEO_LIMITS.socialTitle} {...common} />
            <Counted name="ogDescription" label="OG-Beschreibung" max={SEO_LIMITS.socialDescription} multiline {...common} />
            <UrlField name="ogImage" label="OG-Bild-URL" {...common} />
          </div>
          <SocialPreview {...preview} />
        </TabsContent>
        <TabsContent value="twitter" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
          <Counted name="twitterTitle" label="Twitter-Titel" max={SEO_LIMITS.socialTitle} {...common} />
          <Counted name="twitterDescription" label="Twitter-Beschreibung" max={SEO_LIMITS.socialDescription} multiline {...common} />
          <UrlField name="twitterImage" label="Twitter-Bild-URL" {...common} />
        </TabsContent>
        <TabsContent value="debug" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
          <p className="text-sm text-ink-muted">
            {t("So erscheint die Startseite beim Teilen (Facebook, LinkedIn, WhatsApp). Prüfe einzelne Seiten im Tab „Link-Vorschau-Test“.")}
          </p>
          <SocialPreview {...preview} />
          <SocialPreview
            title={values.twitterTitle || preview.title}
            description={values.twitterDescription || preview.description}
            image={values.twitterImage || values.ogImage}
            siteName="X / Twitter"
            host={preview.host}
          />
        </TabsContent>
      </Tabs>
      <div>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          <Save aria-hidden="true" />
          {fetcher.state !== "idle" ? t("Wird gespeichert …") : t("Speichern")}
        </Button>
      </div>
    </fetcher.Form>
  );
}
