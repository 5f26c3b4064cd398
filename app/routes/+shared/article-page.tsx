import { isRouteErrorResponse, useLoaderData } from "react-router";
import { canonicalTags, imageTags, siteTitleFromMatches } from "~/components/layout/meta";
import { routeErrorBoundary } from "~/components/layout/RouteError";
import { AdSlot } from "~/features/ads/AdSlot";
import { ArticleView } from "~/features/blog/ArticleView";
import { ReportButton } from "~/features/moderation/ReportButton";
import { FollowButton } from "~/features/follows/FollowButton";
import type { ArticleLoaderData } from "./article.server";

/** Route module parts shared by /blog/{slug} and /blog/{username}/{slug}. */

export const articleHandle = {
  breadcrumb: (d: ArticleLoaderData | undefined) => [{ label: "Blog", href: "/blog" }, ...(d ? [{ label: d.article.title, href: d.article.href }] : [])],
};

type MetaArgs = {
  data: ArticleLoaderData | undefined;
  error?: unknown;
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
};

export function articleMeta({ data: d, error, matches }: MetaArgs) {
  // An unknown article: the 404 page of the error boundary renders its own title and robots tags.
  if (isRouteErrorResponse(error) && error.status === 404) return [];
  const site = siteTitleFromMatches(matches);
  if (!d) return [{ title: `Blog | ${site}` }];
  const a = d.article;
  return [
    { title: `${a.metaTitle} | ${site}` },
    { name: "description", content: a.metaDescription },
    ...canonicalTags(d.origin, a.href),
    { property: "og:title", content: a.metaTitle },
    { property: "og:description", content: a.metaDescription },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: site },
    ...imageTags(d.origin, a.featuredImageUrl),
    { name: "twitter:card", content: a.featuredImageUrl ? "summary_large_image" : "summary" },
    { name: "robots", content: "index,follow" },
  ];
}

export function ArticlePage() {
  const d = useLoaderData<ArticleLoaderData>();
  const authorId = d.article.authorId;
  return (
    <>
      <ArticleView
        page={d}
        origin={d.origin}
        follow={authorId ? <FollowButton authorId={authorId} isFollowing={d.isFollowing} size="sm" /> : null}
        report={d.canReport ? <ReportButton targetType="article" targetId={d.article.id} label={d.article.title} /> : null}
      />
      <AdSlot placementKey="blog_article" banner={d.banner} className="mx-auto max-w-3xl px-4 pb-8" />
    </>
  );
}

/** An unknown article: the not-found page in place; else the error page. */
export const ArticleErrorBoundary = routeErrorBoundary();
