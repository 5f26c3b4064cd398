import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useMatches } from "react-router";
import { breadcrumbJsonLd, buildBreadcrumbTrail, jsonForScript, shouldShowBreadcrumbs, type Crumb } from "~/lib/breadcrumbs";
import { useNonce } from "~/lib/nonce";
import { useRootData } from "~/lib/root-data";

/**
 * The breadcrumb bar with BreadcrumbList structured data. Crumbs come from the `handle.breadcrumb`
 * of the matched routes (see ~/lib/breadcrumbs); the structured data links absolutely (BASE_URL). Hidden on home and the auth pages and when
 * there is only 'Startseite'.
 */
export function Breadcrumbs() {
  const { t } = useTranslation("navigation");
  const { origin } = useRootData();
  const matches = useMatches();
  const { pathname } = useLocation();
  const nonce = useNonce();
  const trail = buildBreadcrumbTrail(
    matches.map((m) => ({ id: m.id, pathname: m.pathname, params: m.params, data: m.loaderData, handle: m.handle })),
    t("Startseite"),
  );
  if (!shouldShowBreadcrumbs(pathname, trail)) return null;

  return (
    <>
      <script
        type="application/ld+json"
        nonce={nonce || undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbJsonLd(trail, origin)) }}
      />
      <nav aria-label={t("Brotkrümelnavigation")} className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6">
        <BreadcrumbList trail={trail} />
      </nav>
    </>
  );
}

export function BreadcrumbList({ trail }: { trail: readonly Crumb[] }) {
  return (
    <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-ink-muted">
      {trail.map((crumb, i) => {
        const last = i === trail.length - 1;
        return (
          <li key={`${crumb.href}-${i}`} className="flex min-w-0 items-center gap-1">
            {i > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-stone-500" /> : null}
            {last ? (
              <span aria-current="page" className="max-w-[16rem] truncate font-medium text-ink sm:max-w-md">
                {crumb.label}
              </span>
            ) : (
              <Link
                to={crumb.href}
                className="max-w-[12rem] truncate rounded-sm underline-offset-4 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:max-w-xs"
              >
                {crumb.label}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}
