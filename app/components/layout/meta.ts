/** Site title from the root loader data inside a route's meta function. */
export function siteTitleFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { siteTitle?: string } | null | undefined;
  return data?.siteTitle || "Hanfnetz";
}

/** Title, description and social tags of a simple content page. */
export function pageMeta(title: string, description: string, siteTitle: string) {
  const full = `${title} | ${siteTitle}`;
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteTitle },
    { name: "twitter:card", content: "summary" },
    { name: "robots", content: "index,follow" },
  ];
}
