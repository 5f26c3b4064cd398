import type { Route } from "./+types/blog.$username.$slug";
import { articleAction, articleLoader } from "./+shared/article.server";
import { ArticleErrorBoundary, articleHandle, articleMeta, ArticlePage } from "./+shared/article-page";
import { keepDataOnTabSwitch } from "~/components/ui/link-tabs";

/** /blog/{username}/{slug}: the article page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return articleLoader(request, { username: params.username, slug: params.slug });
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
