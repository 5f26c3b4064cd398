/**
 * Namespaces and the loader of the translation files, without i18next itself, so the browser
 * entry can load the texts without bundling i18next (see ./i18n-lite).
 */
export const NAMESPACES = ["common", "navigation", "forms", "errors", "admin", "footer", "auth"] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces a page needs (issue #27): the back-office texts (admin.json, the largest file)
 * only for admins, whose pages and admin tools (e.g. 'Bearbeiten' on a provider page) use them;
 * every other visitor loads the six public namespaces. Server rendering (entry.server) and the
 * browser (root Layout, entry.client) use the same list, so both render the same texts.
 */
export function pageNamespaces(viewer: { isAdmin?: boolean } | null | undefined): readonly Namespace[] {
  return viewer?.isAdmin ? NAMESPACES : PUBLIC_NAMESPACES;
}
export const PUBLIC_NAMESPACES: readonly Namespace[] = NAMESPACES.filter((ns) => ns !== "admin");
export const LANGUAGE = "de";

export type Fetcher = (url: string) => Promise<{ ok: boolean; status?: number; json(): Promise<unknown> }>;

/** Retry schedule for translation files: up to 5 retries, starting at 350 ms and doubling. */
export const RETRY_DELAYS_MS = [350, 700, 1400, 2800, 5600] as const;

/** Address of one namespace's translation file (`version` busts caches between releases). */
export function namespaceUrl(ns: Namespace, version?: string): string {
  return `/locales/${LANGUAGE}/${ns}.json${version ? `?v=${version}` : ""}`;
}

/**
 * Loads one namespace from /locales/de/{ns}.json, retrying per RETRY_DELAYS_MS. Returns null
 * when every attempt failed (the UI then shows the original texts).
 */
export async function loadNamespace(
  ns: Namespace,
  opts: { fetcher?: Fetcher; sleep?: (ms: number) => Promise<void>; version?: string } = {},
): Promise<Record<string, string> | null> {
  const fetcher = opts.fetcher ?? ((url: string) => fetch(url));
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const url = namespaceUrl(ns, opts.version);
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    try {
      const res = await fetcher(url);
      if (res.ok) return (await res.json()) as Record<string, string>;
    } catch {
      /* network error: retry */
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) break;
    await sleep(delay);
  }
  return null;
}
