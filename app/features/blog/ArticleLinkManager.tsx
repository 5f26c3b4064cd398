import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { SubmitSwitch } from "~/components/ui/submit-switch";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { PublicArticlePage } from "./article.server";

/**
 * The admins' 'Link-Verwaltung' of an article (`?tab=links`; loaded for admins only): a scan for
 * links and a dofollow / nofollow switch per link. Both are plain forms that a fetcher takes
 * over: a click before this part's code has arrived submits the form itself (the action answers
 * with a 303 back to this page and the outcome as a flash message), so it is not lost.
 */
export default function LinkManager({ articleId, links }: { articleId: string; links: PublicArticlePage["links"] }) {
  const { t } = useTranslation("common");
  const scan = useFetcher<FetcherResult>();
  useFetcherToast(scan, { error: "Fehler beim Scannen nach Links" });
  return (
    <div className="space-y-4">
      <scan.Form method="post" className="flex items-center justify-between gap-2">
        <input type="hidden" name="intent" value="scanLinks" />
        <input type="hidden" name="articleId" value={articleId} />
        <h2 className="text-lg font-semibold">{t("Links im Artikel ({{n}})", { n: links.length })}</h2>
        <Button type="submit" variant="outline" size="sm" disabled={scan.state !== "idle"}>
          {t("Nach Links scannen")}
        </Button>
      </scan.Form>
      {links.length ? (
        <ul className="divide-y divide-border rounded-card border border-border bg-white">
          {links.map((l) => (
            <LinkRow key={l.id} link={l} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t("Noch keine Links erfasst. Scanne den Artikel nach Links.")}</p>
      )}
    </div>
  );
}

function LinkRow({ link }: { link: PublicArticlePage["links"][number] }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<FetcherResult>();
  useFetcherToast(fetcher, { error: "Fehler beim Aktualisieren des Links" });
  const checked = fetcher.formData ? fetcher.formData.get("dofollow") === "true" : link.isDofollow;
  return (
    <li className="flex items-start gap-3 p-3">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{link.linkText || link.linkUrl}</p>
        <p className="truncate text-xs text-ink-muted">{link.linkUrl}</p>
        {link.linkContext ? <p className="line-clamp-2 text-xs text-ink-muted">{link.linkContext}</p> : null}
      </div>
      <fetcher.Form method="post" className="flex items-center gap-2 text-sm">
        <input type="hidden" name="intent" value="toggleLink" />
        <input type="hidden" name="linkId" value={link.id} />
        <input type="hidden" name="dofollow" value={String(!checked)} />
        <SubmitSwitch checked={checked} aria-label={t("Dofollow für {{url}}", { url: link.linkUrl })} />
        <span aria-hidden="true">{checked ? "dofollow" : "nofollow"}</span>
      </fetcher.Form>
    </li>
  );
}
