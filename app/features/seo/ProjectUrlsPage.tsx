import { Copy, Download, RefreshCw, Send } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useRevalidator } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { ProjectUrls } from "./project-urls.server";
import { SEO_MESSAGES } from "./schema";

/** How often the open page re-reads the lists (decision 0021: polling instead of a push channel). */
export const URLS_REFRESH_MS = 10_000;

const LISTS: { key: keyof ProjectUrls; label: string }[] = [
  { key: "providers", label: "Anbieter" },
  { key: "articles", label: "Blog-Artikel" },
  { key: "profiles", label: "Profile" },
];

async function copy(text: string, t: (k: string) => string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t("In die Zwischenablage kopiert"));
  } catch {
    toast.error(t(SEO_MESSAGES.copyFailed));
  }
}

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "projekt-urls.txt";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /admin/urls (spec 3 "All project URLs"): three lists, reload, copy, download, IndexNow. */
export function ProjectUrlsPage({ urls, indexNow }: { urls: ProjectUrls; indexNow: { endpoint: string; keyLocation: string } | null }) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const submit = useFetcher<FetcherResult>();
  useFetcherToast(submit, { error: SEO_MESSAGES.indexNowFailed });
  // Live lists: re-read while the page is visible (a provider approved, an article published, a profile created).
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, URLS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
  const all = [...urls.providers, ...urls.articles, ...urls.profiles];
  const text = all.join("\n");
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink">{t("Alle Projekt-URLs ({{n}})", { n: all.length })}</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
            <RefreshCw aria-hidden="true" />
            {t("Neu laden")}
          </Button>
          <Button variant="outline" onClick={() => void copy(text, t)}>
            <Copy aria-hidden="true" />
            {t("Alle kopieren")}
          </Button>
          <Button variant="outline" onClick={() => download(text)}>
            <Download aria-hidden="true" />
            {t("Als .txt herunterladen")}
          </Button>
          <submit.Form method="post">
            <input type="hidden" name="intent" value="indexnow" />
            <Button type="submit" disabled={submit.state !== "idle"}>
              <Send aria-hidden="true" />
              {t("An IndexNow senden")}
            </Button>
          </submit.Form>
        </div>
      </div>
      {indexNow ? (
        <p className="text-sm text-ink-muted">
          {t("IndexNow: {{endpoint}} · Schlüsseldatei {{key}}", { endpoint: indexNow.endpoint, key: indexNow.keyLocation })}
        </p>
      ) : (
        <Alert>
          {t("IndexNow ist nicht eingerichtet: Setze INDEXNOW_KEY (und optional INDEXNOW_ENDPOINT) oder die Einstellungen indexnow_key / indexnow_endpoint.")}
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        {LISTS.map((list) => (
          <section key={list.key} className="flex min-w-0 flex-col gap-2 rounded-card border border-border bg-white p-4" aria-labelledby={`urls-${list.key}`}>
            <div className="flex items-center justify-between gap-2">
              <h3 id={`urls-${list.key}`} className="font-semibold text-ink">
                {t(list.label)} <span className="text-ink-muted tabular-nums">({urls[list.key].length})</span>
              </h3>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void copy(urls[list.key].join("\n"), t)}
                aria-label={t("{{list}} kopieren", { list: t(list.label) })}
              >
                <Copy aria-hidden="true" />
              </Button>
            </div>
            <ul
              className="max-h-80 overflow-auto text-xs break-all text-ink-muted focus-visible:outline-2 focus-visible:outline-brand-700"
              data-testid={`urls-${list.key}`}
              tabIndex={0}
              aria-labelledby={`urls-${list.key}`}
            >
              {urls[list.key].map((u) => (
                <li key={u} className="border-b border-border/60 py-1 last:border-0">
                  {u}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
