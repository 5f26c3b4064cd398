import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { onlyTabChanged } from "~/components/ui/link-tabs";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { routeErrorBoundary } from "~/components/layout/RouteError";
import { Toaster } from "~/components/ui/toaster";
import { IconSprite } from "~/components/ui/sprite-icon";
import { getViewer } from "~/lib/auth.server";
import { useNonce } from "~/lib/nonce";
import { readReferralParams, referralCookieHeader } from "~/features/auth/referral.server";
import { getSiteSettings } from "~/features/site/settings.server";
import { readFlash } from "~/lib/flash.server";
import { baseUrl } from "~/lib/env.server";
import { useRootData, type RootData } from "~/lib/root-data";
import { keepPageOnFailedRequest } from "~/lib/failed-requests";

const DEFAULT_FAVICON = "/favicon.svg";
import { FlashToast } from "~/components/layout/FlashToast";
import { NavigationProgress } from "~/components/layout/NavigationProgress";
import { InlineStyles } from "~/lib/inline-css";
import { laterPartsHydrated } from "~/lib/hydrate-later";
import { staticPartsAdopted } from "~/lib/static-part";
import { pageNamespaces, translationFiles } from "~/lib/i18n-load";
import { ensureNamespaces } from "~/lib/i18n-client";
import { AGE_GATE_SCRIPT } from "~/lib/consent";
import { AgeGate } from "~/features/consent/AgeGate";
import { ClientServices } from "~/features/consent/ClientServices";
import { profilePath } from "~/lib/paths";
import { isTemplateViewer, TEMPLATE_PROFILE_PATH } from "~/lib/member-template.server";

export async function loader({ request }: Route.LoaderArgs) {
  const [viewer, settings] = await Promise.all([getViewer(request), getSiteSettings()]);
  const headers = new Headers();
  // A referral share id in the URL is held for the session (spec 1 section 1).
  const referral = readReferralParams(new URL(request.url));
  if (referral && !viewer) headers.append("Set-Cookie", referralCookieHeader(referral));
  const { flash, clear } = readFlash(request);
  if (clear) headers.append("Set-Cookie", clear);
  const rootData: RootData = {
    viewer: viewer
      ? {
          id: viewer.id,
          email: viewer.email,
          username: viewer.username,
          avatarUrl: viewer.avatarUrl,
          isAdmin: viewer.isAdmin,
          canCreateContests: viewer.canCreateContests,
          canCreateB2b: viewer.canCreateB2b,
          // (the stand-in's in a page rendered once for many members, decision 0048)
          profilePath: isTemplateViewer(viewer) ? TEMPLATE_PROFILE_PATH : profilePath(viewer),
        }
      : null,
    siteTitle: settings.siteTitle,
    faviconUrl: settings.faviconUrl,
    operator: settings.operator,
    origin: baseUrl(),
    flash: flash ? { ...flash, id: Date.now() } : null,
    securityMonitor: settings.securityMonitor,
  };
  return data(rootData, { headers });
}

/**
 * Around every client-side data request: a failed request (no answer, 413, 429, 5xx) comes back to
 * the component as `{ ok: false, error, status }` data instead of replacing the page (decision 0029).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepPageOnFailedRequest];

export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // The viewer and flash messages change through form submissions (sign-in, sign-out, edits) and
  // through the sign-in pages and links (/auth, /auth/callback, /reset-password), which end with a
  // client-side navigation; other navigations keep the root data, and so does switching a page's
  // view (`?tab=`, e.g. 'Anmelden' / 'Registrieren').
  if (formMethod) return defaultShouldRevalidate;
  if (onlyTabChanged(currentUrl, nextUrl)) return false;
  const authPage = (path: string) => /^\/(auth|forgot-password|reset-password|logout)(\/|$)/.test(path);
  return authPage(currentUrl.pathname) || authPage(nextUrl.pathname);
}

/** The favicon of the site settings; the built-in leaf (ICO and SVG) until an admin uploads one. */
function FaviconLinks() {
  const { faviconUrl } = useRootData();
  if (faviconUrl && faviconUrl !== DEFAULT_FAVICON) return <link rel="icon" href={faviconUrl} />;
  return (
    <>
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <link rel="icon" href={DEFAULT_FAVICON} type="image/svg+xml" />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The translation namespaces of this page (the back-office texts only for admins); loaded when
  // they change, e.g. after an admin signed in (the first page's are loaded by entry.client).
  const namespaces = pageNamespaces(useRouteLoaderData<RootData>("root")?.viewer);
  useEffect(() => {
    void ensureNamespaces(namespaces);
  }, [namespaces]);
  // Marks the document once it has hydrated, the parts hydrated a task later included
  // (end-to-end tests wait for it before typing).
  useEffect(() => {
    void laterPartsHydrated().then(() => {
      staticPartsAdopted();
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  return (
    <html lang="de" dir="ltr" suppressHydrationWarning>
      <head>
        {/* In the order React writes the head (its meta, title and link elements first, then the
            rest), so that hydrating in the browser finds every element where it is (decision 0046). */}
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#166534" />
        <Meta />
        <FaviconLinks />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Links />
        {/* The translation files entry.client loads before hydrating, fetched beside the modules. */}
        {translationFiles(namespaces, __APP_VERSION__).map((file) => (
          <link key={file.url} rel="preload" as="fetch" crossOrigin="anonymous" href={file.url} data-i18n-ns={file.namespaces.join(" ")} />
        ))}
        {/* Decides before first paint whether the age gate shows (decision 0019). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: AGE_GATE_SCRIPT }} />
        <InlineStyles />
      </head>
      <body className="bg-surface font-sans text-ink antialiased">
        {children}
        <AgeGate />
        <Toaster />
        <FlashToast />
        {/* After every icon of the page: the symbols they use (decision 0049). */}
        <IconSprite />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <NavigationProgress />
      <ClientServices />
    </>
  );
}

/** A 404 outside the layout: the not-found page; anything else the error page (without header). */
export const ErrorBoundary = routeErrorBoundary();
