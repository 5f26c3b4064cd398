import { data, redirect } from "react-router";
import { z } from "zod";
import { clientIp, type Viewer } from "~/lib/auth.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { flashCookie } from "~/lib/flash.server";
import { failure, HttpError, parseInput } from "~/lib/http.server";
import { storeImageUpload } from "~/lib/images.server";
import { deleteByUrl } from "~/lib/storage.server";
import {
  createCategory,
  createTag,
  deleteArticle,
  getArticleForEdit,
  listActiveCategories,
  listAllCategories,
  listMyArticles,
  listTags,
  saveArticle,
  setFeaturedByAdmin,
  updateCategory,
} from "./blog.server";
import { BLOG_MESSAGES } from "./schema";

export async function loadMyBlog(viewer: Viewer, url: URL) {
  const editId = url.searchParams.get("edit");
  const creating = url.searchParams.get("new") === "1";
  const all = url.searchParams.get("all") === "1" && viewer.isAdmin;
  const [articles, categories, tags, adminCategories] = await Promise.all([
    listMyArticles(viewer, { all }),
    listActiveCategories(),
    listTags(),
    viewer.isAdmin ? listAllCategories(viewer) : Promise.resolve(null),
  ]);
  const editing = editId ? await getArticleForEdit(viewer, editId) : null;
  return { articles, categories, tags, adminCategories, editing, creating: creating || Boolean(editing), all, isAdmin: viewer.isAdmin };
}

const simple = z.object({ intent: z.string(), articleId: z.string().optional(), value: z.string().optional(), name: z.string().optional(), categoryId: z.string().optional(), sortOrder: z.coerce.number().optional(), isActive: z.string().optional() });

export async function myBlogAction(viewer: Viewer, request: Request) {
  try {
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "save");
    if (intent === "save") {
      // New articles and new tags count as form submissions (spec 2 section 9, 10 per 15 min); admins are exempt.
      if (!form.get("articleId") && !viewer.isAdmin) await enforceRateLimit("form_submission", `user:${viewer.id}`, { userId: viewer.id, ip: clientIp(request) });
      return await saveFromForm(viewer, form);
    }
    const input = parseInput(simple, Object.fromEntries(form));
    switch (intent) {
      case "delete": {
        const removed = await deleteArticle(viewer, input.articleId ?? "");
        if (removed.featuredImageUrl) await deleteByUrl(removed.featuredImageUrl).catch(() => undefined);
        return data({ ok: true as const, message: BLOG_MESSAGES.deleted });
      }
      case "createTag": {
        if (!viewer.isAdmin) await enforceRateLimit("form_submission", `user:${viewer.id}`, { userId: viewer.id, ip: clientIp(request) });
        const { tag } = await createTag(viewer, input.name ?? "");
        return data({ ok: true as const, message: BLOG_MESSAGES.tagCreated, tag });
      }
      case "featureAdmin":
        await setFeaturedByAdmin(viewer, input.articleId ?? "", input.value === "true");
        return data({ ok: true as const, message: input.value === "true" ? "Artikel wird im Blog hervorgehoben" : "Hervorhebung entfernt" });
      case "updateCategory":
        await updateCategory(viewer, input.categoryId ?? "", { isActive: input.isActive === "on" || input.isActive === "true", sortOrder: Number(input.sortOrder ?? 0) });
        return data({ ok: true as const, message: BLOG_MESSAGES.categorySaved });
      case "createCategory":
        await createCategory(viewer, input.name ?? "");
        return data({ ok: true as const, message: "Kategorie erstellt" });
      default:
        return data({ ok: false as const, error: "Unbekannte Aktion" }, { status: 400 });
    }
  } catch (error) {
    return failure(error);
  }
}

async function saveFromForm(viewer: Viewer, form: FormData) {
  const id = String(form.get("articleId") ?? "") || undefined;
  // Ownership is checked first (403/404), so nothing is uploaded for someone else's article.
  const previous = id ? (await getArticleForEdit(viewer, id)).featuredImageUrl : null;
  let featuredImageUrl: string | undefined;
  const image = form.get("image");
  if (image instanceof File && image.size > 0) {
    try {
      const stored = await storeImageUpload(image, { bucket: "blog-images", folder: viewer.id, userId: viewer.id });
      featuredImageUrl = stored.url;
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(error.status, error.message, { image: error.message });
      throw error;
    }
  }
  let result: Awaited<ReturnType<typeof saveArticle>>;
  try {
    result = await saveArticle(
      viewer,
      {
        title: String(form.get("title") ?? ""),
        slug: String(form.get("slug") ?? ""),
        excerpt: String(form.get("excerpt") ?? ""),
        content: String(form.get("content") ?? ""),
        status: String(form.get("status") ?? "draft") as "draft",
        publishDate: String(form.get("publishDateIso") || form.get("publishDate") || ""),
        featured: form.get("featured") === "on",
        featuredImageAlt: String(form.get("featuredImageAlt") ?? ""),
        featuredImageUrl,
        removeImage: form.get("removeImage") === "on" ? "on" : undefined,
        metaTitle: String(form.get("metaTitle") ?? ""),
        metaDescription: String(form.get("metaDescription") ?? ""),
        categoryIds: form.getAll("categoryIds").map(String).filter(Boolean),
        tagIds: form.getAll("tagIds").map(String).filter(Boolean),
      },
      id,
    );
  } catch (error) {
    // Nothing saved: the fresh upload must not stay behind.
    if (featuredImageUrl) await deleteByUrl(featuredImageUrl).catch(() => undefined);
    throw error;
  }
  const replaced = previous && (featuredImageUrl || form.get("removeImage") === "on") && previous !== featuredImageUrl;
  if (replaced) await deleteByUrl(previous).catch(() => undefined);
  return redirect(`/myblog?edit=${result.id}`, {
    headers: { "Set-Cookie": flashCookie({ type: "success", message: result.created ? BLOG_MESSAGES.created : BLOG_MESSAGES.updated }) },
  });
}
