import { Eye, PanelRightClose, PanelRightOpen, Pencil, Save, Send } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useFetcher, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { slugify } from "~/lib/format";
import type { PublicArticlePage } from "./article.server";
import { ArticleView } from "./ArticleView";
import { EditorSettings, SETTINGS_FIELDS, type ArticleStatus } from "./EditorSettings";
import { RichTextEditor } from "./RichTextEditor";
import { useAutosave, type AutosaveState } from "./use-autosave";

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

const timeFormat = new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" });

function AutosaveStatus({ state }: { state: AutosaveState }) {
  const { t } = useTranslation("common");
  const text =
    state.kind === "saved"
      ? t("Entwurf gespeichert · {{time}}", { time: timeFormat.format(new Date(state.at)) })
      : state.kind === "saving"
        ? t("Entwurf wird gespeichert …")
        : state.kind === "needsTitle"
          ? t("Gib einen Titel ein, damit dein Entwurf automatisch gespeichert wird.")
          : state.kind === "failed"
            ? t("Entwurf nicht gespeichert: {{error}} Dein Text bleibt erhalten.", { error: t(state.error) })
            : "";
  return (
    <p role="status" data-testid="autosave-status" className={cn("min-h-5 text-sm", state.kind === "failed" ? "font-medium text-danger" : "text-ink-muted")}>
      {text}
    </p>
  );
}

/**
 * The writer-first article editor of /myblog (issue #26 item 9): title, excerpt and text on a
 * canvas; the settings in a side panel that folds away (below the text on a phone, folded until
 * opened); autosave of drafts; 'Vorschau' renders the article as readers see it (ArticleView,
 * built by the server from the form); one primary action: 'Veröffentlichen' for a draft, else
 * 'Artikel speichern'. A plain form post without JavaScript.
 */
export function ArticleEditor({
  article,
  categories,
  tags,
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
  const formRef = useRef<HTMLFormElement>(null);
  const [articleId, setArticleId] = useState(article?.id ?? "");
  const [title, setTitle] = useState(article?.title ?? "");
  const [slug, setSlug] = useState(article?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(Boolean(article));
  const [status, setStatus] = useState<ArticleStatus>(article?.status ?? "draft");
  const [enhanced, setEnhanced] = useState(false);
  const [panelOpen, setPanelOpen] = useState(true);
  const [previewing, setPreviewing] = useState(false);
  const preview = useFetcher<{ ok: true; preview: PublicArticlePage } | { ok: false; error: string }>();

  const settingsError = SETTINGS_FIELDS.some((name) => fieldErrors[name]);
  useEffect(() => {
    setEnhanced(true);
    // On a phone the settings start folded (below the text); an error in them opens them.
    if (!window.matchMedia("(min-width: 1024px)").matches && !settingsError) setPanelOpen(false);
  }, [settingsError]);

  const onCreated = useCallback((id: string) => {
    setArticleId(id);
    const url = `/myblog?edit=${encodeURIComponent(id)}`;
    if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(window.history.state, "", url);
  }, []);
  const wasDraft = (article?.status ?? "draft") === "draft";
  const autosave = useAutosave(formRef, { enabled: enhanced && wasDraft && status === "draft", onCreated });

  const showPreview = () => {
    const form = formRef.current;
    if (!form) return;
    const body = new FormData(form);
    for (const name of ["image", "removeImage", "submitAs"]) body.delete(name);
    body.set("intent", "preview");
    setPreviewing(true);
    void preview.submit(body, { method: "post", action: "/myblog", encType: "multipart/form-data" });
  };

  const effectiveSlug = slugTouched ? slug : slugify(title, 100);
  const submitting = navigation.state === "submitting";
  const publishPrimary = status === "draft";

  return (
    <Form ref={formRef} method="post" encType="multipart/form-data" aria-label={t("Artikel-Editor")} onSubmit={autosave.markSubmitted} className="space-y-4">
      <input type="hidden" name="intent" value="save" />
      {articleId ? <input type="hidden" name="articleId" value={articleId} /> : null}
      {error ? <Alert variant="error">{t(error)}</Alert> : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <AutosaveStatus state={autosave.state} />
        {enhanced ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" aria-pressed={previewing} onClick={() => (previewing ? setPreviewing(false) : showPreview())}>
              {previewing ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {previewing ? t("Weiter bearbeiten") : t("Vorschau")}
            </Button>
            <Button variant="outline" aria-expanded={panelOpen} aria-controls="article-settings" onClick={() => setPanelOpen((open) => !open)}>
              {panelOpen ? <PanelRightClose aria-hidden="true" /> : <PanelRightOpen aria-hidden="true" />}
              {t("Einstellungen")}
            </Button>
          </div>
        ) : null}
      </div>

      <div className={cn("grid gap-6", panelOpen && "lg:grid-cols-[minmax(0,1fr)_20rem]")}>
        <div className="min-w-0 space-y-4">
          <div hidden={previewing} className="space-y-4">
            <Field label={t("Titel")} error={fieldErrors.title ? t(fieldErrors.title) : undefined} required>
              <input
                name="title"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                maxLength={200}
                required
                placeholder={t("Titel deines Artikels")}
                className="w-full rounded-lg border border-transparent bg-transparent px-1 py-1 text-3xl font-bold text-ink placeholder:text-ink-muted/70 hover:border-border focus-visible:border-brand-700 focus-visible:outline-none aria-invalid:border-danger"
              />
            </Field>
            <Field label={t("Auszug")} error={fieldErrors.excerpt ? t(fieldErrors.excerpt) : undefined}>
              <Textarea
                name="excerpt"
                defaultValue={article?.excerpt ?? ""}
                maxLength={500}
                rows={2}
                placeholder={t("Worum geht es? Zwei Sätze für die Übersicht.")}
              />
            </Field>
            <RichTextEditor
              name="content"
              defaultValue={article?.content ?? ""}
              label={t("Inhalt")}
              error={fieldErrors.content ? t(fieldErrors.content) : undefined}
            />
          </div>
          {previewing ? (
            <section aria-label={t("Vorschau")} className="rounded-card border border-border bg-white p-4 sm:p-8" data-testid="article-preview">
              {preview.state !== "idle" ? (
                <p role="status" className="text-sm text-ink-muted">
                  {t("Vorschau wird erstellt …")}
                </p>
              ) : preview.data?.ok ? (
                <ArticleView page={preview.data.preview} origin="" preview />
              ) : preview.data ? (
                <Alert variant="error">{t(preview.data.error)}</Alert>
              ) : null}
            </section>
          ) : null}

          <div className="flex flex-wrap gap-3 border-t border-border pt-4">
            <Button type="submit" variant={publishPrimary ? "outline" : "default"} disabled={submitting}>
              <Save aria-hidden="true" />
              {t("Artikel speichern")}
            </Button>
            {publishPrimary ? (
              <Button type="submit" name="submitAs" value="publish" disabled={submitting}>
                <Send aria-hidden="true" />
                {t("Veröffentlichen")}
              </Button>
            ) : null}
          </div>
        </div>

        <aside
          id="article-settings"
          aria-label={t("Einstellungen")}
          hidden={!panelOpen}
          className="min-w-0 rounded-card border border-border bg-white p-4 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto"
        >
          <EditorSettings
            article={article}
            categories={categories}
            tags={tags}
            fieldErrors={fieldErrors}
            status={status}
            onStatus={setStatus}
            slug={effectiveSlug}
            onSlug={(value) => {
              setSlugTouched(true);
              setSlug(value);
            }}
          />
        </aside>
      </div>
    </Form>
  );
}
