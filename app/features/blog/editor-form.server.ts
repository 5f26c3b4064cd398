import { z } from "zod";
import { zCheckbox, zFile, zList } from "~/lib/request.server";
import type { ArticleInput } from "./schema";

/**
 * The editor's form (/myblog) as the browser sends it: the one place that reads it (issue #29
 * item 3: the route passes the body on, the blog feature parses it once and maps it to an
 * ArticleInput, whose rules articleInputSchema checks in saveArticle, autosaveDraft and
 * previewArticle).
 */
const id = z.string().max(64);
const text = (max: number) => z.string().max(max).default("");

export const editorSaveForm = z.object({
  articleId: z.string().max(64).optional(),
  title: text(1000),
  slug: text(1000),
  excerpt: text(5000),
  content: text(200_000),
  status: text(40),
  publishDate: text(100),
  publishDateIso: text(100),
  featured: zCheckbox,
  featuredImageAlt: text(1000),
  removeImage: zCheckbox,
  metaTitle: text(1000),
  metaDescription: text(2000),
  categoryIds: zList(id),
  tagIds: zList(id),
  image: zFile,
  /** 'Veröffentlichen' (the editor's primary button): published now, or at the date of a scheduled article. */
  submitAs: z.enum(["publish"]).optional().catch(undefined),
});

/** Autosave and 'Vorschau': the article fields without the image and the publish button. */
export const editorDraftForm = editorSaveForm.omit({ image: true, removeImage: true, submitAs: true });

/** The article fields of the editor's form (save, autosave, preview). */
export function articleFromEditor(form: z.infer<typeof editorDraftForm>): ArticleInput {
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    content: form.content,
    status: (form.status || "draft") as "draft",
    publishDate: form.publishDateIso || form.publishDate,
    featured: form.featured,
    featuredImageAlt: form.featuredImageAlt,
    metaTitle: form.metaTitle,
    metaDescription: form.metaDescription,
    categoryIds: form.categoryIds.filter(Boolean),
    tagIds: form.tagIds.filter(Boolean),
  };
}
