import { data, redirect } from "react-router";
import { notFound } from "~/lib/errors";
import { z } from "zod";
import { getViewer } from "~/lib/auth.server";
import { baseUrl } from "~/lib/env.server";
import { flashCookie } from "~/lib/flash.server";
import { handleAction, readForm } from "~/lib/request.server";
import { answerSubmission } from "~/lib/native-submit.server";
import { discardUploads } from "~/lib/uploads.server";
import { chooseBanner } from "~/features/ads/public.server";
import { formerAuthorArticleHref, getPublicArticle, publicArticleAuthor } from "~/features/blog/article.server";
import { deleteArticle } from "~/features/blog/authoring.server";
import { scanArticleLinks, setFeaturedByAdmin, setLinkDofollow } from "~/features/blog/blog-admin.server";
import { BLOG_MESSAGES } from "~/features/blog/schema";
import { isFollowing } from "~/features/follows/follows.server";
import { canReport } from "~/features/moderation/moderation.server";
import type { Viewer } from "~/lib/auth.server";
import { sharedRenderFacts, type MemberFacts } from "~/lib/member-template.server";

type ArticleViewerState = { isFollowing: boolean; canReport: boolean };

/** What an article page shows the viewer of their own: whether they follow its writer, whether they may report it. */
async function articleViewerState(viewer: Viewer | null, authorId: string | null, isAuthor: boolean): Promise<ArticleViewerState> {
  const [following, reportable] = await Promise.all([authorId ? isFollowing(viewer, authorId) : false, canReport(viewer).then((can) => !isAuthor && can)]);
  return { isFollowing: following, canReport: reportable };
}

/**
 * The facts of an article page shared between members (app/routes/+shared/shared-pages.server.ts):
 * the member's state on it; null (rendered for the member alone) for its writer and where no
 * visible article has that address. (Another form of the address answers with a redirect, which
 * is never shared: that member's request is rendered alone.)
 */
export async function articleMemberFacts(viewer: Viewer, url: URL): Promise<MemberFacts | null> {
  const [, , username, slug] = url.pathname.split("/").map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return "";
    }
  });
  if (!username || !slug) return null;
  const authorId = await publicArticleAuthor({ username, slug });
  if (!authorId || authorId === viewer.id) return null;
  return { facts: await articleViewerState(viewer, authorId, false) };
}

export async function articleLoader(request: Request, key: { username?: string; slug?: string; id?: string }) {
  const viewer = await getViewer(request);
  const page = await getPublicArticle(viewer, key);
  const url = new URL(request.url);
  if (!page) {
    // The author's former name (a renamed member): 301 to the article's current address.
    const moved = key.username && key.slug ? await formerAuthorArticleHref(key.username, key.slug) : null;
    if (moved) throw redirect(`${moved}${url.search}`, 301);
    throw notFound(BLOG_MESSAGES.notFound);
  }
  // One address per article: another form of the author segment (/blog/Audit%20Änne/…, /blog/lena_gruen/…) → 301.
  if (key.username && url.pathname !== page.article.href) throw redirect(`${page.article.href}${url.search}`, 301);
  // A render shared between members (decision 0048) is made with the member's state it is shared for.
  const [state, banner] = await Promise.all([
    sharedRenderFacts<ArticleViewerState>() ?? articleViewerState(viewer, page.article.authorId, page.isAuthor),
    chooseBanner("blog_article"),
  ]);
  return { ...page, ...state, origin: baseUrl().replace(/\/+$/, ""), banner };
}

const id = z.string().max(64);
const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("delete"), articleId: id }),
    z.object({ intent: z.literal("scanLinks"), articleId: id }),
    z.object({ intent: z.literal("toggleLink"), linkId: id, dofollow: z.enum(["true", "false"]) }),
    z.object({ intent: z.literal("featureAdmin"), articleId: id, value: z.enum(["true", "false"]) }),
  ],
  { error: "Ungültige Anfrage." },
);

/** Article page actions: delete (author/admin), link scan and dofollow toggles, admin featuring. */
export async function articleAction(request: Request) {
  // A form the browser submitted itself (before the scripts or the link management's code had
  // arrived, or without JavaScript): a 303 back to the page it came from, with the outcome as a
  // flash message.
  return answerSubmission(request, await articleActionAnswer(request));
}

function articleActionAnswer(request: Request) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const input = await readForm(request, actionSchema);
    switch (input.intent) {
      case "delete": {
        const removed = await deleteArticle(viewer, input.articleId);
        await discardUploads([removed.featuredImageUrl]);
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
  });
}

export type ArticleLoaderData = Awaited<ReturnType<typeof articleLoader>>;
