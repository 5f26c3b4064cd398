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

/** Address of a translation file of /locales/de (`version` busts caches between releases). */
function localeFileUrl(file: string, version?: string): string {
  return `/locales/${LANGUAGE}/${file}${version ? `?v=${version}` : ""}`;
}

/** Address of one namespace's translation file. */
function namespaceUrl(ns: Namespace, version?: string): string {
  return localeFileUrl(`${ns}.json`, version);
}

/**
 * The six public namespaces in one file, /locales/de/public.json (`{ "common": {…}, … }`, written
 * by the build from the namespace files: scripts/lib/locale-bundle.ts): every page needs all six,
 * and one request instead of six is five fewer in the head of every first visit, each with its
 * own work on the main thread when it arrives.
 */
export const PUBLIC_BUNDLE_FILE = "public.json";

/** A translation file and the namespaces it holds (a bundle: an object of namespaces; else one namespace's texts). */
export type TranslationFile = { url: string; namespaces: readonly Namespace[]; bundle: boolean };

/**
 * The files that hold the given namespaces: the public bundle when all six public ones are asked
 * for, each other namespace in its own file. The server's preloads (root.tsx) and the browser's
 * loading (i18n-client.ts) use this one list, so the browser reuses what the head preloaded.
 */
export function translationFiles(namespaces: readonly Namespace[], version?: string): TranslationFile[] {
  const bundled = PUBLIC_NAMESPACES.every((ns) => namespaces.includes(ns));
  const files: TranslationFile[] = bundled ? [{ url: localeFileUrl(PUBLIC_BUNDLE_FILE, version), namespaces: PUBLIC_NAMESPACES, bundle: true }] : [];
  for (const ns of namespaces)
    if (!(bundled && PUBLIC_NAMESPACES.includes(ns))) files.push({ url: namespaceUrl(ns, version), namespaces: [ns], bundle: false });
  return files;
}

type LoadOptions = { fetcher?: Fetcher; sleep?: (ms: number) => Promise<void> };

/** Fetches a JSON file, retrying per RETRY_DELAYS_MS; null when every attempt failed. */
async function loadJson(url: string, opts: LoadOptions): Promise<unknown> {
  const fetcher = opts.fetcher ?? ((u: string) => fetch(u));
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    try {
      const res = await fetcher(url);
      if (res.ok) return await res.json();
    } catch {
      /* network error: retry */
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) break;
    await sleep(delay);
  }
  return null;
}

/**
 * Loads a translation file (see translationFiles), retrying per RETRY_DELAYS_MS: its texts per
 * namespace; a namespace the file lacks, or a file that failed every attempt, gets null (the UI
 * then shows the original texts).
 */
export async function loadTranslationFile(file: TranslationFile, opts: LoadOptions = {}): Promise<Record<string, Record<string, string> | null>> {
  const data = await loadJson(file.url, opts);
  if (!file.bundle) return { [file.namespaces[0]!]: (data as Record<string, string> | null) ?? null };
  const bundle = (data ?? {}) as Record<string, Record<string, string> | undefined>;
  return Object.fromEntries(file.namespaces.map((ns) => [ns, bundle[ns] ?? null]));
}
