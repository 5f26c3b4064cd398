import { Link2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { PublicArticlePage } from "./article.server";

/** For admins on an article page: the article and its 'Link-Verwaltung' (dofollow / nofollow per link) as tabs. */
export default function ArticleAdminTabs({ articleId, links, children }: { articleId: string; links: PublicArticlePage["links"]; children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <Tabs defaultValue="article">
      <TabsList>
        <TabsTrigger value="article">{t("Artikel")}</TabsTrigger>
        <TabsTrigger value="links">
          <Link2 aria-hidden="true" className="size-4" />
          {t("Link-Verwaltung")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="article">{children}</TabsContent>
      <TabsContent value="links">
        <LinkManager articleId={articleId} links={links} />
      </TabsContent>
    </Tabs>
  );
}

function LinkManager({ articleId, links }: { articleId: string; links: PublicArticlePage["links"] }) {
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
      <label className="flex items-center gap-2 text-sm">
        <Switch
          checked={checked}
          aria-label={t("Dofollow für {{url}}", { url: link.linkUrl })}
          onCheckedChange={(v) => fetcher.submit({ intent: "toggleLink", linkId: link.id, dofollow: String(v) }, { method: "post" })}
        />
        {checked ? "dofollow" : "nofollow"}
      </label>
    </li>
  );
}
