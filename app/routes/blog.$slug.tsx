import { redirect } from "react-router";
import type { Route } from "./+types/blog.$slug";
import { resolveArticleKey } from "~/features/blog/article.server";
import { BLOG_MESSAGES } from "~/features/blog/schema";
import { notFound } from "~/lib/errors";
import { articleAction, articleLoader } from "./+shared/article.server";
import { ArticleErrorBoundary, articleHandle, articleMeta, ArticlePage } from "./+shared/article-page";
import { keepDataOnTabSwitch } from "~/components/ui/link-tabs";

/**
 * /blog/{slug}: 301 to /blog/{username}/{slug} when a visible article matches the slug or id.
 * Articles whose author deleted the account (no username) are shown here by id.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const resolved = await resolveArticleKey(params.slug);
  if (!resolved) throw notFound(BLOG_MESSAGES.notFound);
  if (!resolved.anonymousId) throw redirect(resolved.href, 301);
  return articleLoader(request, { id: resolved.anonymousId });
}

export async function action({ request }: Route.ActionArgs) {
  return articleAction(request);
}

export const meta: Route.MetaFunction = (args) => articleMeta(args);
export const handle = articleHandle;
/** An admin switching between the article and its link management (`?tab=links`) loads nothing. */
export const shouldRevalidate = keepDataOnTabSwitch;
export default ArticlePage;
export const ErrorBoundary = ArticleErrorBoundary;
