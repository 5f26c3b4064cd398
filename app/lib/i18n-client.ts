import { useSyncExternalStore } from "react";
import { createLiteI18n, type LiteI18n } from "./i18n-lite";
import { LANGUAGE, loadTranslationFile, NAMESPACES, PUBLIC_NAMESPACES, translationFiles, type Namespace } from "./i18n-load";

/**
 * The browser's translation store: starts with the namespaces the server rendered the page with
 * (the `<link data-i18n-ns>` preloads of root.tsx) and loads more when a page needs them (an admin
 * signs in: `ensureNamespaces` from the root Layout). Each change is a new store object, so every
 * `useTranslation` re-renders with the new texts.
 */
let resources: Record<string, Record<string, string>> = {};
let current: LiteI18n = createLiteI18n(LANGUAGE, [], {});
const listeners = new Set<() => void>();
const pending = new Map<Namespace, Promise<void>>();

function publish() {
  const loaded = NAMESPACES.filter((ns) => ns in resources);
  current = createLiteI18n(LANGUAGE, loaded, resources);
  for (const listener of listeners) listener();
}

/**
 * The namespaces the server rendered this document with (all public ones when none are marked).
 * Each preload names the namespaces of its file, separated by spaces.
 */
export function documentNamespaces(doc: Document): Namespace[] {
  const marked = [...doc.querySelectorAll<HTMLLinkElement>("link[data-i18n-ns]")].flatMap((l) => (l.dataset.i18nNs ?? "").split(" "));
  const known = NAMESPACES.filter((ns) => marked.includes(ns));
  return known.length ? known : [...PUBLIC_NAMESPACES];
}

/** Loads the namespaces not loaded yet (each with retries; a failed one shows the original texts). */
export async function ensureNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !(ns in resources));
  if (!missing.length) return;
  const waits: Promise<void>[] = missing.flatMap((ns) => pending.get(ns) ?? []);
  // The files of the namespaces no load is under way for: the same addresses the head preloaded.
  for (const file of translationFiles(
    missing.filter((ns) => !pending.has(ns)),
    __APP_VERSION__,
  )) {
    const p = loadTranslationFile(file).then((texts) => {
      resources = { ...resources, ...Object.fromEntries(file.namespaces.map((ns) => [ns, texts[ns] ?? {}])) };
    });
    for (const ns of file.namespaces) pending.set(ns, p);
    waits.push(p);
  }
  await Promise.all(waits);
  pending.clear();
  publish();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current store (re-renders when namespaces are added). */
export function useClientI18n(): LiteI18n {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
