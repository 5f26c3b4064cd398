import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, data, type ShouldRevalidateFunctionArgs } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { NotFoundPage } from "~/components/layout/NotFoundPage";
import { Toaster } from "~/components/ui/toaster";
import { getViewer } from "~/lib/auth.server";
import { useNonce } from "~/lib/nonce";
import { readReferralParams, referralCookieHeader } from "~/features/auth/referral.server";
import { getSiteSettings } from "~/features/site/settings.server";
import { readFlash } from "~/lib/flash.server";
import { baseUrl } from "~/lib/env.server";
import type { RootData } from "~/lib/root-data";
import { profilePath } from "~/features/profiles/username";
import { FlashToast } from "~/components/layout/FlashToast";
import { InlineStyles } from "~/lib/inline-css";

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
          profilePath: profilePath(viewer),
        }
      : null,
    siteTitle: settings.siteTitle,
    faviconUrl: settings.faviconUrl,
    origin: baseUrl(),
    flash: flash ? { ...flash, id: Date.now() } : null,
  };
  return data(rootData, { headers });
}

export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // The viewer and flash messages change through form submissions (sign-in, sign-out, edits) and
  // through the sign-in pages and links (/auth, /auth/callback, /reset-password), which end with a
  // client-side navigation; other navigations keep the root data.
  if (formMethod) return defaultShouldRevalidate;
  const authPage = (path: string) => /^\/(auth|forgot-password|reset-password|logout)(\/|$)/.test(path);
  return authPage(currentUrl.pathname) || authPage(nextUrl.pathname);
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Marks the document once React has hydrated it (end-to-end tests wait for it before typing).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="de" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#166534" />
        <Meta />
        <InlineStyles />
        <Links />
      </head>
      <body className="bg-surface font-sans text-ink antialiased">
        {children}
        <Toaster />
        <FlashToast />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage error={error} />;
}
