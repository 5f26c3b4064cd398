import { data, redirect } from "react-router";
import { z } from "zod";
import { getViewer } from "~/lib/auth.server";
import { baseUrl } from "~/lib/env.server";
import { flashCookie } from "~/lib/flash.server";
import { failure, parseInput } from "~/lib/http.server";
import { deleteByUrl } from "~/lib/storage.server";
import { deleteArticle, getPublicArticle, scanArticleLinks, setFeaturedByAdmin, setLinkDofollow } from "./blog.server";
import { BLOG_MESSAGES } from "./schema";
import { getFollowStats } from "~/features/follows/follows.server";

export async function articleLoader(request: Request, key: { username?: string; slug?: string; id?: string }) {
  const viewer = await getViewer(request);
  const page = await getPublicArticle(viewer, key);
  if (!page) throw redirect("/404-not-found");
  const follow = page.article.authorId ? await getFollowStats(viewer, page.article.authorId) : null;
  return { ...page, isFollowing: follow?.isFollowing ?? false, origin: baseUrl().replace(/\/+$/, "") };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), articleId: z.string() }),
  z.object({ intent: z.literal("scanLinks"), articleId: z.string() }),
  z.object({ intent: z.literal("toggleLink"), linkId: z.string(), dofollow: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("featureAdmin"), articleId: z.string(), value: z.enum(["true", "false"]) }),
]);

/** Article page actions: delete (author/admin), link scan and dofollow toggles, admin featuring. */
export async function articleAction(request: Request) {
  try {
    const viewer = await getViewer(request);
    const input = parseInput(actionSchema, Object.fromEntries(await request.formData()));
    switch (input.intent) {
      case "delete": {
        const removed = await deleteArticle(viewer, input.articleId);
        if (removed.featuredImageUrl) await deleteByUrl(removed.featuredImageUrl).catch(() => undefined);
        return redirect("/myblog", { headers: { "Set-Cookie": flashCookie({ type: "success", message: BLOG_MESSAGES.deleted }) } });
      }
      case "scanLinks":
        return data({ ok: true as const, message: (await scanArticleLinks(viewer, input.articleId)).message });
      case "toggleLink":
        await setLinkDofollow(viewer, input.linkId, input.dofollow === "true");
        return data({ ok: true as const, message: input.dofollow === "true" ? "Link auf dofollow gesetzt" : "Link auf nofollow gesetzt" });
      case "featureAdmin":
        await setFeaturedByAdmin(viewer, input.articleId, input.value === "true");
        return data({ ok: true as const, message: input.value === "true" ? "Artikel wird im Blog hervorgehoben" : "Hervorhebung entfernt" });
    }
  } catch (error) {
    return failure(error);
  }
}

export type ArticleLoaderData = Awaited<ReturnType<typeof articleLoader>>;
