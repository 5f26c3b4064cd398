import { data, redirect } from "react-router";
import { z } from "zod";
import { clientIp, type Viewer } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash.server";
import { loadPart } from "~/lib/load-part.server";
import { formIntent, handleAction, parseInput, readFormObject, zCheckbox } from "~/lib/request.server";
import { discardUploads } from "~/lib/uploads.server";
import { createTag, deleteArticle, getArticleForEdit, listMyArticles } from "~/features/blog/authoring.server";
import { autosaveEditorForm, previewEditorForm, saveEditorForm } from "~/features/blog/editor-save.server";
import { createCategory, listAllCategories, setFeaturedByAdmin, updateCategory } from "~/features/blog/blog-admin.server";
import { listActiveCategories, listTags } from "~/features/blog/blog.server";
import { BLOG_MESSAGES } from "~/features/blog/schema";

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
/** The intents other than the editor's own (save, autosave, preview: their form is the blog feature's). */
const otherIntents = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("delete"), articleId: id }),
    z.object({ intent: z.literal("createTag"), name: text(100) }),
    z.object({ intent: z.literal("featureAdmin"), articleId: id, value: z.enum(["true", "false"]) }),
    z.object({ intent: z.literal("updateCategory"), categoryId: id, sortOrder: z.coerce.number().int().min(-1000).max(1000).default(0), isActive: zCheckbox }),
    z.object({ intent: z.literal("createCategory"), name: text(100) }),
  ],
  { error: "Unbekannte Aktion" },
);
const INTENTS = ["save", "autosave", "preview", "delete", "createTag", "featureAdmin", "updateCategory", "createCategory"] as const;

export async function myBlogAction(viewer: Viewer, request: Request) {
  return handleAction(async () => {
    // The editor's form (save, autosave, preview) goes to the blog feature as sent; the route
    // reads only the intent (the editor's save sends none) and the other intents' few fields.
    const body = { intent: "save", ...(await readFormObject(request, { multipart: true })) };
    const intent = formIntent(body, INTENTS);
    if (intent === "save") return await saveFromForm(viewer, body, request);
    if (intent === "autosave") return data(await autosaveEditorForm(viewer, body, { ip: clientIp(request) }));
    if (intent === "preview") return data({ ok: true as const, preview: await previewEditorForm(viewer, body) });
    const input = parseInput(otherIntents, body);
    switch (input.intent) {
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

/** The editor's save (rate limits, image and article in features/blog/editor-save.server.ts), then back to the editor. */
async function saveFromForm(viewer: Viewer, body: Record<string, unknown>, request: Request) {
  const result = await saveEditorForm(viewer, body, { ip: clientIp(request) });
  return redirect(`/myblog?edit=${result.id}`, {
    headers: { "Set-Cookie": flashCookie({ type: "success", message: result.created ? BLOG_MESSAGES.created : BLOG_MESSAGES.updated }) },
  });
}
