import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { toast } from "~/lib/toast";
import { DateInput } from "~/components/ui/date-input";
import { Field } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { IMAGE_RULE } from "~/lib/upload-limits";
import type { EditorArticle } from "./ArticleEditor";
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "./schema";
import { TagPicker, type TagOption } from "./TagPicker";

export type ArticleStatus = EditorArticle["status"];

/** One group of the settings panel. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-border pt-4 first:border-t-0 first:pt-0">
      <legend className="sr-only">{title}</legend>
      <p aria-hidden="true" className="mb-3 text-sm font-semibold text-ink">
        {title}
      </p>
      <div className="space-y-3">{children}</div>
    </fieldset>
  );
}

/**
 * The settings of an article in the editor's side panel (issue #26 item 9): status and date,
 * address (slug), categories, tags (chips with search), cover image, SEO. Every field of spec 1
 * (blog) with its limits; all of them post with the article form.
 */
export function EditorSettings({
  article,
  categories,
  tags: initialTags,
  fieldErrors,
  status,
  onStatus,
  slug,
  onSlug,
}: {
  article: EditorArticle | null;
  categories: TagOption[];
  tags: TagOption[];
  fieldErrors: Record<string, string>;
  status: ArticleStatus;
  onStatus: (status: ArticleStatus) => void;
  slug: string;
  onSlug: (slug: string) => void;
}) {
  const { t } = useTranslation("common");
  const err = (name: string) => (fieldErrors[name] ? t(fieldErrors[name]) : undefined);
  const [metaTitle, setMetaTitle] = useState(article?.metaTitle ?? "");
  const [metaDescription, setMetaDescription] = useState(article?.metaDescription ?? "");
  const [tags, setTags] = useState(initialTags);
  const [selectedTags, setSelectedTags] = useState<string[]>(article?.tagIds ?? []);
  const tagFetcher = useFetcher<{ ok: boolean; message?: string; error?: string; tag?: TagOption }>();
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (tagFetcher.state !== "idle" || !tagFetcher.data || handled.current === tagFetcher.data) return;
    handled.current = tagFetcher.data;
    const res = tagFetcher.data;
    if (res.ok && res.tag) {
      const tag = res.tag;
      toast.success(t("Tag erstellt"));
      setTags((all) => (all.some((x) => x.id === tag.id) ? all : [...all, tag].sort((a, b) => a.name.localeCompare(b.name, "de"))));
      setSelectedTags((sel) => (sel.includes(tag.id) ? sel : [...sel, tag.id]));
    } else toast.error(t(res.error ?? "Fehler beim Erstellen des Tags"));
  }, [tagFetcher.state, tagFetcher.data, t]);

  return (
    <div className="space-y-5">
      <Group title={t("Veröffentlichung")}>
        <Field label={t("Status")}>
          <NativeSelect name="status" value={status} onChange={(e) => onStatus(e.target.value as ArticleStatus)}>
            <option value="draft">{t("Entwurf")}</option>
            <option value="published">{t("Veröffentlicht")}</option>
            <option value="scheduled">{t("Geplant")}</option>
          </NativeSelect>
        </Field>
        <Field
          label={t("Veröffentlichungsdatum")}
          required={status === "scheduled"}
          description={status === "published" ? t("Leer lassen für jetzt") : undefined}
          error={err("publishDate")}
        >
          <DateInput name="publishDate" withTime defaultValue={article?.publishDate ?? null} required={status === "scheduled"} />
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-sm md:min-h-8">
          <input type="checkbox" name="featured" defaultChecked={article?.featured} className="size-4" />
          {t("Auf meinem Profil hervorheben")}
        </label>
      </Group>

      <Group title={t("Adresse")}>
        <Field label={t("Slug")} description={t("Wird aus dem Titel erzeugt; eindeutig unter deinen Artikeln.")} error={err("slug")}>
          <Input name="slug" value={slug} onChange={(e) => onSlug(e.target.value.toLowerCase())} maxLength={120} pattern="[a-z0-9]+(-[a-z0-9]+)*" />
        </Field>
      </Group>

      <Group title={t("Kategorien")}>
        <div className="flex flex-wrap gap-2">
          {categories.map((c) => (
            <label
              key={c.id}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-white px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-100 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 md:min-h-9"
            >
              <input type="checkbox" name="categoryIds" value={c.id} defaultChecked={article?.categoryIds.includes(c.id)} className="size-4" />
              {c.name}
            </label>
          ))}
        </div>
      </Group>

      <Group title={t("Tags")}>
        <TagPicker
          tags={tags}
          selected={selectedTags}
          onChange={setSelectedTags}
          creating={tagFetcher.state !== "idle"}
          onCreate={(name) => tagFetcher.submit({ intent: "createTag", name }, { method: "post", action: "/myblog" })}
        />
      </Group>

      <Group title={t("Beitragsbild")}>
        {article?.featuredImageUrl ? (
          <div className="space-y-2">
            <img src={article.featuredImageUrl} alt={article.featuredImageAlt ?? ""} className="aspect-[16/9] w-full rounded-lg object-cover" />
            <label className="flex min-h-11 items-center gap-2 text-sm md:min-h-8">
              <input type="checkbox" name="removeImage" className="size-4" /> {t("Bild entfernen")}
            </label>
          </div>
        ) : null}
        <Field label={t("Bild hochladen")} description={t("JPG, PNG, WEBP oder GIF, maximal 5 MB")} error={err("image")}>
          <FileInput name="image" accept="image/jpeg,image/png,image/webp,image/gif" buttonLabel={t("Bild auswählen")} image={IMAGE_RULE} />
        </Field>
        <Field label={t("Alternativtext")} error={err("featuredImageAlt")}>
          <Input name="featuredImageAlt" defaultValue={article?.featuredImageAlt ?? ""} maxLength={200} />
        </Field>
      </Group>

      <Group title={t("SEO")}>
        <Field label={t("Meta-Titel")} description={`${metaTitle.length}/${META_TITLE_MAX}`} error={err("metaTitle")}>
          <Input name="metaTitle" value={metaTitle} onChange={(e) => setMetaTitle(e.target.value)} maxLength={META_TITLE_MAX} />
        </Field>
        <Field label={t("Meta-Beschreibung")} description={`${metaDescription.length}/${META_DESCRIPTION_MAX}`} error={err("metaDescription")}>
          <Textarea
            name="metaDescription"
            value={metaDescription}
            onChange={(e) => setMetaDescription(e.target.value)}
            maxLength={META_DESCRIPTION_MAX}
            rows={3}
          />
        </Field>
      </Group>
    </div>
  );
}

/** Field names that live in the settings panel: an error there opens it. */
export const SETTINGS_FIELDS = ["status", "publishDate", "slug", "image", "featuredImageAlt", "metaTitle", "metaDescription", "categoryIds", "tagIds"];
