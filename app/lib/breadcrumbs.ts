/**
 * Breadcrumbs (spec 1 section 2 "Other", spec 2 section 2 "Breadcrumb").
 *
 * A route module declares its crumb in its handle:
 *
 *   export const handle: BreadcrumbHandle<typeof loader> = {
 *     breadcrumb: (data) => ({ label: data.provider.name, href: providerPath(data.provider) }),
 *   };
 *
 * The function receives the route's loader data (undefined while it is missing, e.g. in an error
 * state) and the match; it returns a label (linked to the match's own path), a crumb, several
 * crumbs (e.g. an article: 'Blog' > title) or nothing. The trail always starts with 'Startseite'.
 *
 * Crumb names of the spec (label, link), to be declared by the owning routes:
 *   /admin                           'Admin'
 *   /admin/security                  'Admin' > 'Sicherheit'
 *   /admin/contests                  'Admin' > 'Verlosungen'
 *   /admin/messages                  'Admin' > 'Nachrichten'
 *   /admin/seo                       'Admin' > 'SEO'
 *   /admin/site-settings             'Admin' > 'Seiteneinstellungen'
 *   /admin/urls                      'Admin' > 'URLs'
 *   /blog                            'Blog'
 *   /blog/{username}/{slug}          'Blog' > article title (looked up by slug)
 *   /myblog                          'Mein Blog'
 *   /gutscheincodes                  'Gutscheine'
 *   /gutscheincode/{slug}            'Gutscheine' > merchant name (looked up by slug)
 *   /gutschein/hinzufuegen           'Gutscheine' > 'Gutschein hinzufügen'
 *   /empfehlung/{slug}               'Empfehlungen' (/) > provider name (looked up by slug / id)
 *   /contests                        'Verlosungen'
 *   /profile                         'Profil'
 *   /profile/{id}                    'Profil' > username
 *   /{username}                      username
 *   /favorites                       'Favoriten'
 *   /add-provider                    'Anbieter hinzufügen'
 *   /privacy                         'Datenschutz'
 *   /terms                           'AGB'
 *   /imprint                         'Impressum'
 */

export type Crumb = { label: string; href: string };

export type BreadcrumbResult = string | Crumb | Crumb[] | null | undefined;

export type BreadcrumbMatch<Data = unknown> = {
  id: string;
  pathname: string;
  params: Record<string, string | undefined>;
  data: Data;
};

/** Loader data of a route: pass `typeof loader` (or the data type itself). */
type DataOf<T> = T extends (...args: never[]) => unknown ? LoaderData<T> : T;
type LoaderData<L extends (...args: never[]) => unknown> =
  Awaited<ReturnType<L>> extends infer R ? (R extends { type: string; data: infer D; init: ResponseInit | null } ? D : Exclude<R, Response>) : never;

export type BreadcrumbHandle<T = unknown> = {
  breadcrumb: (data: DataOf<T> | undefined, match: BreadcrumbMatch<DataOf<T> | undefined>) => BreadcrumbResult;
};

/** Paths that never show a breadcrumb bar: home and the auth pages. */
export function isBreadcrumbExcluded(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, "") || "/";
  if (p === "/") return true;
  return /^\/(auth|forgot-password|reset-password)(\/|$)/.test(p);
}

function hasBreadcrumb(handle: unknown): handle is BreadcrumbHandle<never> {
  return typeof handle === "object" && handle !== null && typeof (handle as { breadcrumb?: unknown }).breadcrumb === "function";
}

export type TrailMatch = { id: string; pathname: string; params: Record<string, string | undefined>; data: unknown; handle: unknown };

/**
 * Builds the crumb trail from the route matches: 'Startseite' first, then each match's crumb(s).
 * Empty labels are dropped, and a crumb repeating the previous link is skipped.
 */
export function buildBreadcrumbTrail(matches: readonly TrailMatch[], homeLabel = "Startseite"): Crumb[] {
  const trail: Crumb[] = [{ label: homeLabel, href: "/" }];
  for (const match of matches) {
    if (!hasBreadcrumb(match.handle)) continue;
    let result: BreadcrumbResult;
    try {
      result = (match.handle.breadcrumb as (d: unknown, m: BreadcrumbMatch) => BreadcrumbResult)(match.data, match);
    } catch {
      continue; // a crumb must never break the page
    }
    const crumbs = typeof result === "string" ? [{ label: result, href: match.pathname }] : Array.isArray(result) ? result : result ? [result] : [];
    for (const crumb of crumbs) {
      const label = crumb.label?.trim();
      if (!label) continue;
      const href = crumb.href || match.pathname;
      if (trail[trail.length - 1].href === href) continue;
      trail.push({ label, href });
    }
  }
  return trail;
}

/** The bar shows on every page but home and the auth pages, and only with more than one crumb. */
export function shouldShowBreadcrumbs(pathname: string, trail: readonly Crumb[]): boolean {
  return !isBreadcrumbExcluded(pathname) && trail.length > 1;
}

/** schema.org BreadcrumbList; relative links become absolute when an origin is known. */
export function breadcrumbJsonLd(trail: readonly Crumb[], origin?: string) {
  const base = origin?.replace(/\/+$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: base && crumb.href.startsWith("/") ? `${base}${crumb.href}` : crumb.href,
    })),
  };
}

/** JSON for a <script> element: '<' is escaped so a label cannot close the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
