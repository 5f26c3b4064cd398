import type { Route } from "./+types/manifest.webmanifest";
import { getSiteSettings } from "~/features/site/settings.server";
import { BRAND_COLORS } from "~/lib/brand";
import { MANIFEST_ICONS } from "~/lib/brand-icons.server";

/** The page background of app/app.css (--color-surface): the splash screen's colour while the app starts. */
const SURFACE = "#fbfaf7";

/**
 * /manifest.webmanifest: what a phone needs to put the site on its home screen ('Zum
 * Startbildschirm hinzufügen'): the site title of the site settings, the leaf icons, the brand
 * colour. Linked from every page's head (root.tsx).
 */
export async function loader(_: Route.LoaderArgs) {
  const { siteTitle } = await getSiteSettings();
  const sized = Object.entries(MANIFEST_ICONS).map(([src, size]) => ({ src, sizes: `${size}x${size}`, type: "image/png" }));
  // The same drawing serves as a maskable icon: the leaf stays inside the centre circle of 80 %.
  const icons = [...sized.map((i) => ({ ...i, purpose: "any" })), ...sized.map((i) => ({ ...i, purpose: "maskable" }))];
  const manifest = {
    name: siteTitle,
    short_name: siteTitle.length <= 12 ? siteTitle : "Hanfnetz",
    description: "Cannabis Social Clubs, Shops, Telemedizin und mehr: Verzeichnis, Bewertungen und Community.",
    lang: "de",
    dir: "ltr",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: BRAND_COLORS.background,
    background_color: SURFACE,
    icons,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
