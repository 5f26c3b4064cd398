import { CheckCircle2, Search, XCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { LinkTabs, viewTabs } from "~/components/ui/link-tabs";
import type { HomepageSeoForm as FormData } from "./homepage-seo.server";
import { HomepageSeoForm } from "./HomepageSeoForm";
import { previewTips, readPreviewTags, type PreviewTags } from "./link-preview";
import { SocialPreview } from "./SocialPreview";

/** The link-preview test: fetches a page of this site as a visitor would and lists its tags and the tips. */
function LinkPreviewTest() {
  const { t } = useTranslation("admin");
  const [path, setPath] = useState("/");
  const [result, setResult] = useState<PreviewTags | null>(null);
  const [error, setError] = useState("");
  async function run(e: React.FormEvent) {
    e.preventDefault();
    setError("");
    let url: URL;
    try {
      url = new URL(path, window.location.origin);
      if (url.origin !== window.location.origin) throw new Error("foreign");
    } catch {
      setError(t("Bitte gib einen Pfad dieser Website ein, z. B. /blog."));
      return;
    }
    try {
      const res = await fetch(url.pathname + url.search, { credentials: "omit", headers: { Accept: "text/html" } });
      setResult(readPreviewTags(await res.text(), res.status));
    } catch {
      setError(t("Die Seite konnte nicht geladen werden."));
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={(e) => void run(e)} className="flex flex-wrap items-end gap-3">
        <Field label={t("Seite (Pfad)")} className="min-w-64 flex-1" error={error || undefined} announce>
          <Input value={path} onChange={(e) => setPath(e.currentTarget.value)} maxLength={2000} />
        </Field>
        <Button type="submit">
          <Search aria-hidden="true" />
          {t("Vorschau testen")}
        </Button>
      </form>
      {result ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <SocialPreview
            title={result.og.title || result.title}
            description={result.og.description || result.description}
            image={result.og.image ? new URL(result.og.image, window.location.origin).pathname : ""}
            siteName={result.og.site_name || ""}
            host={window.location.host}
          />
          <section aria-label={t("Best-Practice-Tipps")}>
            <h3 className="mb-2 font-semibold text-ink">{t("Best-Practice-Tipps")}</h3>
            <ul className="flex flex-col gap-1.5 text-sm" data-testid="preview-tips">
              {previewTips(result).map((tip) => (
                <li key={tip.text} className="flex gap-2">
                  {tip.ok ? (
                    <CheckCircle2 aria-label={t("erfüllt")} className="size-4 shrink-0 text-brand-800" />
                  ) : (
                    <XCircle aria-label={t("offen")} className="size-4 shrink-0 text-danger" />
                  )}
                  <span>{tip.text}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
      <p className="text-sm text-ink-muted">
        {t(
          "JSON-LD-Monitor: Hänge ?debug=seo an eine beliebige Seite an (nur für Admins sichtbar); die strukturierten Daten werden alle 2 Sekunden neu gelesen.",
        )}{" "}
        <Link to="/?debug=seo" className="text-brand-800 underline">
          {t("Startseite mit Monitor öffnen")}
        </Link>{" "}
        ·{" "}
        <Link to="/test-seo" className="text-brand-800 underline">
          {t("Testseite /test-seo")}
        </Link>
      </p>
    </div>
  );
}

const AREAS = ["homepage", "preview", "analytics"] as const;
const AREA_LABELS = { homepage: "Homepage-SEO", preview: "Link-Vorschau-Test", analytics: "SEO-Analytics" } as const;

/** /admin/seo: three areas (spec 3 "Homepage SEO"), as links (`?bereich=`) that work before the scripts have started. */
export function SeoDashboard({ form }: { form: FormData }) {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const areas = viewTabs(params, "bereich", AREAS, (area) => t(AREA_LABELS[area]));
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-ink">{t("SEO-Dashboard")}</h2>
      <LinkTabs label={t("SEO-Bereiche")} items={areas.items} />
      {areas.view === "homepage" ? (
        <div>
          <HomepageSeoForm initial={form} />
          {form.updatedAt ? (
            <p className="mt-2 text-xs text-ink-muted">
              {t("Zuletzt gespeichert: {{date}}", {
                date: new Date(form.updatedAt).toLocaleString("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }),
              })}
            </p>
          ) : null}
        </div>
      ) : areas.view === "preview" ? (
        <LinkPreviewTest />
      ) : (
        <div className="flex flex-col gap-2 rounded-card border border-border bg-white p-4 text-sm text-ink-muted">
          <p>
            {t(
              "Suchmaschinen-Zahlen (Impressionen, Klicks, Positionen) misst diese Website nicht selbst; sie stehen in den Webmaster-Tools der Suchmaschinen (z. B. Google Search Console, Bing Webmaster Tools).",
            )}
          </p>
          <p>
            {t("Seitenaufrufe und Verweise siehst du im Tab")}{" "}
            <Link to="/admin/analytics" className="text-brand-800 underline">
              {t("Analytics")}
            </Link>
            , {t("Empfehlungs-Links unter")}{" "}
            <Link to="/admin/referrals" className="text-brand-800 underline">
              {t("Empfehlungen")}
            </Link>
            . {t("Alle öffentlichen URLs und die IndexNow-Übermittlung findest du unter")}{" "}
            <Link to="/admin/urls" className="text-brand-800 underline">
              {t("Projekt-URLs")}
            </Link>
            .
          </p>
        </div>
      )}
    </section>
  );
}
