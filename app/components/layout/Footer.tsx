import { Image as ImageIcon, Map as MapIcon, Rss } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { OPEN_CONSENT_EVENT } from "~/lib/consent";
import { formatYear } from "~/lib/format";
import { useRootData } from "~/lib/root-data";
import { BrandMark } from "./BrandMark";
import { StaticPart } from "~/lib/static-part";

type FooterLink = { to: string; label: string; icon?: typeof Rss };

const QUICK_LINKS: readonly FooterLink[] = [
  { to: "/", label: "Startseite" },
  { to: "/add-provider", label: "Anbieter hinzufügen" },
  { to: "/profile", label: "Profil" },
  { to: "/favorites", label: "Favoriten" },
  { to: "/so-sortieren-wir", label: "So sortieren wir" },
] as const;

const LEGAL_LINKS: readonly FooterLink[] = [
  { to: "/terms", label: "AGB" },
  { to: "/privacy", label: "Datenschutz" },
  { to: "/imprint", label: "Impressum" },
] as const;

const FEED_LINKS: readonly FooterLink[] = [
  { to: "/sitemap.xml", label: "Sitemap", icon: MapIcon },
  { to: "/sitemap-image.xml", label: "Bild-Sitemap", icon: ImageIcon },
  { to: "/rss.xml", label: "RSS-Feed", icon: Rss },
];

const linkClasses =
  "inline-flex items-center py-1 rounded-sm text-sm text-ink-muted underline-offset-4 transition-colors hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** 'Cookie-Einstellungen' opens the cookie banner (app/features/consent/ConsentManager.tsx). */
function openConsent() {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}

/**
 * Site footer (spec 2 section 2): description, quick links, legal links, disclaimer, feeds. Links
 * and one button: the browser takes it over as the server wrote it, unhydrated (decision 0050).
 */
export function Footer() {
  const { siteTitle } = useRootData();
  return (
    <StaticPart
      as="footer"
      key={siteTitle}
      className="render-lazy mt-16 border-t border-border bg-surface-muted"
      onAdoptedClick={(event) => {
        if ((event.target as Element).closest("[data-open-consent]")) openConsent();
      }}
    >
      <FooterContent siteTitle={siteTitle} />
    </StaticPart>
  );
}

function FooterContent({ siteTitle }: { siteTitle: string }) {
  const { t } = useTranslation("footer");
  const year = formatYear(new Date());

  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-3 lg:col-span-1">
          {/* The brand block's title, like the h2 of the link columns beside it. */}
          <h2 className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <BrandMark className="size-7" />
            {siteTitle}
          </h2>
          <p className="max-w-md text-sm leading-relaxed text-ink-muted">
            {t(
              "{{siteTitle}} ist das Verzeichnis und die Community rund um Cannabis-Kultur im deutschsprachigen Raum. Entdecke Social Clubs, Shops, Events und Creator, lies ehrliche Bewertungen und teile dein Wissen im Blog.",
              { siteTitle },
            )}
          </p>
        </div>

        <FooterLinks id="footer-quick-links" title={t("Schnellzugriff")} links={QUICK_LINKS} />
        <FooterLinks
          id="footer-legal-links"
          title={t("Rechtliches")}
          links={LEGAL_LINKS}
          extra={
            // Opens the cookie banner (app/features/consent/ConsentManager.tsx) to change the consent.
            <button type="button" className={`${linkClasses} cursor-pointer`} data-open-consent onClick={openConsent}>
              {t("Cookie-Einstellungen")}
            </button>
          }
        />
        {/* Feeds are resource routes: plain links, no client-side navigation. */}
        <FooterLinks id="footer-feed-links" title={t("Feeds")} links={FEED_LINKS} document />
      </div>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="rounded-card border border-border bg-white/70 p-4 text-xs leading-relaxed text-ink-muted">
          <strong className="font-semibold text-ink">{t("Hinweis:")}</strong>{" "}
          {t(
            "Alle Inhalte dienen ausschließlich der allgemeinen Information und sind weder medizinische noch rechtliche Beratung. Besitz, Anbau und Konsum von Cannabis sind in Deutschland nur im Rahmen des Konsumcannabisgesetzes (KCanG) erlaubt; in anderen Ländern gelten eigene Regeln. Die Angebote auf dieser Website richten sich ausschließlich an Erwachsene ab 18 Jahren. Bei gesundheitlichen Fragen wende dich bitte an eine Ärztin oder einen Arzt.",
          )}
        </p>
      </div>

      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {year} {siteTitle}
        </p>
        <p>{t("Nur für Erwachsene ab 18 Jahren.")}</p>
      </div>
    </>
  );
}

/** One titled list of footer links; `document` links (feeds) are plain anchors, not client navigation. */
function FooterLinks({
  id,
  title,
  links,
  document = false,
  extra,
}: {
  id: string;
  title: string;
  links: readonly FooterLink[];
  document?: boolean;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation("footer");
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-semibold text-ink">
        {title}
      </h2>
      <ul className="flex flex-col gap-1">
        {links.map(({ to, label, icon: Icon }) => {
          const content = (
            <>
              {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
              {t(label)}
            </>
          );
          const className = Icon ? `${linkClasses} gap-2` : linkClasses;
          return (
            <li key={to}>
              {document ? (
                <a href={to} className={className}>
                  {content}
                </a>
              ) : (
                <Link to={to} className={className}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
        {extra ? <li>{extra}</li> : null}
      </ul>
    </nav>
  );
}
