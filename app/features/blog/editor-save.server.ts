import type { Viewer } from "~/lib/auth.server";
import { HttpError } from "~/lib/errors";
import { replaceStoredImage } from "~/lib/images.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/request.server";
import { getArticleForEdit, saveArticle } from "./authoring.server";
import { autosaveDraft } from "./autosave.server";
import { articleFromEditor, editorDraftForm, editorSaveForm } from "./editor-form.server";
import { previewArticle } from "./preview.server";
import type { ArticleInput } from "./schema";

/** The editor's save with its form as sent: parsed here (editor-form.server.ts), then saveFromEditor. */
export async function saveEditorForm(viewer: Viewer, body: Record<string, unknown>, opts: { ip?: string | null }) {
  const form = parseInput(editorSaveForm, body);
  const status = form.submitAs === "publish" ? (form.status === "scheduled" ? "scheduled" : "published") : (form.status as "draft");
  return saveFromEditor(
    viewer,
    { ...articleFromEditor(form), status },
    { id: form.articleId || undefined, image: form.image ?? null, removeImage: form.removeImage, ip: opts.ip },
  );
}

/** The editor's autosave with its form as sent. */
export async function autosaveEditorForm(viewer: Viewer, body: Record<string, unknown>, opts: { ip?: string | null }) {
  const form = parseInput(editorDraftForm, body);
  return autosaveDraft(viewer, articleFromEditor(form), { id: form.articleId || undefined, ip: opts.ip });
}

/** 'Vorschau' with the editor's form as sent: the article as readers will see it (with its stored cover). */
export async function previewEditorForm(viewer: Viewer, body: Record<string, unknown>) {
  const form = parseInput(editorDraftForm, body);
  const id = form.articleId || undefined;
  const current = id ? await getArticleForEdit(viewer, id) : null;
  return previewArticle(viewer, articleFromEditor(form), { id, featuredImageUrl: current?.featuredImageUrl });
}

/**
 * A save from the editor (/myblog): the rate limits, the featured image (upload, replace, remove)
 * and the article. Every save counts (article_save, 60 per 15 min); a new article also counts as a
 * form submission (spec 2 section 9, 10 per 15 min); admins are exempt. Ownership is checked first
 * (403/404), so nothing is uploaded for someone else's article; a refused image (before anything
 * was saved) is the image field's message.
 */
export async function saveFromEditor(viewer: Viewer, input: ArticleInput, opts: { id?: string; image: File | null; removeImage: boolean; ip?: string | null }) {
  const { id, ip } = opts;
  if (!viewer.isAdmin) {
    await enforceRateLimit("article_save", `user:${viewer.id}`, { userId: viewer.id, ip });
    if (!id) await enforceRateLimit("form_submission", `user:${viewer.id}`, { userId: viewer.id, ip });
  }
  const previous = id ? (await getArticleForEdit(viewer, id)).featuredImageUrl : null;
  let saving = false;
  try {
    return await replaceStoredImage({
      file: opts.image,
      upload: { bucket: "blog-images", ownerId: viewer.id, ip },
      save: async (url) => {
        saving = true;
        const saved = await saveArticle(viewer, { ...input, featuredImageUrl: url ?? undefined, removeImage: opts.removeImage ? "on" : undefined }, id);
        return { result: saved, previous: url || opts.removeImage ? [previous] : [] };
      },
    });
  } catch (error) {
    if (!saving && error instanceof HttpError) throw new HttpError(error.status, error.message, { image: error.message });
    throw error;
  }
}
