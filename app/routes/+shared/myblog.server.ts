import { data, redirect } from "react-router";
import { z } from "zod";
import { clientIp, type Viewer } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash.server";
import { loadPart } from "~/lib/load-part.server";
import { handleAction, readForm, zCheckbox, zFile, zList } from "~/lib/request.server";
import { discardUploads } from "~/lib/uploads.server";
import { createTag, deleteArticle, getArticleForEdit, listMyArticles } from "~/features/blog/authoring.server";
import { saveFromEditor } from "~/features/blog/editor-save.server";
import { createCategory, listAllCategories, setFeaturedByAdmin, updateCategory } from "~/features/blog/blog-admin.server";
import { listActiveCategories, listTags } from "~/features/blog/blog.server";
import { autosaveDraft } from "~/features/blog/autosave.server";
import { previewArticle } from "~/features/blog/preview.server";
import { BLOG_MESSAGES, type ArticleInput } from "~/features/blog/schema";

export async function loadMyBlog(viewer: Viewer, url: URL) {
  const editId = url.searchParams.get("edit");
  const creating = url.searchParams.get("new") === "1";
  const all = url.searchParams.get("all") === "1" && viewer.isAdmin;
  // Categories and tags are parts of their own: when one fails, the page still loads (with its
  // spec text); the articles are the page (its ErrorBoundary says 'Fehler beim Laden der Artikel').
  const loadErrors: string[] = [];
  const [articles, categories, tags, adminCategories] = await Promise.all([
    listMyArticles(viewer, { all }),
    loadPart(listActiveCategories(), [], BLOG_MESSAGES.loadCategories, loadErrors),
    loadPart(listTags(), [], BLOG_MESSAGES.loadTags, loadErrors),
    viewer.isAdmin ? loadPart(listAllCategories(viewer), null, BLOG_MESSAGES.loadCategories, loadErrors) : Promise.resolve(null),
  ]);
  const editing = editId ? await getArticleForEdit(viewer, editId) : null;
  return {
    articles,
    categories,
    tags,
    adminCategories,
    editing,
    creating: creating || Boolean(editing),
    all,
    isAdmin: viewer.isAdmin,
    loadErrors: [...new Set(loadErrors)],
  };
}

const id = z.string().max(64);
const text = (max: number) => z.string().max(max).default("");
const saveForm = z.object({
  intent: z.literal("save"),
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
const draftForm = saveForm.omit({ intent: true, image: true, removeImage: true, submitAs: true });
const myBlogForm = z.discriminatedUnion(
  "intent",
  [
    saveForm,
    draftForm.extend({ intent: z.literal("autosave") }),
    draftForm.extend({ intent: z.literal("preview") }),
    z.object({ intent: z.literal("delete"), articleId: id }),
    z.object({ intent: z.literal("createTag"), name: text(100) }),
    z.object({ intent: z.literal("featureAdmin"), articleId: id, value: z.enum(["true", "false"]) }),
    z.object({ intent: z.literal("updateCategory"), categoryId: id, sortOrder: z.coerce.number().int().min(-1000).max(1000).default(0), isActive: zCheckbox }),
    z.object({ intent: z.literal("createCategory"), name: text(100) }),
  ],
  { error: "Unbekannte Aktion" },
);

export async function myBlogAction(viewer: Viewer, request: Request) {
  return handleAction(async () => {
    const input = await readForm(
      request,
      z.preprocess((v) => ({ intent: "save", ...(v as object) }), myBlogForm),
      { multipart: true },
    );
    switch (input.intent) {
      case "save":
        return await saveFromForm(viewer, input, request);
      case "autosave":
        return data(await autosaveDraft(viewer, articleInput(input), { id: input.articleId || undefined, ip: clientIp(request) }));
      case "preview": {
        const id = input.articleId || undefined;
        const current = id ? await getArticleForEdit(viewer, id) : null;
        return data({ ok: true as const, preview: await previewArticle(viewer, articleInput(input), { id, featuredImageUrl: current?.featuredImageUrl }) });
      }
      case "delete": {
        const removed = await deleteArticle(viewer, input.articleId);
        await discardUploads([removed.featuredImageUrl]);
        return data({ ok: true as const, message: BLOG_MESSAGES.deleted });
      }
      case "createTag": {
        const { tag } = await createTag(viewer, input.name, { ip: clientIp(request) });
        return data({ ok: true as const, message: BLOG_MESSAGES.tagCreated, tag });
      }
      case "featureAdmin":
        await setFeaturedByAdmin(viewer, input.articleId, input.value === "true");
        return data({ ok: true as const, message: input.value === "true" ? "Artikel wird im Blog hervorgehoben" : "Hervorhebung entfernt" });
      case "updateCategory":
        await updateCategory(viewer, input.categoryId, { isActive: input.isActive, sortOrder: input.sortOrder });
        return data({ ok: true as const, message: BLOG_MESSAGES.categorySaved });
      case "createCategory":
        await createCategory(viewer, input.name);
        return data({ ok: true as const, message: "Kategorie erstellt" });
    }
  });
}

/** The article fields of the editor's form (save, autosave, preview). */
function articleInput(form: z.infer<typeof draftForm>): ArticleInput {
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

/** The editor's save (rate limits, image and article in features/blog/editor-save.server.ts), then back to the editor. */
async function saveFromForm(viewer: Viewer, form: z.infer<typeof saveForm>, request: Request) {
  const result = await saveFromEditor(
    viewer,
    { ...articleInput(form), status: form.submitAs === "publish" ? (form.status === "scheduled" ? "scheduled" : "published") : (form.status as "draft") },
    { id: form.articleId || undefined, image: form.image ?? null, removeImage: form.removeImage, ip: clientIp(request) },
  );
  return redirect(`/myblog?edit=${result.id}`, {
    headers: { "Set-Cookie": flashCookie({ type: "success", message: result.created ? BLOG_MESSAGES.created : BLOG_MESSAGES.updated }) },
  });
}
