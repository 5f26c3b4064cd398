import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, data, Outlet, StaticRouterProvider, useRouteError, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { createServerI18n } from "~/lib/i18n.server";
import { EMPTY_OPERATOR } from "~/lib/operator";
import type { RootData } from "~/lib/root-data";
import SiteLayout, { ErrorBoundary as LayoutErrorBoundary } from "./_layout";
import Privacy, { handle as privacyHandle } from "./privacy";
import { NotFoundPage } from "~/components/layout/NotFoundPage";

function LayoutBoundary() {
  const error = useRouteError();
  return <LayoutErrorBoundary error={error} params={{}} loaderData={undefined as never} />;
}

/** Server-renders the common layout with a fake root loader, like the real SSR does. */
async function render(path: string, viewer: RootData["viewer"] = null) {
  const rootData = { viewer, siteTitle: "Hanfnetz", faviconUrl: "/favicon.svg", operator: EMPTY_OPERATOR, flash: null } as RootData;
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      element: <Outlet />,
      children: [
        {
          id: "layout",
          element: <SiteLayout />,
          errorElement: <LayoutBoundary />,
          children: [
            { id: "home", index: true, element: <h1>Start</h1> },
            { id: "privacy", path: "privacy", handle: privacyHandle, element: <Privacy /> },
            {
              id: "boom",
              path: "boom",
              loader: () => {
                throw new Error("kaputt");
              },
              element: <p>nie</p>,
            },
            {
              id: "gone",
              path: "gone",
              loader: () => {
                throw data(null, { status: 404 });
              },
              element: <p>nie</p>,
            },
            { id: "catch-all", path: "*", loader: () => data(null, { status: 404 }), element: <NotFoundPage headTags={false} /> },
          ],
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <I18nextProvider i18n={createServerI18n()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
  return { html, status: context.statusCode };
}

const viewer = {
  id: "u1",
  email: "lena@example.org",
  username: "Lena_Grün",
  avatarUrl: null,
  isAdmin: true,
  canCreateContests: false,
  canCreateB2b: false,
  profilePath: "/lena-gruen",
} satisfies RootData["viewer"];

describe("site layout (server render)", () => {
  it("renders skip link, both header bars, main and footer for a visitor", async () => {
    const { html } = await render("/");
    expect(html).toContain('href="#main"');
    expect(html).toContain("Zum Inhalt springen");
    expect(html).toContain('<main id="main"');
    expect(html).toContain('href="/auth"');
    expect(html).toContain('href="/auth?tab=signup"');
    // Built sections are linked (app/lib/site-sections.ts): coupons (issue #12), contests (issue #15).
    expect(html).toContain('href="/blog"');
    expect(html).toContain('href="/gutscheincodes"');
    expect(html).toContain('href="/contests"');
    expect(html).not.toContain("Abmelden");
    for (const href of ["/terms", "/privacy", "/imprint", "/sitemap.xml", "/sitemap-image.xml", "/rss.xml", "/add-provider", "/favorites", "/profile"]) {
      expect(html).toContain(`href="${href}"`);
    }
    // no breadcrumbs on home
    expect(html).not.toContain("Brotkrümelnavigation");
  });

  it("shows the signed-in links, the admin link and a sign-out form", async () => {
    const { html } = await render("/", viewer);
    expect(html).toContain('action="/logout"');
    expect(html).toContain('method="post"');
    expect(html).toContain('href="/lena-gruen"');
    expect(html).toContain('href="/admin"');
    expect(html).toContain('href="/myblog"');
    expect(html).toContain("Menü");
    expect(html).toContain("Meine Einträge");
    expect(html).toContain(`href="/lena-gruen#own-submissions-heading"`);
    expect(html).not.toContain('href="/auth?tab=signup"');
  });

  it("renders breadcrumbs with JSON-LD on a legal page", async () => {
    const { html } = await render("/privacy");
    expect(html).toContain('aria-label="Brotkrümelnavigation"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain("Datenschutzerklärung");
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it("answers unknown paths with 404 and the not-found page inside the layout", async () => {
    const { html, status } = await render("/gibt/es/nicht?x=1");
    expect(status).toBe(404);
    expect(html).toContain("Seite nicht gefunden");
    expect(html).toContain("/gibt/es/nicht?x=1");
    expect(html).not.toContain('name="prerender-status-code"'); // set by the route's meta export
    expect(html).toContain('href="/?search=open"');
    expect(html.match(/<main/g)).toHaveLength(1);
  });

  it("shows the not-found page inside the layout when a loader throws 404", async () => {
    const { html, status } = await render("/gone");
    expect(status).toBe(404);
    expect(html).toContain("Seite nicht gefunden");
    expect(html).toContain("Zum Inhalt springen");
    expect(html).toContain('content="noindex,follow"');
    expect(html).toContain('name="prerender-status-code"');
  });

  it("shows the error page with header and footer when a page fails", async () => {
    const { html, status } = await render("/boom");
    expect(status).toBe(500);
    expect(html).toContain("Oops! Etwas ist schiefgelaufen");
    expect(html).toContain("Erneut versuchen");
    expect(html).toContain("Zum Inhalt springen");
    expect(html.match(/<main/g)).toHaveLength(1);
  });
});

describe("missingPath", () => {
  it("shows the current path, or the original one passed to /404-not-found", async () => {
    const { missingPath } = await import("~/components/layout/NotFoundPage");
    expect(missingPath({ pathname: "/x", search: "?a=1" })).toBe("/x?a=1");
    expect(missingPath({ pathname: "/404-not-found", search: "?from=%2Fblog%2Fweg" })).toBe("/blog/weg");
    expect(missingPath({ pathname: "/404-not-found", search: "?from=https://evil.example" })).toBe("/404-not-found?from=https://evil.example");
    expect(missingPath({ pathname: "/404-not-found", search: "", state: { from: "/lena" } })).toBe("/lena");
  });
});
