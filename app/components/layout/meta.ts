type Matches = ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;

function rootData(matches: Matches): { siteTitle?: string; origin?: string } | null | undefined {
  const root = matches.find((m) => m?.id === "root");
  return (root?.loaderData ?? root?.data) as { siteTitle?: string; origin?: string } | null | undefined;
}

/** Site title from the root loader data inside a route's meta function. */
export function siteTitleFromMatches(matches: Matches): string {
  return rootData(matches)?.siteTitle || "Hanfnetz";
}

/** The site origin (BASE_URL, no trailing slash) from the root loader data inside a meta function. */
export function originFromMatches(matches: Matches): string {
  return rootData(matches)?.origin ?? "";
}

/** An absolute URL: site paths get the origin, absolute URLs stay as they are. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin.replace(/\/+$/, "")}${url.startsWith("/") ? url : `/${url}`}`;
}

/** The site logo as a raster image (search engines want one for `publisher.logo`), served by app/routes/brand-logo.ts. */
export const BRAND_LOGO = { path: "/images/logo.png", size: 512 } as const;

/** schema.org Organization of the site: `publisher` of articles. */
export function publisherJsonLd(siteTitle: string, origin: string) {
  return {
    "@type": "Organization",
    name: siteTitle,
    url: absoluteUrl(origin, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(origin, BRAND_LOGO.path), width: BRAND_LOGO.size, height: BRAND_LOGO.size },
  };
}

/** `<link rel="canonical">` and `og:url` for a site path. */
export function canonicalTags(origin: string, path: string) {
  const href = absoluteUrl(origin, path);
  return [
    { tagName: "link", rel: "canonical", href },
    { property: "og:url", content: href },
  ];
}

/** `og:image` and `twitter:image` (absolute), or nothing without an image. */
export function imageTags(origin: string, image: string | null | undefined) {
  if (!image) return [];
  const url = absoluteUrl(origin, image);
  return [
    { property: "og:image", content: url },
    { name: "twitter:image", content: url },
  ];
}

/**
 * Title, description, robots and social tags of a simple content page; with `path`, also its
 * canonical URL (pages that only exist for one signed-in member have none).
 */
export function pageMeta(title: string, description: string, matches: Matches, opts: { path?: string; robots?: string } = {}) {
  const { path, robots = "index,follow" } = opts;
  const siteTitle = siteTitleFromMatches(matches);
  const full = `${title} | ${siteTitle}`;
  return [
    { title: full },
    { name: "description", content: description },
    ...(path ? canonicalTags(originFromMatches(matches), path) : []),
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteTitle },
    { name: "twitter:card", content: "summary" },
    { name: "robots", content: robots },
  ];
}
