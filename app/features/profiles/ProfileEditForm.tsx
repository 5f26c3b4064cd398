import { Lock, Plus, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { UserAvatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Field } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { IMAGE_RULE } from "~/lib/upload-limits";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { SHOWCASE_SLOT_THRESHOLDS } from "~/features/activity/activity";
import type { ProfileViewData } from "./profile.server";

type ActionResult = { ok: false; error: string; fieldErrors?: Record<string, string> } | undefined;

/** The owner's edit form (?edit=1): username, avatar, Instagram, custom links and showcase, with the gates. */
export function ProfileEditForm({ data }: { data: ProfileViewData }) {
  const { t } = useTranslation("common");
  const action = useActionData<ActionResult>();
  const navigation = useNavigation();
  const errors = action?.fieldErrors ?? {};
  const { profile, gates } = data;
  const [links, setLinks] = useState(profile.customLinks.length ? profile.customLinks : []);
  const [linkError, setLinkError] = useState<string | null>(null);
  const favorites = data.owner?.favorites ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("Profil bearbeiten")}</h1>
      {action?.error ? (
        <Alert variant="error" className="mb-4">
          {t(action.error)}
        </Alert>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="space-y-6" aria-label={t("Profil bearbeiten")}>
        <Field label={t("Benutzername")} error={errors.username ? t(errors.username) : undefined} required>
          <Input name="username" defaultValue={profile.username ?? ""} minLength={2} maxLength={50} required autoComplete="username" />
        </Field>
        <div className="flex items-center gap-4">
          <UserAvatar name={profile.username} src={profile.avatarUrl} size="lg" />
          <Field
            label={t("Avatar")}
            description={t("Bild (JPG, PNG, WEBP, GIF), maximal 5 MB")}
            error={errors.avatar ? t(errors.avatar) : undefined}
            className="flex-1"
          >
            <FileInput name="avatar" accept="image/jpeg,image/png,image/webp,image/gif" buttonLabel={t("Bild auswählen")} image={IMAGE_RULE} />
          </Field>
        </div>
        <Field
          label={t("Instagram-URL")}
          error={errors.instagramUrl ? t(errors.instagramUrl) : undefined}
          description={gates.instagram ? undefined : t("Verfügbar ab 10 veröffentlichten Artikeln oder 5 Aktivitätspunkten")}
        >
          <Input name="instagramUrl" type="url" defaultValue={profile.instagramUrl ?? ""} disabled={!gates.instagram && !profile.instagramUrl} />
        </Field>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">
            {t("Custom Links")} ({links.length}/{gates.maxCustomLinks})
          </legend>
          {links.map((l, i) => (
            <div key={i} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <Field label={t("Titel")} className="flex-1">
                <Input name="linkTitle" defaultValue={l.title} maxLength={80} />
              </Field>
              <Field label={t("URL")} className="flex-[2]" error={errors[`customLinks.${i}.url`] ? t(errors[`customLinks.${i}.url`]!) : undefined}>
                <Input name="linkUrl" type="url" defaultValue={l.url} />
              </Field>
              <Button variant="ghost" size="icon" aria-label={t("Link entfernen")} onClick={() => setLinks(links.filter((_, j) => j !== i))}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          {errors.customLinks || linkError ? <p className="text-sm text-danger">{t(errors.customLinks ?? linkError!)}</p> : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              if (links.length >= gates.maxCustomLinks) setLinkError(`Du kannst maximal ${gates.maxCustomLinks} Custom Links hinzufügen`);
              else {
                setLinkError(null);
                setLinks([...links, { title: "", url: "" }]);
              }
            }}
          >
            <Plus aria-hidden="true" />
            {t("Link hinzufügen")}
          </Button>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t("Lieblingsanbieter präsentieren")}</legend>
          {errors.showcase ? <p className="text-sm text-danger">{t(errors.showcase)}</p> : null}
          {SHOWCASE_SLOT_THRESHOLDS.map((threshold, slot) =>
            slot < gates.showcaseSlots ? (
              <Field key={slot} label={t("Platz {{n}}", { n: slot + 1 })}>
                <NativeSelect name="showcase" defaultValue={data.showcase[slot]?.id ?? ""}>
                  <option value="">{t("Kein Favorit")}</option>
                  {favorites.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            ) : (
              <p key={slot} className="flex items-center gap-2 rounded-lg border border-dashed border-border p-3 text-sm text-ink-muted">
                <Lock aria-hidden="true" className="size-4" />
                {t("Platz {{n}} wird mit {{count}} veröffentlichten Artikeln freigeschaltet ({{have}}/{{count}})", {
                  n: slot + 1,
                  count: threshold,
                  have: data.activity.publishedArticles,
                })}
              </p>
            ),
          )}
        </fieldset>

        <div className="flex gap-3">
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {t("Speichern")}
          </Button>
          <ButtonLink to={data.path} variant="outline">
            {t("Abbrechen")}
          </ButtonLink>
        </div>
      </Form>
      <p className="mt-8 flex items-center gap-2 text-sm text-ink-muted">
        <Users aria-hidden="true" className="size-4" />
        <Link to="/account" className="hover:underline">
          {t("Meine Daten herunterladen oder Konto löschen")}
        </Link>
      </p>
    </div>
  );
}
