import { Plus, Save, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { toast } from "~/lib/toast";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { DateInput } from "~/components/ui/date-input";
import { Field } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { IMAGE_RULE } from "~/lib/upload-limits";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { NativeSelect } from "~/components/ui/native-select";
import { slugify } from "~/lib/format";
import { RichTextEditor } from "./RichTextEditor";
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "./schema";

export type EditorArticle = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  status: "draft" | "published" | "scheduled";
  publishDate: Date | string | null;
  featured: boolean;
  featuredImageUrl: string | null;
  featuredImageAlt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  categoryIds: string[];
  tagIds: string[];
};

type Option = { id: string; name: string; slug?: string };

export function ArticleEditor({
  article,
  categories,
  tags: initialTags,
  error,
  fieldErrors = {},
}: {
  article: EditorArticle | null;
  categories: Option[];
  tags: Option[];
  error?: string;
  fieldErrors?: Record<string, string>;
}) {
  const { t } = useTranslation("common");
  const navigation = useNavigation();
  const [title, setTitle] = useState(article?.title ?? "");
  const [slug, setSlug] = useState(article?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(Boolean(article));
  const [status, setStatus] = useState(article?.status ?? "draft");
  const [metaTitle, setMetaTitle] = useState(article?.metaTitle ?? "");
  const [metaDescription, setMetaDescription] = useState(article?.metaDescription ?? "");
  const [tags, setTags] = useState(initialTags);
  const [selectedTags, setSelectedTags] = useState<string[]>(article?.tagIds ?? []);
  const [newTag, setNewTag] = useState("");
  const tagFetcher = useFetcher<{ ok: boolean; message?: string; error?: string; tag?: Option }>();
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
      setNewTag("");
    } else toast.error(t(res.error ?? "Fehler beim Erstellen des Tags"));
  }, [tagFetcher.state, tagFetcher.data, t]);

  const effectiveSlug = slugTouched ? slug : slugify(title, 100);

  return (
    <Form method="post" encType="multipart/form-data" className="space-y-6" aria-label={t("Artikel-Editor")}>
      <input type="hidden" name="intent" value="save" />
      {article ? <input type="hidden" name="articleId" value={article.id} /> : null}
      {error ? <Alert variant="error">{t(error)}</Alert> : null}
      <Field label={t("Titel")} error={fieldErrors.title ? t(fieldErrors.title) : undefined} required>
        <Input name="title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required />
      </Field>
      <Field label={t("Slug")} description={t("Wird aus dem Titel erzeugt; eindeutig unter deinen Artikeln.")} error={fieldErrors.slug ? t(fieldErrors.slug) : undefined}>
        <Input
          name="slug"
          value={effectiveSlug}
          onChange={(e) => {
            setSlugTouched(true);
            setSlug(e.target.value.toLowerCase());
          }}
          maxLength={120}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
        />
      </Field>
      <Field label={t("Auszug")} error={fieldErrors.excerpt ? t(fieldErrors.excerpt) : undefined}>
        <Textarea name="excerpt" defaultValue={article?.excerpt ?? ""} maxLength={500} rows={3} />
      </Field>
      <RichTextEditor name="content" defaultValue={article?.content ?? ""} label={t("Inhalt")} error={fieldErrors.content ? t(fieldErrors.content) : undefined} />

      <fieldset className="grid gap-4 rounded-card border border-border p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">{t("Beitragsbild")}</legend>
        {article?.featuredImageUrl ? (
          <div className="space-y-2 sm:col-span-2">
            <img src={article.featuredImageUrl} alt={article.featuredImageAlt ?? ""} className="aspect-[16/9] w-full max-w-sm rounded-lg object-cover" />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="removeImage" /> {t("Bild entfernen")}
            </label>
          </div>
        ) : null}
        <Field label={t("Bild hochladen")} description={t("JPG, PNG, WEBP oder GIF, maximal 5 MB")} error={fieldErrors.image ? t(fieldErrors.image) : undefined}>
          <FileInput name="image" accept="image/jpeg,image/png,image/webp,image/gif" buttonLabel={t("Bild auswählen")} image={IMAGE_RULE} />
        </Field>
        <Field label={t("Alternativtext")} error={fieldErrors.featuredImageAlt ? t(fieldErrors.featuredImageAlt) : undefined}>
          <Input name="featuredImageAlt" defaultValue={article?.featuredImageAlt ?? ""} maxLength={200} />
        </Field>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t("Kategorien")}</legend>
          <div className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-border p-2">
            {categories.map((c) => (
              <label key={c.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="categoryIds" value={c.id} defaultChecked={article?.categoryIds.includes(c.id)} />
                {c.name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t("Tags")}</legend>
          <div className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-border p-2">
            {tags.map((tag) => (
              <label key={tag.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="tagIds"
                  value={tag.id}
                  checked={selectedTags.includes(tag.id)}
                  onChange={(e) => setSelectedTags((sel) => (e.target.checked ? [...sel, tag.id] : sel.filter((x) => x !== tag.id)))}
                />
                {tag.name}
              </label>
            ))}
          </div>
          <div className="flex gap-2">
            <Input aria-label={t("Neuer Tag")} value={newTag} onChange={(e) => setNewTag(e.target.value)} maxLength={60} />
            <Button
              variant="outline"
              disabled={!newTag.trim() || tagFetcher.state !== "idle"}
              onClick={() => tagFetcher.submit({ intent: "createTag", name: newTag }, { method: "post", action: "/myblog" })}
            >
              <Plus aria-hidden="true" />
              {t("Tag erstellen")}
            </Button>
          </div>
        </fieldset>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t("Status")}>
          <NativeSelect name="status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
            <option value="draft">{t("Entwurf")}</option>
            <option value="published">{t("Veröffentlicht")}</option>
            <option value="scheduled">{t("Geplant")}</option>
          </NativeSelect>
        </Field>
        <Field
          label={t("Veröffentlichungsdatum")}
          required={status === "scheduled"}
          description={status === "published" ? t("Leer lassen für jetzt") : undefined}
          error={fieldErrors.publishDate ? t(fieldErrors.publishDate) : undefined}
        >
          <DateInput name="publishDate" withTime defaultValue={article?.publishDate ?? null} required={status === "scheduled"} />
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" name="featured" defaultChecked={article?.featured} />
          {t("Auf meinem Profil hervorheben")}
        </label>
      </div>

      <fieldset className="space-y-4 rounded-card border border-border p-4">
        <legend className="px-1 text-sm font-medium">{t("SEO")}</legend>
        <Field
          label={t("Meta-Titel")}
          description={`${metaTitle.length}/${META_TITLE_MAX}`}
          error={fieldErrors.metaTitle ? t(fieldErrors.metaTitle) : undefined}
        >
          <Input name="metaTitle" value={metaTitle} onChange={(e) => setMetaTitle(e.target.value)} maxLength={META_TITLE_MAX} />
        </Field>
        <Field
          label={t("Meta-Beschreibung")}
          description={`${metaDescription.length}/${META_DESCRIPTION_MAX}`}
          error={fieldErrors.metaDescription ? t(fieldErrors.metaDescription) : undefined}
        >
          <Textarea name="metaDescription" value={metaDescription} onChange={(e) => setMetaDescription(e.target.value)} maxLength={META_DESCRIPTION_MAX} rows={2} />
        </Field>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={navigation.state === "submitting"}>
          <Save aria-hidden="true" />
          {t("Artikel speichern")}
        </Button>
        <Button asChild variant="outline">
          <Link to="/myblog">
            <X aria-hidden="true" />
            {t("Abbrechen")}
          </Link>
        </Button>
      </div>
    </Form>
  );
}
